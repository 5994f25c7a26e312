import type { Draft } from '../../domain/draft.ts';
import type { DeviceCopy } from './device-copy.ts';

// SPEC §8 conflicts: what a copy kept on this device means for the version just loaded from the server.

export type DeviceCopyOutcome =
  | 'none' // nothing kept, or nothing the server lacks
  | 'reapply' // typed here on the version loaded and not saved yet: put it back and save it
  | 'conflict'; // typed here on an older version than the server's: another tab or device saved since

export function deviceCopyOutcome(copy: DeviceCopy | null, loaded: Draft, loadedVersion: number): DeviceCopyOutcome {
  if (!copy || sameDraft(copy.data, loaded)) return 'none';
  if (copy.version === loadedVersion) return 'reapply';
  return copy.version < loadedVersion ? 'conflict' : 'none';
}

function sameDraft(a: Draft, b: Draft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
