import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Staff passwords: Argon2id (OWASP's parameters: 19 MiB, 2 passes), and a check against the common passwords
// zxcvbn ships and the member's own name and address.

export const minimumPasswordLength = 12;
export const maximumPasswordLength = 200;

const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** What is wrong with a new password, in words for the field; null when it will do. */
export function passwordProblem(password: string, own: readonly string[]): string | null {
  if (password.length < minimumPasswordLength) return `Use at least ${minimumPasswordLength} characters.`;
  if (password.length > maximumPasswordLength) return `Use at most ${maximumPasswordLength} characters.`;
  // Each word of the name and address, and each run together: 'Ada Lovelace' gives ada, lovelace and adalovelace.
  const words = own.flatMap((value) => {
    const parts = value.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
    return [...parts, value.toLowerCase().split('@')[0]!.replace(/[^a-z0-9]/g, '')];
  }).filter((w) => w.length >= 3);
  const result = strength.check(password, words);
  if (result.score < 3) {
    return 'This password is too easy to guess: it is a common password or close to one, or it uses your name or email. '
      + 'Try three or four words that are not a saying.';
  }
  return null;
}

/** The library's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const argon2id: Algorithm.Argon2id = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** A hash no password matches, checked when no account has the address, so the answer takes as long. */
const nobody = hashPassword('no account has this password');

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await nobody, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
