import { createHash } from 'node:crypto';

// What signing in shares with the ops CLI, which redacts a person and checks a birthdate as sign-in does.

/** The salted hash a redacted person's birthdate is kept as (repository.ts redact). */
export function birthdateHash(birthdate: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${birthdate.trim()}`).digest('hex');
}
