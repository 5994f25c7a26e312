import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';

// Schemas every route uses (the id parameter, the error answer, lists) and the cache headers of reference lists.

/** A numeric id in a path: digits only, a number for the handler; anything else is a 400 before the handler runs. */
export const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 999_999_999 }) });

/**
 * Every error answer (platform/errors.ts errorBody): the usual four members, and where the page acts on it a reason with
 * its details (ErrorExtra).
 */
export const errorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  // Every member is written, whatever its name: a Record's '^.*$' fails a name with a line break, and
  // fast-json-stringify then left that field out.
  fields: Type.Optional(Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } })),
  reason: Type.Optional(Type.String()),
  randomId: Type.Optional(Type.String()),
  version: Type.Optional(Type.Integer()),
});

/** The error answer for each of a route's error statuses. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as { [Code in Codes[number]]: typeof errorSchema };
}

/** A draft's reference (its form link) in a path; its format is checked in the handler, so anything else is a 404. */
export const refParams = Type.Object({ ref: Type.String({ maxLength: 200 }) });

/** Drafts are personal and every answer depends on a key: nothing may be kept by a cache. */
export function noStore<Reply extends FastifyReply>(reply: Reply): Reply {
  reply.header('cache-control', 'no-store');
  return reply;
}

/** A 204: no body at all. */
export const noContent = Type.Unsafe<undefined>({ description: 'No content' });

export function listOf<T extends TSchema>(item: T) {
  return Type.Array(item);
}

/**
 * A string or null, as one JSON type list: fast-json-stringify writes it directly, where the anyOf of a Union
 * would run a validator on every value of a list.
 */
export function nullableString() {
  return Type.Unsafe<string | null>({ type: ['string', 'null'] });
}

/** Reference lists may be kept by browsers and shared caches; they change only with a release. */
export function cacheLookup(reply: FastifyReply, maxAge: number): FastifyReply {
  return reply.header('cache-control', `public, max-age=${maxAge}`);
}

/**
 * Text people type on one line (a name, an address): no control characters, which PostgreSQL cannot store (NUL) and
 * no person means to type.
 */
export function lineOfText(options: { minLength?: number; maxLength: number; format?: 'email' }) {
  return Type.String({ ...options, pattern: '^[^\\u0000-\\u001F\\u007F]*$' });
}

/** Text of several lines (a message): line breaks and tabs, but no other control characters. */
export function linesOfText(options: { minLength?: number; maxLength: number }) {
  return Type.String({ ...options, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' });
}
