import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidAbn } from '@cards/shared/domain';
import { abnDetailsUrl, createAbrClient, readAbnDetails, unwrapJsonp } from '../../src/features/abn/abr-client.ts';
import { AbnLookupError, type AbnRegister } from '../../src/features/abn/register.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { AbnSettings } from '../../src/features/abn/settings.ts';
import { testAbns } from '../../src/platform/db/migrations/0006-abn-register.ts';
import { abnMessages } from '../../src/features/abn/service.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { createDraft, headers, setDraft, type Created } from '../draft-helpers.ts';

// Employer with ABN lookup on blur: SPEC §7 GET /api/form/{id}/lookup-abn/{abn} against the local
// register of test ABNs (migration 0006), and the ABR web-service client against a stub of the ABR on 127.0.0.1.

const generous = { max: 10_000, windowMs: 60_000 };

/** ABNs with valid check digits, by what the registers hold for them. */
const abns = {
  ato: '51824753556',
  withNames: '89111111111',
  active: '79222222222',
  cancelled: '69333333333',
  /** Valid check digits, on no register. */
  absent: '49555555555',
  /** The worked example with its last digit changed: fails the check. */
  badDigits: '51824753555',
};

function lookup(t: TestApp, id: number | string, abn: string, key?: string) {
  return t.app.inject({ method: 'GET', url: `/api/form/${id}/lookup-abn/${encodeURIComponent(abn)}`, headers: headers(key) });
}

// ---------------------------------------------------------------------------------------------------------------
// A stub of the ABR's JSON service: answers by the `abn` in the query and records every request.

type Behaviour = (res: http.ServerResponse, url: URL) => void;

interface AbrStub {
  url: string;
  requests: URL[];
  behaviours: Map<string, Behaviour>;
  close(): Promise<void>;
}

const guid = '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9';

function jsonp(payload: object, callback = 'callback'): Behaviour {
  return (res) => {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(`${callback}(${JSON.stringify(payload)})`);
  };
}

/** A found record as the ABR writes it (docs/sources.md). */
function record(abn: string, changes: Record<string, unknown> = {}) {
  return {
    Abn: abn, AbnStatus: 'Active', AbnStatusEffectiveFrom: '2000-07-01', Acn: '', AddressDate: '2020-01-01',
    AddressPostcode: '2600', AddressState: 'ACT', BusinessName: [], EntityName: 'STUB ENTITY PTY LTD',
    EntityTypeCode: 'PRV', EntityTypeName: 'Australian Private Company', Gst: '2000-07-01', Message: '', ...changes,
  };
}

