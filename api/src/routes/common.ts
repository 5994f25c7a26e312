import type { FastifyReply } from 'fastify';

// Pieces every lookup route uses: the id parameter, the error answer schema and cache headers.

/** Numeric ids only; anything else is a 400 before the handler runs. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export function listOf(item: object) {
  return { type: 'array', items: item } as const;
}

/** Reference lists may be kept by browsers and shared caches; they change only with a release. */
export function cacheLookup(reply: FastifyReply, maxAge: number): FastifyReply {
  return reply.header('cache-control', `public, max-age=${maxAge}`);
}
