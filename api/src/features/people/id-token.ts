import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthSettings } from './settings.ts';
import { now as clockNow } from '../../platform/clock.ts';

// The id_token of SPEC §6: signed by the api (HS256), carried by the page as 'Authorization: Bearer …'. It names
// the person (`sub`, the people id) and nothing else about them. Its `jti` lets a sign-out revoke it before it
// expires (POST /api/logout, the revoked_tokens table).

const ISSUER = 'cards-api';

function key(settings: Pick<AuthSettings, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(settings.jwtSecret);
}

export async function signIdToken(peopleId: number, settings: Pick<AuthSettings, 'jwtSecret' | 'idTokenTtlSeconds'>, now = clockNow()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(peopleId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.idTokenTtlSeconds)
    .sign(key(settings));
}

export interface VerifiedToken {
  peopleId: number;
  jti: string;
  /** When it expires, as an ISO timestamp. */
  expiresAt: string;
}

/** A people id exactly as signIdToken writes it: decimal digits, no sign, space, leading zero or other base. */
const issuedSubject = /^[1-9][0-9]{0,15}$/;

/**
 * The claims of a valid, unexpired token of ours; null for anything else (revocation is the caller's to check).
 * Only what signIdToken makes passes: the subject in its exact form, issued in the past (jose's maxTokenAge also
 * refuses an iat in the future) and living no longer than the api issues tokens for, whatever its exp says.
 */
export async function readIdToken(token: string, settings: Pick<AuthSettings, 'jwtSecret' | 'idTokenTtlSeconds'>): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(settings), {
      issuer: ISSUER, algorithms: ['HS256'], maxTokenAge: settings.idTokenTtlSeconds, currentDate: clockNow(),
    });
    const { sub, jti, iat, exp } = payload;
    if (typeof sub !== 'string' || !issuedSubject.test(sub) || !Number.isSafeInteger(Number(sub))) return null;
    if (typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (exp - iat > settings.idTokenTtlSeconds) return null;
    return { peopleId: Number(sub), jti, expiresAt: new Date(exp * 1000).toISOString() };
  } catch {
    return null;
  }
}

/** The people id of a valid, unexpired token of ours; null for anything else. */
export async function verifyIdToken(token: string, settings: Pick<AuthSettings, 'jwtSecret' | 'idTokenTtlSeconds'>): Promise<number | null> {
  return (await readIdToken(token, settings))?.peopleId ?? null;
}
