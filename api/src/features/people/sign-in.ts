import { createHash, randomInt } from 'node:crypto';
import { hashKey } from '../drafts/keys.ts';

// Signing in without the HTTP: who a username names, the kinds of attempt it counts, the codes it sends, and the
// birthdate hash the ops CLI shares with it.

/** The salted hash a redacted person's birthdate is kept as (repository.ts redact). */
export function birthdateHash(birthdate: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${birthdate.trim()}`).digest('hex');
}

/** The person id a username names (the tracking number's id), or null when it names none. */
export function personIdOf(username: string | number): number | null {
  const text = String(username).trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Kinds of attempt (platform/db/attempts.ts). */
export const SIGN_IN_FAILED = 'sign-in';
export const SIGN_IN_FAILED_FROM = 'sign-in-source';
export const SIGN_IN_CODE = 'sign-in-code';

/** One tracking number from one client address; the address is kept only as a hash. */
export function signInSource(id: number, ip: string): string {
  return `${id}:${hashKey(ip).slice(0, 32)}`;
}

/** A 6-digit code, every value as likely (crypto.randomInt). */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
