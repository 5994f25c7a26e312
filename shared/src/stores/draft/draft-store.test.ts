import axios, { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftApi } from '../../api/draft.ts';
import { FORM_KEY_STORAGE_KEY } from '@cards/shared/api';
import type { Draft } from '../../domain/draft.ts';
import { readDeviceCopy } from './device-copy.ts';
import { createRootStore } from '../root.ts';

function httpError(status: number, data: object = {}) {
  return new AxiosError('failed', 'ERR', undefined, null, {
    status,
    data: { statusCode: status, error: 'x', message: 'x', ...data },
    statusText: '',
    headers: {},
    config: {} as never,
  });
}

/** A fake api keeping one draft, like the server: versions, keys aside. */
function fakeDrafts() {
  const server = { draft: null as Draft | null, version: 0, failNext: 0, failWith: null as Error | null, loseAnswerNext: 0, saves: [] as Draft[] };
  const api: DraftApi = {
    create: vi.fn(async (draft: Draft) => {
      server.version = 1;
      server.draft = { ...draft, _id: 7, _formLink: 'link7', _version: 1, _company: 'default' };
      return { id: 7, key: 'k', form: server.draft };
    }),
    load: vi.fn(async () => ({ ...server.draft!, _version: server.version })),
    save: vi.fn(async (_id: number, draft: Draft) => {
      if (server.failNext > 0) {
        server.failNext -= 1;
        throw server.failWith ?? new AxiosError('Network Error', 'ERR_NETWORK');
      }
      if (draft._version !== server.version) throw httpError(409, { reason: 'stale_version', version: server.version });
      server.version += 1;
      server.draft = { ...draft, _version: server.version };
      server.saves.push(draft);
      if (server.loseAnswerNext > 0) {
        // Stored, then the connection dropped before the answer came back (the api killed after its commit).
        server.loseAnswerNext -= 1;
        throw new AxiosError('Network Error', 'ERR_NETWORK');
      }
      return { id: 7, version: server.version };
    }),
    saveExpired: vi.fn(),
    reportError: vi.fn(async () => {}),
    sendSessionExpired: vi.fn(),
    requestNewLink: vi.fn(),
    exchangeToken: vi.fn(async () => ({ key: 'k2' })),
    lookupAbn: vi.fn(),
    saveSignature: vi.fn(),
    getSignature: vi.fn(),
    move: vi.fn(async () => ({ id: 7, version: server.version + 1, company: 'bne' })),
    convert: vi.fn(async () => ({ Id: 23, VerificationCode: 'code', TrackingNumber: 'VEA0001523' })),
  };
  return { api, server };
}

function setup() {
  const { api, server } = fakeDrafts();
  const store = createRootStore({ http: axios.create(), drafts: api });
  store.draft.configure({ autosaveDelayMs: 100, retryDelayMs: 1000, maxRetryDelayMs: 4000 });
  return { store, draft: store.draft, api, server };
}

const ready: Draft = { Firstname: 'Mia', Email: 'mia@example.com', EmailConfirm: 'MIA@example.com' };

/**
 * A draft saved once, then a save of `surname` that got no answer: stored by the server with its answer lost on
 * the way back ('answer lost'), or failed there ('failed').
 */
