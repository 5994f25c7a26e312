import type { FastifyRequest } from 'fastify';
import type { Brand } from '@cards/shared/brand';
import type { DraftCreation } from './repository.ts';
import { ApiError } from '../../platform/errors.ts';
import { hashKey } from './keys.ts';

// A create whose answer was lost is sent again by the page with the same Idempotency-Key (the draft store makes one
// per draft it creates). The key's hash names the draft the first request made, so the second is answered with that
// draft, under a new key of its own, instead of making another: no orphan draft, no second saved-form email.

/** What a page's key looks like: the store sends 32 hex digits; up to 128 of these characters are taken. */
const requestKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The hash of the request's Idempotency-Key; undefined without one, 400 when it is not shaped like one. */
export function requestKeyHashOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !requestKeyPattern.test(key)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores.',
      { 'Idempotency-Key': 'invalid' });
  }
  return hashKey(key);
}

/**
 * Whether the draft an earlier create made may answer this one: the same brand, within the window, and as it was
 * made (still at its first version, not sent, expired or disabled). A draft saved since was answered: its page has
 * its key, and a request with the same key again gets a new draft, as it would without one.
 */
export function mayAnswerAgain(earlier: DraftCreation, brand: Brand, now: Date, windowMs: number): boolean {
  const { draft, createdAt } = earlier;
  return draft.company === brand.code && draft.version === 1 && !draft.converted && !draft.disabled
    && draft.expired_at === null && now.getTime() - Date.parse(createdAt) <= windowMs;
}
