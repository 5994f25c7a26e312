import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secrets of the inductions. Each is random, so none can be guessed or walked:
// - an induction's public id: 18 random bytes in base64url (24 characters), the only key of /induction/{id};
// - a foreign card's RandomId: the same, the second half of /induction-status/{id}/{randomId};
// - a certificate's code: 60 random bits as 12 characters of Crockford's base32 in groups of four
//   (XXXX-XXXX-XXXX), short enough to read out or type from a printed certificate.

const PUBLIC_ID = /^[A-Za-z0-9_-]{24}$/;

/** A new induction public id or foreign-card RandomId. */
export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether `text` is shaped like a public id (anything else is looked up as nothing). */
export function isPublicId(text: string): boolean {
  return PUBLIC_ID.test(text);
}

/** Whether a presented RandomId is the stored one, in constant time whatever was presented. */
export function randomIdMatches(stored: string | undefined, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(stored ?? 'no card'), digest(presented)) && stored !== undefined;
}

/** Crockford's base32 alphabet: no I, L, O or U, so nothing reads as another character. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new certificate code, XXXX-XXXX-XXXX. */
export function newCertificateCode(): string {
  // 8 bytes, of which the low 60 bits make the 12 characters.
  let bits = randomBytes(8).readBigUInt64BE() & ((1n << 60n) - 1n);
  let text = '';
  for (let i = 0; i < 12; i += 1) {
    text = CROCKFORD[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

/**
 * A typed certificate code in its stored form, or null when it cannot be one: any case, spaces and hyphens
 * anywhere, and the letters people mistake for digits (O for 0, I and L for 1) read as Crockford's base32 reads them.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const text = typed.toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length !== 12 || [...text].some((c) => !CROCKFORD.includes(c))) return null;
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}
