import { vi } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { fakeDraftApi } from '@cards/shared/testing';

/** For the step pages' tests: a draft api that loads `draft` and keeps each save, answering the next version. */
export function savingDraftApi(draft: Draft, calls: Parameters<typeof fakeDraftApi>[0] = {}) {
  let version = draft._version ?? 1;
  const saves: Draft[] = [];
  const drafts = fakeDraftApi({
    load: vi.fn(async () => draft),
    save: vi.fn(async (_id: number, body: Draft) => {
      saves.push(body);
      return { id: 1, version: ++version };
    }),
    ...calls,
  });
  return { drafts, saves };
}
