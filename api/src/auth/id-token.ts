import { jwtVerify, SignJWT } from 'jose';
import type { AuthSettings } from '../config.ts';

// The id_token of SPEC §6: signed by the api (HS256), carried by the page as 'Authorization: Bearer …'. It names
// the person (`sub`, the people id) and nothing else about them.

const ISSUER = 'cards-api';

function key(settings: Pick<AuthSettings, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(settings.jwtSecret);
}

export async function signIdToken(peopleId: number, settings: Pick<AuthSettings, 'jwtSecret' | 'idTokenTtlSeconds'>, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(peopleId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.idTokenTtlSeconds)
    .sign(key(settings));
}

/** The people id of a valid, unexpired token of ours; null for anything else. */
export async function verifyIdToken(token: string, settings: Pick<AuthSettings, 'jwtSecret'>): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(settings), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
