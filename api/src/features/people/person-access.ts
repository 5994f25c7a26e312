import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import type { PersonRow } from './repository.ts';
import { readIdToken } from './id-token.ts';

// SPEC §6: a person's status, documents and payments are theirs alone. Every such call carries the id_token as
// 'Authorization: Bearer …'; a missing, expired, revoked or foreign token gets no person data.

const signIn = 'Sign in again to see this application.';
const notYours = 'This application is not the one you signed in to.';

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header.trim());
  return match ? match[1]! : null;
}

/**
 * The person `id` for the holder of their token: 401 (`unauthenticated`) without a good token, 403 with another
 * person's, 404 when the person is gone or redacted.
 */
export async function personForToken(app: FastifyInstance, request: FastifyRequest, id: number): Promise<PersonRow> {
  const token = bearerToken(request);
  const claims = token ? await readIdToken(token, app.config.auth) : null;
  if (!claims || (await app.people.isRevoked(claims.jti))) throw new ApiError(401, signIn, undefined, { reason: 'unauthenticated' });
  if (claims.peopleId !== id) throw new ApiError(403, notYours);
  const person = await app.people.byId(id);
  if (!person || person.redacted_at) throw new ApiError(404, 'We could not find that application.');
  return person;
}
