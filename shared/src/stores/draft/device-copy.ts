import type { Draft } from '../domain/draft.ts';
import { safeLocalStorage } from '@cards/shared/api';

// What the applicant typed, kept on this device until the server has it (SPEC §4 save failures; issue:
// "kept locally and saved when the connection returns, also across a reload").

export interface PendingDraft {
  id: number | null;
  formLink: string | null;
  /** The server version these edits were made on. */
  version: number;
  data: Draft;
  keptAt: number;
}

const keyFor = (id: number | null) => `cards.pendingDraft.${id ?? 'new'}`;

export function writePendingDraft(pending: Omit<PendingDraft, 'keptAt'>): void {
  try {
    safeLocalStorage().setItem(keyFor(pending.id), JSON.stringify({ ...pending, keptAt: Date.now() }));
  } catch {
    // A full or refused storage only loses the offline copy; the server save still goes ahead.
  }
}

export function readPendingDraft(id: number | null): PendingDraft | null {
  try {
    const text = safeLocalStorage().getItem(keyFor(id));
    const parsed = text ? (JSON.parse(text) as PendingDraft) : null;
    return parsed && typeof parsed === 'object' && parsed.data && typeof parsed.version === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingDraft(id: number | null): void {
  safeLocalStorage().removeItem(keyFor(id));
  if (id !== null) safeLocalStorage().removeItem(keyFor(null));
}
