import type { Draft } from '../../domain/draft.ts';
// The formats alone, not the validation index: that brings class-validator, which the shell must not load.
import { firstSaveErrors } from '@cards/shared/validation/formats';

/** SPEC §5: the first autosave waits for a valid first name and matching email addresses (the api's rule too). */
export function readyForFirstSave(draft: Draft): boolean {
  return Object.keys(firstSaveErrors(draft)).length === 0;
}

/**
 * The Idempotency-Key of a draft's create: 128 random bits as 32 hex digits. Undefined where the browser has no
 * crypto.getRandomValues (the create is then sent without one, as before).
 */
export function newCreateKey(): string | undefined {
  const random = globalThis.crypto?.getRandomValues?.(new Uint8Array(16));
  return random && Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
