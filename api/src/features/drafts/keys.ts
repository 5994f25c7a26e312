import { hash, randomBytes } from 'node:crypto';

// The secrets of a draft (ARCHITECTURE 'Persistence and access'):
// - its keys, 32 random bytes in base64url (43 characters), sent as X-Form-Key: one for each page that opened it.
//   Only their sha256 is stored, so a key is shown once, in the answer that issues it.
// - one-time tokens, shaped like keys, in emailed links: the page exchanges one for a key of its own and the
//   token is spent. Only their sha256 is stored.
// - the form link, 18 random bytes in base64url (24 characters): the reference of the resume link
//   (/apply/form/{formLink}/) and of /link-expired/{formLink}. Never a number, so ids cannot be walked.

const keyPattern = /^[A-Za-z0-9_-]{43}$/;
const formLinkPattern = /^[A-Za-z0-9_-]{22,64}$/;

export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

export function newFormLink(): string {
  return randomBytes(18).toString('base64url');
}

export function hashKey(key: string): string {
  // The one-shot hash: a third of createHash's time, and every draft call hashes its key.
  return hash('sha256', key);
}

/**
 * The hash to look a presented key up by. A key that is not even shaped like one gets a hash no key has, so it
 * takes the same path and finds nothing. (Looking up a SHA-256 of 256 random bits by equality gives nothing away.)
 */
export function presentedKeyHash(key: string): string {
  return hashKey(keyPattern.test(key) ? key : `not a key: ${key}`);
}

/** A one-time token for an emailed link: 32 random bytes, shaped like a key; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash of a presented token, or null when it is not shaped like one. */
export function tokenHash(token: unknown): string | null {
  return typeof token === 'string' && keyPattern.test(token) ? hashKey(token) : null;
}

export function isFormLink(value: string): boolean {
  return formLinkPattern.test(value);
}