async function afterUnansweredSave(how: 'answer lost' | 'failed', surname = 'Ng') {
  const started = setup();
  started.draft.startNew(ready);
  await started.draft.flush();
  if (how === 'answer lost') started.server.loseAnswerNext = 1;
  else started.server.failNext = 1;
  started.draft.update({ Surname: surname });
  await vi.advanceTimersByTimeAsync(150);
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('SPEC §4 form progress and autosave', () => {
  it('waits for a valid first name and matching emails before the first save (SPEC §5)', async () => {
    const { draft, api } = setup();
    draft.startNew({});
    draft.update({ Firstname: 'Mia', Email: 'mia@example.com', EmailConfirm: 'mia@exam' });
    await vi.advanceTimersByTimeAsync(500);
    expect(api.create).not.toHaveBeenCalled();
    expect(draft.saveStatus).toBe('unsaved');
    // What was typed is on this device already.
    expect(readDeviceCopy(null)?.data.EmailConfirm).toBe('mia@exam');

    draft.update({ EmailConfirm: 'MIA@example.com' });
    await vi.advanceTimersByTimeAsync(150);
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(draft.id).toBe(7);
    expect(draft.formLink).toBe('link7');
    expect(draft.saveStatus).toBe('saved');
    expect(readDeviceCopy(null)).toBeNull();
  });

  it('a reload before the first save keeps the typing; a new start does not (SPEC §2 new-form)', async () => {
    const first = setup();
    first.draft.startNew({});
    first.draft.update({ Firstname: 'Mia', Email: 'mia@exa' });
    const reloaded = setup();
    reloaded.draft.startNew({ _company: 'default' }, { keepUnsaved: true });
    expect(reloaded.draft.data).toMatchObject({ Firstname: 'Mia', Email: 'mia@exa', _company: 'default' });
    const fresh = setup();
    fresh.draft.startNew({}, { keepUnsaved: false });
    expect(fresh.draft.data.Firstname).toBeUndefined();
    expect(readDeviceCopy(null)).toBeNull();
  });

  it('debounces typing into one save and sends the version it was based on', async () => {
    const { draft, api, server } = setup();
    draft.startNew(ready);
    await draft.flush();
    draft.update({ Surname: 'N' });
    draft.update({ Surname: 'Ng' });
    await vi.advanceTimersByTimeAsync(150);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(server.saves[0]).toMatchObject({ Surname: 'Ng', _version: 1 });
    expect(draft.version).toBe(2);
  });

  it('keeps trying after failures, shows the connection modal once after 3, and loses nothing', async () => {
    const { draft, server } = setup();
    draft.startNew(ready);
    await draft.flush();
    server.failNext = 4;
    draft.update({ Surname: 'Nguyen' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.failures).toBe(3);
    expect(draft.connectionModalOpen).toBe(true);
    draft.dismissConnectionModal();
    await vi.advanceTimersByTimeAsync(4000);
    expect(draft.failures).toBe(4);
    expect(draft.connectionModalOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(4000);
    expect(draft.saveStatus).toBe('saved');
    expect(server.draft?.Surname).toBe('Nguyen');
  });

  it('saves answered 503 while the database is away keep the typing, are tried again, and land the last of it once it is back', async () => {
    const { draft, server } = setup();
    draft.startNew(ready);
    await draft.flush();
    server.failNext = 2;
    server.failWith = httpError(503, { reason: 'database_unavailable' });
    draft.update({ Surname: 'N' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('retrying');
    // Typing goes on during the outage: kept in the store and on this device.
    draft.update({ Surname: 'Nguyen' });
    expect(draft.data.Surname).toBe('Nguyen');
    expect(readDeviceCopy(7)?.data.Surname).toBe('Nguyen');
    await vi.advanceTimersByTimeAsync(1000);
    expect(draft.failures).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.saveStatus).toBe('saved');
    // One save landed, of everything typed, on the version last acknowledged.
    expect(server.saves.slice(-1)).toEqual([expect.objectContaining({ Surname: 'Nguyen', _version: 1 })]);
    expect(server.draft).toMatchObject({ Surname: 'Nguyen', _version: 2 });
  });

  it('a save that landed though its answer was lost is not a conflict: the retry takes its version and saves the rest', async () => {
    const { draft, server } = await afterUnansweredSave('answer lost');
    expect(draft.saveStatus).toBe('retrying');
    expect(server.version).toBe(2);
    draft.update({ Surname: 'Nguyen' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('saved');
    expect(server.draft).toMatchObject({ Surname: 'Nguyen', _version: 3 });
    expect(draft.version).toBe(3);
  });

  it('after a lost answer, a copy that cannot be read yet (a timeout, offline again) is asked for again, not called a conflict', async () => {
    const { draft, server, api } = await afterUnansweredSave('answer lost');
    expect(draft.saveStatus).toBe('retrying');
    const load = api.load as ReturnType<typeof vi.fn>;
    load.mockRejectedValueOnce(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED'));
    draft.update({ Surname: 'Nguyen' });
    await vi.advanceTimersByTimeAsync(150);
    // Refused as stale, and the server's copy not read: still retrying, what was typed kept.
    expect(draft.saveStatus).toBe('retrying');
    expect(draft.data.Surname).toBe('Nguyen');
    // The next retry is refused as stale again, reads the copy, finds its own save there and saves the rest.
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(draft.saveStatus).toBe('saved');
    expect(server.draft).toMatchObject({ Surname: 'Nguyen', _version: 3 });
  });

  it('after a lost answer, a copy the server refuses to read (gone, or the key no longer opens it) is a conflict', async () => {
    const { draft, api } = await afterUnansweredSave('answer lost');
    (api.load as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(404, { reason: 'not_found' }));
    draft.update({ Surname: 'Nguyen' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('conflict');
  });

  it('after a lost answer, a newer copy saved elsewhere is still a conflict', async () => {
    const { draft, server } = await afterUnansweredSave('failed');
    expect(draft.saveStatus).toBe('retrying');
    // Another tab saves version 2 with other words.
    server.version = 2;
    server.draft = { ...server.draft!, Surname: 'Smith', _version: 2 };
    draft.update({ Surname: 'Nguyen' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('conflict');
    expect(server.draft).toMatchObject({ Surname: 'Smith', _version: 2 });
  });

  it('puts back what was typed offline when the page is reloaded', async () => {
    const first = await afterUnansweredSave('failed', 'Offline');
    expect(first.draft.saveStatus).toBe('retrying');
    first.draft.cancelSaves();

    // A new page load: a new store, the same server and the same device storage.
    const reloaded = createRootStore({ http: axios.create(), drafts: first.api });
    await reloaded.draft.load('link7');
    await vi.advanceTimersByTimeAsync(0);
    await reloaded.draft.flush();
    expect(first.server.draft?.Surname).toBe('Offline');
    expect(reloaded.draft.saveStatus).toBe('saved');
  });

  it('turns a save from a stale tab into a conflict, and can load the newer copy', async () => {
    const { draft, server } = setup();
    draft.startNew(ready);
    await draft.flush();
    server.version = 5;
    server.draft = { ...server.draft!, Surname: 'From the other tab', _version: 5 };
    draft.update({ Surname: 'Mine' });
    await vi.advanceTimersByTimeAsync(150);
    expect(draft.saveStatus).toBe('conflict');
    await draft.loadNewerCopy();
    expect(draft.data.Surname).toBe('From the other tab');
    expect(draft.version).toBe(5);
    expect(draft.saveStatus).toBe('saved');
  });

  it('marks a step complete only when the server accepts it', async () => {
    const { draft, api } = setup();
    draft.startNew(ready);
    await draft.flush();
    (api.save as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(400, { fields: { Birthdate: 'required' } }));
    expect(await draft.completeStep(1)).toBe(false);
    expect(draft.fieldErrors).toEqual({ Birthdate: 'required' });
    expect(draft.stepCompleted).toBe(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(await draft.completeStep(1)).toBe(true);
    expect(draft.stepCompleted).toBe(1);
  });

  it('tells the link-expired, disabled and unknown loads apart (SPEC §4 form loading errors)', async () => {
    const { draft, api } = setup();
    const load = api.load as ReturnType<typeof vi.fn>;
    load.mockRejectedValueOnce(httpError(401, { reason: 'link_expired', randomId: 'r1' }));
    await draft.load('r1');
    expect(draft.loadState).toEqual({ kind: 'link_expired', randomId: 'r1' });
    load.mockRejectedValueOnce(httpError(404, { reason: 'link_disabled' }));
    await draft.load('r2');
    expect(draft.loadState.kind).toBe('link_disabled');
    load.mockRejectedValueOnce(httpError(500));
    await draft.load('r3');
    expect(draft.loadState.kind).toBe('failed');
  });

  it('exchanges an emailed link\'s token before loading (one-time tokens)', async () => {
    const { draft, api, server } = setup();
    server.draft = { Firstname: 'Mia', _id: 7, _formLink: 'link7' };
    server.version = 3;
    await draft.load('link7', { token: 'tok' });
    expect(api.exchangeToken).toHaveBeenCalledWith('link7', 'tok');
    expect((api.exchangeToken as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0])
      .toBeLessThan((api.load as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0]!);
    expect(draft.loadState.kind).toBe('loaded');
    expect(draft.version).toBe(3);
  });

  it('opens a spent link with the key this device kept, and shows link-expired when it kept none', async () => {
    const { draft, api, server } = setup();
    server.draft = { Firstname: 'Mia', _id: 7, _formLink: 'link7' };
    server.version = 1;
    const exchange = api.exchangeToken as ReturnType<typeof vi.fn>;
    const load = api.load as ReturnType<typeof vi.fn>;
    exchange.mockRejectedValueOnce(httpError(401, { reason: 'link_expired', randomId: 'link7' }));
    await draft.load('link7', { token: 'spent' });
    expect(draft.loadState.kind).toBe('loaded');

    // Another draft's key on this device: the server says 403, which here means the link did its one job.
    exchange.mockRejectedValueOnce(httpError(401, { reason: 'link_expired', randomId: 'link8' }));
    load.mockRejectedValueOnce(httpError(403));
    await draft.load('link8', { token: 'spent' });
    expect(draft.loadState).toEqual({ kind: 'link_expired', randomId: 'link8' });

    // Anything but a spent token is the load's own error.
    exchange.mockRejectedValueOnce(httpError(404, { reason: 'link_disabled' }));
    await draft.load('link9', { token: 'tok' });
    expect(draft.loadState.kind).toBe('link_disabled');
  });

  it('times out saying whether the link was emailed; a refusal over the mail limits is not reported as a fault', async () => {
    const { api } = fakeDrafts();
    const reportClientError = vi.fn(async () => {});
    const store = createRootStore({ http: axios.create(), drafts: api, api: { reportClientError } as never });
    const send = api.sendSessionExpired as ReturnType<typeof vi.fn>;
    store.draft.startNew(ready);
    await store.draft.flush();
    send.mockResolvedValueOnce({ queued: true, message: 'sent' });
    expect(await store.draft.timeOut(1)).toEqual({ saved: true, emailed: true });

    store.draft.startNew(ready);
    await store.draft.flush();
    send.mockRejectedValueOnce(httpError(429));
    expect(await store.draft.timeOut(1)).toEqual({ saved: true, emailed: false });
    expect(reportClientError).not.toHaveBeenCalled();

    store.draft.startNew(ready);
    await store.draft.flush();
    send.mockRejectedValueOnce(httpError(500));
    expect(await store.draft.timeOut(1)).toEqual({ saved: true, emailed: false });
    expect(reportClientError).toHaveBeenCalledTimes(1);
  });

  it('times out by the step that sends the saved-form link, wherever the registry puts it (SPEC §4 idle handling)', async () => {
    const { api } = fakeDrafts();
    const store = createRootStore({ http: axios.create(), drafts: api, api: { reportClientError: vi.fn() } as never });
    const send = api.sendSessionExpired as ReturnType<typeof vi.fn>;
    const expire = api.saveExpired as ReturnType<typeof vi.fn>;
    send.mockResolvedValue({ queued: true });
    expire.mockResolvedValue({ emailed: true });
    // Done up to the link's step (here the second): the link is emailed again.
    store.draft.startNew(ready);
    store.draft.update({ _stepCompleted: 2 });
    await store.draft.flush();
    await store.draft.timeOut(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(expire).not.toHaveBeenCalled();
    // Past it: saved as expired.
    store.draft.startNew(ready);
    store.draft.update({ _stepCompleted: 2 });
    await store.draft.flush();
    await store.draft.timeOut(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('submits: converts, signs in with the conversion\'s code, and clears the draft (SPEC §4)', async () => {
    const { api } = fakeDrafts();
    const login = vi.fn(async () => ({ token: 'jwt' }));
    const store = createRootStore({ http: axios.create(), drafts: api, api: { login, reportClientError: vi.fn() } as never });
    store.draft.startNew({ ...ready, Birthdate: '1990-05-17' });
    await store.draft.flush();
    const outcome = await store.draft.submit();
    expect(outcome).toEqual({ ok: true, submitted: { peopleId: 23, trackingNumber: 'VEA0001523', token: 'jwt', email: 'mia@example.com' } });
    expect(login).toHaveBeenCalledWith({ username: '23', password: '1990-05-17', verificationCode: 'code' });
    expect(store.draft.id).toBeNull();
  });

  it('a failed conversion is reported with the draft and answered, never thrown (SPEC §4, §8)', async () => {
    const { api } = fakeDrafts();
    const store = createRootStore({ http: axios.create(), drafts: api, api: { login: vi.fn(), reportClientError: vi.fn() } as never });
    store.draft.startNew(ready);
    await store.draft.flush();
    (api.convert as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(500));
    const outcome = await store.draft.submit();
    expect(outcome.ok).toBe(false);
    expect(api.reportError).toHaveBeenCalledWith(7, expect.stringContaining('Conversion failed'), expect.objectContaining({ Firstname: 'Mia' }));
    expect(store.draft.id).toBe(7);
  });

  describe('a sent draft\'s key is not kept on the device (FormKey)', () => {
    const keep = () => localStorage.setItem(FORM_KEY_STORAGE_KEY, 'the-draft-key');
    const kept = () => localStorage.getItem(FORM_KEY_STORAGE_KEY);

    it('forgets it once the confirm converts the draft, before signing in', async () => {
      const { api } = fakeDrafts();
      const login = vi.fn(async () => {
        expect(kept()).toBeNull();
        return { token: 'jwt' };
      });
      const store = createRootStore({ http: axios.create(), drafts: api, api: { login, reportClientError: vi.fn() } as never });
      store.draft.startNew({ ...ready, Birthdate: '1990-05-17' });
      await store.draft.flush();
      keep();
      expect((await store.draft.submit()).ok).toBe(true);
      expect(login).toHaveBeenCalledTimes(1);
      expect(kept()).toBeNull();
    });

    it('forgets it when the confirm is answered 409 converted (converted by a try whose answer was lost)', async () => {
      const { api } = fakeDrafts();
      const store = createRootStore({ http: axios.create(), drafts: api, api: { login: vi.fn(), reportClientError: vi.fn() } as never });
      store.draft.startNew(ready);
      await store.draft.flush();
      keep();
      (api.convert as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(409, { reason: 'converted' }));
      expect((await store.draft.submit()).ok).toBe(false);
      expect(kept()).toBeNull();
    });

    it('keeps it when the confirm failed for any other reason (the person tries again)', async () => {
      const { api } = fakeDrafts();
      const store = createRootStore({ http: axios.create(), drafts: api, api: { login: vi.fn(), reportClientError: vi.fn() } as never });
      store.draft.startNew(ready);
      await store.draft.flush();
      keep();
      (api.convert as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(409, { reason: 'incomplete' }));
      expect((await store.draft.submit()).ok).toBe(false);
      expect(kept()).toBe('the-draft-key');
    });

    it('forgets it when a converted draft is opened, and keeps it for one not sent', async () => {
      const { draft, server } = setup();
      server.draft = { ...ready, _id: 7, _formLink: 'link7', _peopleId: null };
      server.version = 3;
      keep();
      await draft.load('link7');
      expect(kept()).toBe('the-draft-key');
      server.draft = { ...server.draft, _peopleId: 23 };
      draft.clear();
      await draft.load('link7');
      expect(draft.data._peopleId).toBe(23);
      expect(kept()).toBeNull();
    });

    it('forgets it when a save is answered 409 converted (sent in another tab)', async () => {
      const { draft, api } = setup();
      draft.startNew(ready);
      await draft.flush();
      keep();
      (api.save as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(409, { reason: 'converted' }));
      draft.update({ Surname: 'Ng' });
      await draft.flush();
      expect(draft.saveStatus).toBe('converted');
      expect(kept()).toBeNull();
    });
  });

  it('moves to an airport brand: saves first, then takes the server\'s new version and brand', async () => {
    const { draft, api, server } = setup();
    draft.startNew(ready);
    await draft.flush();
    expect(await draft.moveToAirportBrand('bne')).toBe(true);
    // The move names the version the server holds after the save it made first.
    expect(api.move).toHaveBeenCalledWith(7, 'bne', server.version);
    expect(draft.version).toBe(server.version + 1);
    expect(draft.data._company).toBe('bne');
    (api.move as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(409));
    expect(await draft.moveToAirportBrand('bne')).toBe(false);
  });
});
