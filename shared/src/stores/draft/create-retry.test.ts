import axios, { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedDraft, DraftApi } from '../../api/draft.ts';
import type { Draft } from '../../domain/draft.ts';
import { createRootStore } from '../root.ts';

// SPEC §7 POST /api/form with an Idempotency-Key: a create whose answer was lost is sent again with the same key,
// and the server answers with the draft the first try made (madeEarlier), as it was made.

/** A server that makes a draft for each new key and answers a known key with its draft; it can lose an answer. */
function fakeServer() {
  const server = { made: new Map<string, Draft>(), loseAnswerNext: 0, keys: [] as Array<string | undefined>, saves: [] as Draft[] };
  const api = {
    create: vi.fn(async (draft: Draft, requestKey?: string): Promise<CreatedDraft> => {
      server.keys.push(requestKey);
      const earlier = requestKey === undefined ? undefined : server.made.get(requestKey);
      if (earlier) return { id: earlier._id!, key: 'k2', form: earlier, madeEarlier: true };
      const id = server.made.size + 7;
      const made: Draft = { ...draft, _id: id, _formLink: `link${id}`, _version: 1, _company: 'default' };
      if (requestKey !== undefined) server.made.set(requestKey, made);
      if (server.loseAnswerNext > 0) {
        server.loseAnswerNext -= 1;
        throw new AxiosError('Network Error', 'ERR_NETWORK');
      }
      return { id, key: 'k1', form: made, madeEarlier: false };
    }),
    save: vi.fn(async (id: number, draft: Draft) => {
      server.saves.push(draft);
      return { id, version: (draft._version ?? 0) + 1 };
    }),
    reportError: vi.fn(async () => {}),
  } as unknown as DraftApi;
  return { api, server };
}

function setup() {
  const { api, server } = fakeServer();
  const store = createRootStore({ http: axios.create(), drafts: api });
  store.draft.configure({ autosaveDelayMs: 100, retryDelayMs: 1000, maxRetryDelayMs: 4000 });
  return { draft: store.draft, api, server };
}

const ready: Draft = { Firstname: 'Mia', Email: 'mia@example.com', EmailConfirm: 'mia@example.com' };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('SPEC §7 a create whose answer was lost', () => {
  it('is sent again with the same key; the draft it made is kept, and what was typed since is saved into it', async () => {
    const { draft, api, server } = setup();
    server.loseAnswerNext = 1;
    draft.startNew({});
    draft.update(ready);
    await vi.advanceTimersByTimeAsync(150);
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(draft.id).toBeNull();
    expect(draft.saveStatus).toBe('retrying');

    // Typed while the page waits to try again: the retry carries it, the server answers with the first try's draft.
    draft.update({ Surname: 'Ng' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(server.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(server.keys[1]).toBe(server.keys[0]);
    expect(server.made.size).toBe(1);
    expect(draft.id).toBe(7);

    // The answer held the draft as first made, without the surname: the page saves it at once.
    await vi.advanceTimersByTimeAsync(150);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(server.saves[0]).toMatchObject({ Firstname: 'Mia', Surname: 'Ng', _version: 1 });
    expect(draft.saveStatus).toBe('saved');
    expect(draft.data.Surname).toBe('Ng');
  });

  it('a reload while the create waits to be tried again goes on with the same key', async () => {
    const first = setup();
    first.server.loseAnswerNext = 1;
    first.draft.startNew({});
    first.draft.update(ready);
    await vi.advanceTimersByTimeAsync(150);
    expect(first.draft.saveStatus).toBe('retrying');

    // The page is reloaded: a new store on the same device, and the same server.
    const reloaded = createRootStore({ http: axios.create(), drafts: first.api });
    reloaded.draft.configure({ autosaveDelayMs: 100, retryDelayMs: 1000, maxRetryDelayMs: 4000 });
    reloaded.draft.startNew({}, { keepUnsaved: true });
    await vi.advanceTimersByTimeAsync(150);
    expect(first.server.keys).toHaveLength(2);
    expect(first.server.keys[1]).toBe(first.server.keys[0]);
    expect(first.server.made.size).toBe(1);
    expect(reloaded.draft.id).toBe(7);
    // A new start on that device makes a key of its own.
    reloaded.draft.startNew({});
    reloaded.draft.update({ ...ready, Firstname: 'Ari' });
    await vi.advanceTimersByTimeAsync(150);
    expect(first.server.keys[2]).not.toBe(first.server.keys[0]);
    expect(first.server.made.size).toBe(2);
  });

  it('a create that was answered needs no save after it, and the next draft of the page gets a key of its own', async () => {
    const { draft, api, server } = setup();
    draft.startNew({});
    draft.update(ready);
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.id).toBe(7);
    expect(draft.saveStatus).toBe('saved');
    expect(api.save).not.toHaveBeenCalled();

    draft.startNew({});
    draft.update({ ...ready, Firstname: 'Ari' });
    await vi.advanceTimersByTimeAsync(150);
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(server.keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(server.keys[1]).not.toBe(server.keys[0]);
    expect(draft.id).toBe(8);
  });
});
