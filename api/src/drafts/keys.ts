import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The two secrets of a draft (ARCHITECTURE 'Persistence and access'):
// - the key, 32 random bytes in base64url (43 characters), sent as X-Form-Key. Only its sha256 is stored, so it
//   is shown once: in the answer that issues it and in the resume link of the email sent with it.
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
  return createHash('sha256').update(key).digest('hex');
}

/** Constant-time check of a presented key against the stored hash. */
export function keyMatches(key: string, storedHash: string): boolean {
  if (!keyPattern.test(key)) return false;
  const presented = createHash('sha256').update(key).digest();
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}

// Compared against when the draft does not exist, so that answer takes as long as a wrong key's.
const noDraftHash = hashKey(newKey());

/** Spends the time of a key check on a draft that does not exist; always false. */
export function refuseUnknownDraft(key: string): false {
  keyMatches(key, noDraftHash);
  return false;
}

export function isFormLink(value: string): boolean {
  return formLinkPattern.test(value);
}