async function startAbrStub(): Promise<AbrStub> {
  const requests: URL[] = [];
  const behaviours = new Map<string, Behaviour>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const behaviour = url.pathname === '/json/AbnDetails.aspx' ? behaviours.get(url.searchParams.get('abn') ?? '') : undefined;
    if (behaviour) return behaviour(res, url);
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Not found</body></html>');
  });
  // A slow answer: headers at once, the body after `ms` (so the timeout covers reading too).
  behaviours.set('slow-body', (res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.write('callback(');
    const timer = setTimeout(() => res.end(`${JSON.stringify(record('59444444444'))})`), 2_000);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/json`,
    requests,
    behaviours,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function delayed(ms: number, then: Behaviour, timers: Set<NodeJS.Timeout>): Behaviour {
  return (res, url) => {
    timers.add(setTimeout(() => then(res, url), ms));
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('SPEC §7 GET /api/form/{id}/lookup-abn/{abn} on the local register of test ABNs', () => {
  let t: TestApp;
  let draft: Created;
  beforeAll(async () => {
    t = await createTestApp({
      shell: false,
      config: { formRateLimit: generous, saveRateLimit: generous, abn: { ...settingsWithoutGuid(), rateLimit: generous } },
    });
    draft = await createDraft(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the local register when no ABR GUID is configured', () => {
    expect(t.app.abnRegister.name).toBe('local');
  });

  it('is seeded with valid ABNs, active and cancelled ones', async () => {
    const rows = await t.app.db.selectFrom('abn_register').selectAll().orderBy('abn').execute();
    expect(rows.map((row) => row.abn)).toEqual(testAbns.map((row) => row.abn).sort());
    expect(rows.every((row) => isValidAbn(row.abn))).toBe(true);
    expect(new Set(rows.map((row) => row.abn_status))).toEqual(new Set(['Active', 'Cancelled']));
  });

  it.each([
    ['the ABR example', abns.ato, { Abn: abns.ato, EntityName: 'AUSTRALIAN TAXATION OFFICE', AbnStatus: 'Active' }],
    ['typed with spaces', '51 824 753 556', { Abn: abns.ato, EntityName: 'AUSTRALIAN TAXATION OFFICE', AbnStatus: 'Active' }],
    ['with business names', abns.withNames, {
      Abn: abns.withNames, EntityName: 'TEST AVIATION SERVICES PTY LTD', AbnStatus: 'Active',
      BusinessNames: ['Test Air Charter', 'Test Ground Handling'],
    }],
    ['cancelled', abns.cancelled, { Abn: abns.cancelled, EntityName: 'TEST CANCELLED HOLDINGS PTY LTD', AbnStatus: 'Cancelled' }],
  ])('200 for an ABN on the register: %s', async (_name, abn, expected) => {
    const res = await lookup(t, draft.id, abn, draft.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('404 abn_not_found for a valid ABN the register does not hold', async () => {
    const body = expectErrorShape(await lookup(t, draft.id, abns.absent, draft.key), 404);
    expect(body).toMatchObject({ reason: 'abn_not_found', message: abnMessages.notFound });
  });

  it.each([
    ['a wrong check digit', abns.badDigits],
    ['two digits swapped', '15824753556'],
    ['a leading zero', '00000000019'],
    ['10 digits', '5182475355'],
    ['12 digits', '518247535566'],
    ['hyphens', '51-824-753-556'],
    ['letters', 'ABN51824753556'],
    ['a word', 'hello'],
    ['200 characters', '5'.repeat(200)],
  ])('400 with fields { abn: "abn" } and no lookup for %s', async (_name, abn) => {
    const spy = vi.spyOn(t.app.abnRegister, 'lookup');
    const body = expectErrorShape(await lookup(t, draft.id, abn, draft.key), 400);
    expect(body).toMatchObject({ fields: { abn: 'abn' }, message: abnMessages.invalid });
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks the register for the 11 digits alone', async () => {
    const spy = vi.spyOn(t.app.abnRegister, 'lookup');
    expect((await lookup(t, draft.id, ' 51 824 753 556 ', draft.key)).statusCode).toBe(200);
    expect(spy).toHaveBeenCalledExactlyOnceWith(abns.ato);
  });

  it('401 key_required without a key, before the ABN is even read', async () => {
    const spy = vi.spyOn(t.app.abnRegister, 'lookup');
    expect(expectErrorShape(await lookup(t, draft.id, abns.ato), 401).reason).toBe('key_required');
    expect(expectErrorShape(await lookup(t, draft.id, abns.badDigits), 401).reason).toBe('key_required');
    expect(spy).not.toHaveBeenCalled();
  });

  it('401 for a key that is no draft\'s; 403 for another draft\'s key and for a draft that does not exist (ARCHITECTURE \'API conventions\')', async () => {
    const other = await createDraft(t);
    const spy = vi.spyOn(t.app.abnRegister, 'lookup');
    expect(expectErrorShape(await lookup(t, draft.id, abns.ato, 'x'.repeat(43)), 401).reason).toBe('key_required');
    expectErrorShape(await lookup(t, draft.id, abns.ato, other.key), 403);
    expectErrorShape(await lookup(t, 999_999, abns.ato, draft.key), 403);
    expect(spy).not.toHaveBeenCalled();
  });

  it('400 for an id that is not a number', async () => {
    expectErrorShape(await lookup(t, 'abc', abns.ato, draft.key), 400);
  });

  it('refuses a draft that may not be changed: expired 401, converted 409', async () => {
    const expired = await createDraft(t);
    await setDraft(t, expired.id, { expired_at: new Date().toISOString() });
    expect(expectErrorShape(await lookup(t, expired.id, abns.ato, expired.key), 401).reason).toBe('link_expired');
    const converted = await createDraft(t);
    await setDraft(t, converted.id, { converted: 1, people_id: 7 });
    expect(expectErrorShape(await lookup(t, converted.id, abns.ato, converted.key), 409).reason).toBe('converted');
  });

  it('502 abn_lookup_failed when the register fails, whatever the failure', async () => {
    vi.spyOn(t.app.abnRegister, 'lookup')
      .mockRejectedValueOnce(new AbnLookupError('database', 'The local ABN register could not be read.'))
      .mockRejectedValueOnce(new Error('something unexpected'));
    for (let i = 0; i < 2; i += 1) {
      const body = expectErrorShape(await lookup(t, draft.id, abns.ato, draft.key), 502);
      expect(body).toMatchObject({ reason: 'abn_lookup_failed', message: abnMessages.failed });
    }
  });
});

describe('ABN lookups are limited per client', () => {
  it('answers 429 with Retry-After past ABN_LOOKUP_RATE_LIMIT_MAX, before any lookup', async () => {
    const t = await createTestApp({
      shell: false,
      config: { formRateLimit: generous, abn: { ...settingsWithoutGuid(), rateLimit: { max: 3, windowMs: 60_000 } } },
    });
    try {
      const draft = await createDraft(t);
      for (const abn of [abns.ato, abns.cancelled, abns.absent]) {
        expect([200, 404]).toContain((await lookup(t, draft.id, abn, draft.key)).statusCode);
      }
      const spy = vi.spyOn(t.app.abnRegister, 'lookup');
      const limited = await lookup(t, draft.id, abns.ato, draft.key);
      expectErrorShape(limited, 429);
      expect(limited.headers['retry-after']).toBeTruthy();
      // Without a key too: the limit comes first.
      expectErrorShape(await lookup(t, draft.id, abns.ato), 429);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });
});

describe('Settings: ABR_GUID, ABR_URL, ABR_TIMEOUT_MS, ABN_LOOKUP_RATE_LIMIT_*', () => {
  it('defaults to the ABR address, a short timeout and no GUID (the local register)', () => {
    expect(loadConfig({}).abn).toEqual({
      url: 'https://abr.business.gov.au/json', timeoutMs: 3000, rateLimit: { max: 30, windowMs: 60_000 },
    });
  });

  it('reads each variable, dropping a trailing slash from the address', () => {
    expect(loadConfig({
      ABR_GUID: guid, ABR_URL: 'http://127.0.0.1:9/json/', ABR_TIMEOUT_MS: '500',
      ABN_LOOKUP_RATE_LIMIT_MAX: '5', ABN_LOOKUP_RATE_LIMIT_WINDOW_MS: '1000',
    }).abn).toEqual({ guid, url: 'http://127.0.0.1:9/json', timeoutMs: 500, rateLimit: { max: 5, windowMs: 1000 } });
  });

  it.each(['ftp://abr.business.gov.au/json', 'abr.business.gov.au', 'https://abr.business.gov.au/json?x=1'])(
    'refuses ABR_URL %j', (url) => {
      expect(() => loadConfig({ ABR_URL: url })).toThrow(/ABR_URL/);
    },
  );
});

function settingsWithoutGuid(): AbnSettings {
  return { url: 'http://127.0.0.1:9/json', timeoutMs: 200, rateLimit: generous };
}

// ---------------------------------------------------------------------------------------------------------------

describe('The ABR web-service client against a stub of the ABR', () => {
  let stub: AbrStub;
  let client: AbnRegister;
  const timers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    stub = await startAbrStub();
    client = createAbrClient({ guid, url: stub.url, timeoutMs: 300 });
    const b = stub.behaviours;
    b.set(abns.ato, jsonp(record(abns.ato, { EntityName: 'AUSTRALIAN TAXATION OFFICE', AddressPostcode: '2640', AddressState: 'NSW' })));
    b.set(abns.withNames, jsonp(record(abns.withNames, { BusinessName: [' Test Air Charter ', 'Test Ground Handling', '', 'Test Air Charter'] })));
    b.set(abns.cancelled, jsonp(record(abns.cancelled, { AbnStatus: 'Cancelled', EntityName: 'STUB CANCELLED PTY LTD' })));
    b.set(abns.absent, jsonp({ Abn: '', AbnStatus: '', BusinessName: [], EntityName: '', Message: 'No record found' }));
    b.set('13824753558', jsonp({ Abn: '', Message: 'Search text is not a valid ABN or ACN' }));
    b.set('18123456789', jsonp({ Abn: '', AbnStatus: '', EntityName: '', BusinessName: [], Message: '' }));
    b.set(abns.active, jsonp({ Abn: '', Message: 'The GUID entered is not recognised as a Registered Party' }));
    b.set('98999999999', (res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Server Error</body></html>');
    });
    b.set('59444444444', delayed(2_000, jsonp(record('59444444444')), timers));
    b.set('89000000019', (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Down for maintenance</body></html>');
    });
    b.set('53004085616', (res) => {
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
      res.end();
    });
    b.set('33051775556', jsonp(record('33051775556', { AbnStatus: 'Deregistered' })));
    b.set('49004028077', jsonp(record('59001215354')));
    b.set('59001215354', (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`  callback(${JSON.stringify(record('59001215354', { BusinessName: ['x'.repeat(600_000)] }))});`);
    });
    b.set('37067751151', (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(record('37067751151', { EntityName: 'PLAIN JSON PTY LTD' })));
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    await stub.close();
  });

  it('sends the ABN, the GUID and a callback name to {ABR_URL}/AbnDetails.aspx', async () => {
    const before = stub.requests.length;
    await client.lookup(abns.ato);
    const request = stub.requests[before]!;
    expect(request.pathname).toBe('/json/AbnDetails.aspx');
    expect(request.searchParams.get('abn')).toBe(abns.ato);
    expect(request.searchParams.get('guid')).toBe(guid);
    expect(request.searchParams.get('callback')).toBe('callback');
  });

  it('reads a found record from its JSONP', async () => {
    expect(await client.lookup(abns.ato)).toEqual({
      found: true, details: { Abn: abns.ato, EntityName: 'AUSTRALIAN TAXATION OFFICE', AbnStatus: 'Active' },
    });
  });

  it('keeps the business names, trimmed, without blanks or repeats', async () => {
    expect(await client.lookup(abns.withNames)).toMatchObject({
      found: true, details: { BusinessNames: ['Test Air Charter', 'Test Ground Handling'] },
    });
  });

  it('reads a cancelled ABN', async () => {
    expect(await client.lookup(abns.cancelled)).toEqual({
      found: true, details: { Abn: abns.cancelled, EntityName: 'STUB CANCELLED PTY LTD', AbnStatus: 'Cancelled' },
    });
  });

  it('takes plain JSON as well as JSONP', async () => {
    expect(await client.lookup('37067751151')).toMatchObject({ found: true, details: { EntityName: 'PLAIN JSON PTY LTD' } });
  });

  it.each([
    ['"No record found"', abns.absent],
    ['"Search text is not a valid ABN or ACN"', '13824753558'],
    ['an empty record with no message', '18123456789'],
  ])('is not found when the ABR answers %s', async (_name, abn) => {
    expect(await client.lookup(abn)).toEqual({ found: false });
  });

  it.each([
    ['a GUID the ABR does not recognise', abns.active, 'refused'],
    ['HTTP 500', '98999999999', 'http'],
    ['an HTML page', '89000000019', 'response'],
    ['a redirect', '53004085616', 'network'],
    ['a status it does not know', '33051775556', 'response'],
    ['a record of another ABN', '49004028077', 'response'],
    ['an answer over the size limit', '59001215354', 'response'],
    ['no such page (404)', '74172177893', 'http'],
  ])('fails on %s', async (_name, abn, failure) => {
    const err = await client.lookup(abn).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(AbnLookupError);
    expect((err as AbnLookupError).failure).toBe(failure);
    expect((err as Error).message).not.toContain(guid);
  });

  it('gives up after ABR_TIMEOUT_MS, waiting for the headers or for the body', async () => {
    for (const abn of ['59444444444', 'slow-body']) {
      const started = Date.now();
      const err = await client.lookup(abn).then(() => undefined, (e: unknown) => e);
      expect((err as AbnLookupError).failure).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1_500);
    }
  });

  it('fails as a network failure when nothing listens, without the address in the message', async () => {
    const closed = await startAbrStub();
    await closed.close();
    const err = await createAbrClient({ guid, url: closed.url, timeoutMs: 1_000 }).lookup(abns.ato)
      .then(() => undefined, (e: unknown) => e);
    expect(err).toMatchObject({ failure: 'network', message: 'The ABR could not be reached (ECONNREFUSED).' });
  });
});

describe('Reading an AbnDetails answer (unwrapJsonp, readAbnDetails)', () => {
  it.each([
    ['callback({"Abn":"1"})', { Abn: '1' }],
    ['  callback( {"Abn":"1"} );\n', { Abn: '1' }],
    ['abnCallback({"Abn":"1"})', { Abn: '1' }],
    ['jQuery123_456({"Abn":"1"})', { Abn: '1' }],
    ['{"Abn":"1"}', { Abn: '1' }],
  ])('unwraps %j', (text, expected) => {
    expect(unwrapJsonp(text)).toEqual(expected);
  });

  it.each(['', 'callback(', 'callback({"Abn":)', 'callback(undefined)', '<html></html>'])('refuses %j', (text) => {
    expect(() => unwrapJsonp(text)).toThrow(AbnLookupError);
  });

  it.each([
    [null, 'response'],
    [[], 'response'],
    ['text', 'response'],
    [{ Abn: '', Message: 'Service temporarily unavailable' }, 'refused'],
    [{ Abn: abns.ato, AbnStatus: 'Active', Message: 'No record found' }, 'refused'],
    [{ Abn: abns.ato, AbnStatus: '' }, 'response'],
    [{ Abn: '5182475355', AbnStatus: 'Active' }, 'response'],
  ])('fails on %j', (payload, failure) => {
    expect(() => readAbnDetails(payload, abns.ato)).toThrow(expect.objectContaining({ failure }));
  });

  it('takes the ABN as the ABR spaces it, and a missing name as empty', () => {
    expect(readAbnDetails({ Abn: '51 824 753 556', AbnStatus: 'Active', BusinessName: 'not a list' }, abns.ato)).toEqual({
      found: true, details: { Abn: abns.ato, EntityName: '', AbnStatus: 'Active' },
    });
  });

  it('builds the address with the query encoded', () => {
    expect(abnDetailsUrl('https://abr.business.gov.au/json', abns.ato, 'a b&c').href)
      .toBe('https://abr.business.gov.au/json/AbnDetails.aspx?abn=51824753556&callback=callback&guid=a+b%26c');
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('SPEC §7 GET /api/form/{id}/lookup-abn/{abn} with ABR_GUID set (the ABR stub answers)', () => {
  let stub: AbrStub;
  let t: TestApp;
  let draft: Created;
  const logLines: string[] = [];
  beforeAll(async () => {
    stub = await startAbrStub();
    stub.behaviours.set(abns.ato, jsonp(record(abns.ato, { EntityName: 'AUSTRALIAN TAXATION OFFICE', BusinessName: ['ATO'] })));
    stub.behaviours.set(abns.cancelled, jsonp(record(abns.cancelled, { AbnStatus: 'Cancelled', EntityName: 'STUB CANCELLED PTY LTD' })));
    stub.behaviours.set(abns.absent, jsonp({ Abn: '', Message: 'No record found' }));
    stub.behaviours.set('98999999999', (res) => {
      res.writeHead(500);
      res.end();
    });
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({
      shell: false,
      config: {
        logLevel: 'warn',
        formRateLimit: generous,
        abn: { guid, url: stub.url, timeoutMs: 300, rateLimit: generous },
      },
      build: { logStream },
    });
    draft = await createDraft(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('uses the ABR client', () => {
    expect(t.app.abnRegister.name).toBe('abr');
  });

  it('200 with the ABR\'s record; the ABR saw the GUID and the ABN', async () => {
    const before = stub.requests.length;
    const res = await lookup(t, draft.id, '51 824 753 556', draft.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Abn: abns.ato, EntityName: 'AUSTRALIAN TAXATION OFFICE', AbnStatus: 'Active', BusinessNames: ['ATO'] });
    expect(stub.requests.slice(before).map((url) => [url.searchParams.get('abn'), url.searchParams.get('guid')]))
      .toEqual([[abns.ato, guid]]);
  });

  it('200 Cancelled for a cancelled ABN (the page marks it inactive)', async () => {
    expect((await lookup(t, draft.id, abns.cancelled, draft.key)).json()).toMatchObject({ AbnStatus: 'Cancelled' });
  });

  it('404 abn_not_found when the ABR has no record', async () => {
    expect(expectErrorShape(await lookup(t, draft.id, abns.absent, draft.key), 404).reason).toBe('abn_not_found');
  });

  it('400 for bad check digits, and the ABR is never asked', async () => {
    const before = stub.requests.length;
    expect(expectErrorShape(await lookup(t, draft.id, abns.badDigits, draft.key), 400).fields).toEqual({ abn: 'abn' });
    expect(expectErrorShape(await lookup(t, draft.id, '1234', draft.key), 400).fields).toEqual({ abn: 'abn' });
    expect(stub.requests.length).toBe(before);
  });

  it('502 abn_lookup_failed, saying it could not be checked now, when the ABR errs; the log names the failure, never the GUID', async () => {
    const body = expectErrorShape(await lookup(t, draft.id, '98999999999', draft.key), 502);
    expect(body).toMatchObject({ reason: 'abn_lookup_failed', message: abnMessages.failed });
    expect(body.message).toMatch(/could not check the ABN just now/);
    const log = logLines.join('');
    expect(log).toContain('"failure":"http"');
    expect(log).not.toContain(guid);
  });
});
