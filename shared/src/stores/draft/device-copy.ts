import type { Draft } from '../../domain/draft.ts';
import { safeLocalStorage } from '@cards/shared/api';

// The device copy: what the applicant typed, kept in this browser until the server has it (SPEC §4 save
// failures), so a dropped connection, a reload or a closed tab loses nothing.

export interface DeviceCopy {
  id: number | null;
  formLink: string | null;
  /** The server version these edits were made on. */
  version: number;
  data: Draft;
  /** While the draft's create has been tried and not answered: its Idempotency-Key, for the try after a reload. */
  createKey?: string;
  keptAt: number;
}

const keyFor = (id: number | null) => `cards.pendingDraft.${id ?? 'new'}`;

export function writeDeviceCopy(pending: Omit<DeviceCopy, 'keptAt'>): void {
  try {
    safeLocalStorage().setItem(keyFor(pending.id), JSON.stringify({ ...pending, keptAt: Date.now() }));
  } catch {
    // A full or refused storage only loses the offline copy; the server save still goes ahead.
  }
}

export function readDeviceCopy(id: number | null): DeviceCopy | null {
  try {
    const text = safeLocalStorage().getItem(keyFor(id));
    const parsed = text ? (JSON.parse(text) as DeviceCopy) : null;
    return parsed && typeof parsed === 'object' && parsed.data && typeof parsed.version === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearDeviceCopy(id: number | null): void {
  safeLocalStorage().removeItem(keyFor(id));
  if (id !== null) safeLocalStorage().removeItem(keyFor(null));
}
