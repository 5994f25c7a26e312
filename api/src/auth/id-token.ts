import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthSettings } from '../config.ts';

// The id_token of SPEC §6: signed by the api (HS256), carried by the page as 'Authorization: Bearer …'. It names
// the person (`sub`, the people id) and nothing else about them. Its `jti` lets a sign-out revoke it before it
// expires (POST /api/logout, the revoked_tokens table).

const ISSUER = 'cards-api';

function key(settings: Pick<AuthSettings, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(settings.jwtSecret);
}

export async function signIdToken(peopleId: number, settings: Pick<AuthSettings, 'jwtSecret' | 'idTokenTtlSeconds'>, now = new Date()): Promise<string> {
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

/** The claims of a valid, unexpired token of ours; null for anything else (revocation is the caller's to check). */
export async function readIdToken(token: string, settings: Pick<AuthSettings, 'jwtSecret'>): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(settings), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id < 1 || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { peopleId: id, jti: payload.jti, expiresAt: new Date(payload.exp * 1000).toISOString() };
  } catch {
    return null;
  }
}

/** The people id of a valid, unexpired token of ours; null for anything else. */
export async function verifyIdToken(token: string, settings: Pick<AuthSettings, 'jwtSecret'>): Promise<number | null> {
  return (await readIdToken(token, settings))?.peopleId ?? null;
}
