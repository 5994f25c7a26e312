import fs from 'node:fs/promises';
import type { RouteOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import type { Call, GuardedRow, Method, Probe, PublicRow } from '../access-kinds.ts';
import { accessTable } from '../access-table.ts';
import { makeWorld, rowsOf, valuesOf, type World } from '../access-world.ts';
import { quickCaptcha } from '../captcha-helpers.ts';
import { outbox } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, localityDataDir, type TestApp } from '../helpers.ts';
import { inductionConfig } from '../induction-helpers.ts';

// Access matrix (SPEC §6, ARCHITECTURE 'Persistence and access' and 'API conventions'): every route the
// api registers has a row in access-table.ts, and every guarded row is tried with no credential, wrong ones, A's
// valid one on B's records and on the ids and references next to A's. No answer to A may hold any of B's values.

const generous = { max: 100_000, windowMs: 60_000 };

let t: TestApp;
let w: World;
let dataDir: string;
/** B's rows once made, before A tried anything. */
let bBefore: Awaited<ReturnType<typeof rowsOf>>;
/** Every route as the app added it: 'METHOD url'. */
const routes: string[] = [];

beforeAll(async () => {
  const base = loadConfig({});
  // The localities of the test's addresses, so step 2's check is real and the locality files are served.
  dataDir = await localityDataDir({ WA: [['PERTH', 2, '6000']], NT: [['DARWIN CITY', 3, '0800']], NSW: [['MASCOT', 4, '2020']] });
  const config = inductionConfig({}, {
    dataDir,
    // The dev outbox too, so the table lists every route the code can register (its row says when it is there).
    outboxPage: true,
    reportRateLimit: generous,
    linkRequestRateLimit: generous,
    opNeedForm: { rateLimit: generous, resendLimit: generous },
    abn: { ...base.abn, rateLimit: generous },
  });
  t = await createTestApp({
    config: { ...config, captcha: quickCaptcha({}, config) },
    build: { onRoute: (route: RouteOptions) => routes.push(...[route.method].flat().map((method) => `${method} ${route.url}`)) },
  });
  w = await makeWorld(t);
  bBefore = await rowsOf(t, w.b);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const guarded = accessTable.filter((row): row is GuardedRow => row.guard !== 'public');
const open = accessTable.filter((row): row is PublicRow => row.guard === 'public');

function send(method: Method | 'HEAD', call: Call): Promise<Response> {
  return t.app.inject({ method, url: call.url, headers: call.headers, ...(call.payload === undefined ? {} : { payload: call.payload }) });
}

/**
 * Sends a refused request and checks its answer: its status, its shape, and none of B's values in it beyond what the
 * request itself carried (a refusal may name the reference it was asked about).
 */
async function refused(row: GuardedRow, probe: Probe): Promise<Response> {
  const res = await send(row.method, probe.call);
  row.check(res, probe.status);
  const asked = JSON.stringify(probe.call);
  for (const value of valuesOf(w.b).filter((v) => !asked.includes(v))) expect(res.body, `${probe.what}: B's ${value}`).not.toContain(value);
  return res;
}

describe('the table lists every route of the api', () => {
  const key = (row: { method: string; url: string }) => `${row.method} ${row.url}`;

  it('one row for each route, and no row without its route', () => {
    const listed = accessTable.map(key);
    // The staff console's routes have their own matrix, by role and session (staff/staff-access-matrix.test.ts).
    const served = routes.filter((route) => !route.startsWith('HEAD ') && !/^\w+ \/api\/staff\//.test(route));
    expect({
      'routes without a row in access-table.ts': served.filter((route) => !listed.includes(route)),
      'rows of access-table.ts for routes the api does not have': listed.filter((row) => !served.includes(row)),
    }).toEqual({ 'routes without a row in access-table.ts': [], 'rows of access-table.ts for routes the api does not have': [] });
    expect(new Set(listed).size, 'a route with two rows').toBe(listed.length);
  });

  it('the HEAD routes are the ones Fastify adds for each GET, so each is covered by its GET\'s row', () => {
    const heads = routes.filter((route) => route.startsWith('HEAD ')).map((route) => route.replace(/^HEAD /, 'GET '));
    expect(heads.sort()).toEqual(routes.filter((route) => route.startsWith('GET ')).sort());
  });

  it('the dev outbox listed here is off unless OUTBOX_PAGE=1', () => {
    expect(loadConfig({}).outboxPage).toBe(false);
  });
});

const named = <R extends { method: string; url: string; guard: string }>(rows: R[]) => rows.map((row) => [`${row.method} ${row.url}: ${row.guard}`, row] as const);

describe.each(named(open))('%s', (_name, row) => {
  it(`answers without any credential (${row.status}): ${row.rule}`, async () => {
    const res = await send(row.method, await row.call(w));
    expect(res.statusCode, res.body).toBe(row.status);
  });
});

describe.each(named(guarded))('%s', (_name, row) => {
  const { none, wrong, others } = row.answers;

  it(`no credential: ${none}`, async () => {
    const { none: probe } = row.probes(w);
    await refused(row, probe);
    // Fastify answers HEAD for every GET: the same refusal, with no body.
    if (row.method === 'GET') {
      const head = await send('HEAD', probe.call);
      expect(head.statusCode).toBe(probe.status);
      expect(head.body).toBe('');
    }
  });

  it(`a wrong credential: ${wrong}`, async () => {
    for (const probe of row.probes(w).wrong) await refused(row, probe);
  });

  // Where the credential names the record itself there is no other applicant's to try (the row's rule says so).
  if (others !== null) it(`A's valid credential on B's record: ${others}, the same answer as for a record that does not exist`, async () => {
    const { others: attempts, missing } = row.probes(w);
    expect(attempts.length).toBeGreaterThan(0);
    for (const [i, probe] of attempts.entries()) {
      const res = await refused(row, probe);
      const nothing = missing[i] ?? missing[0];
      if (!nothing) continue;
      const answer = await refused(row, nothing);
      if (probe.status === nothing.status) expect(res.json(), `${probe.what} / ${nothing.what}`).toEqual(answer.json());
    }
  });

  it('ids and references next to A\'s cannot be walked: refused, with none of B\'s values', async () => {
    const { walk } = row.probes(w);
    expect(walk.length).toBeGreaterThan(0);
    for (const probe of walk) await refused(row, probe);
  });
});

// Last, as they may change A's records: A's own credentials get past every guard (so the refusals above were the
// guard's, not a broken request), and B's records are as they were before A tried them.
describe.each(named(guarded))('%s, A\'s own', (_name, row) => {
  it(`A's credential on A's own record: ${row.answers.own}`, async () => {
    const { own, none } = row.probes(w);
    const res = await send(row.method, own.call);
    expect(res.statusCode, res.body).toBe(own.status);
    // Where the answer's status is a refusal's, it is a later one (e.g. 'not signed yet'), not the guard's.
    if (own.status === none.status) expect(res.body).not.toBe((await send(row.method, none.call)).body);
  });
});

describe('B after everything A tried', () => {
  it('every row of B\'s is as it was: no save, mail, key, code, payment, signature, move or audit row', async () => {
    expect(await rowsOf(t, w.b)).toEqual(bBefore);
  });

  it('B\'s own credentials still open B\'s records (nothing A sent spent or revoked them)', async () => {
    const { b } = w;
    const draft = await send('GET', { url: `/api/form/${b.draft.formLink}`, headers: { 'x-form-key': b.draft.key } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ Firstname: b.firstname, Email: b.draft.email, _version: 1 });
    expect((await send('GET', { url: `/api/people/${b.person.Id}`, headers: { authorization: `Bearer ${b.person.token}` } })).statusCode).toBe(200);
    expect((await send('GET', { url: `/api/people/operational-need-form/${b.statement.id}/${b.statement.ref}` })).json().data.status).toBe('awaited');
    expect((await send('GET', { url: `/api/foreign-card/${b.card.Id}/${b.card.RandomId}` })).statusCode).toBe(200);
    expect((await send('GET', { url: `/induction/${b.induction}` })).json().module).toBe(0);
    expect((await send('POST', { url: `/api/form/${b.draft.formLink}/key`, payload: { token: b.draft.token } })).statusCode).toBe(200);
  });
});

// After B's rows were compared (B's card locked here emails B): what A may not guess at B's, A may not guess
// from many addresses either. The limits count per card and per tracking number, whatever the address, and none of
// them keeps B out.
describe('limits per card and per tracking number, from any address', () => {
  it('POST /api/activate-card/activate: B\'s card takes no more tries than its limit, from one address each', async () => {
    const { b } = w;
    const max = t.app.config.activationCardLimit.max;
    const answers = [];
    for (let i = 0; i < max + 5; i += 1) {
      answers.push(await t.app.inject({
        method: 'POST', url: '/api/activate-card/activate', remoteAddress: `10.39.1.${i + 1}`,
        payload: { asic_number: b.person.trackingNumber, serial_number: String(100 + i), birthdate: b.birthdate },
      }));
    }
    const statuses = answers.map((res) => res.statusCode);
    // The matrix's own tries at B's card above count too: at most `max` reached it.
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(max);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(expectErrorShape(res, 429).reason).toBe('too_many_attempts');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // B hears of it, once.
    expect((await outbox(t, b.person.email)).filter((m) => m.subject.startsWith('We have paused activation'))).toHaveLength(1);
  });

  it('POST /api/login: each address failing on B\'s number is refused past its own limit; the number is never locked for all', async () => {
    const { b } = w;
    const { loginSourceLimit, loginSubjectLimit } = t.app.config.auth;
    const fail = (address: string) => t.app.inject({
      method: 'POST', url: '/api/login', remoteAddress: address, payload: { username: String(b.person.Id), password: '1900-01-01' },
    });
    const addresses = Math.ceil(loginSubjectLimit.max / loginSourceLimit.max) + 1;
    for (let n = 0; n < addresses; n += 1) {
      // 401 until the failures on the number reach its limit, then the answer a right birthdate gets.
      for (let i = 0; i < loginSourceLimit.max; i += 1) expect([401, 200]).toContain((await fail(`10.39.2.${n + 1}`)).statusCode);
      expect(expectErrorShape(await fail(`10.39.2.${n + 1}`), 429).reason).toBe('too_many_attempts');
    }
    // Past the failures per number, a new address is answered as a right birthdate would be: nothing confirmed.
    const res = await fail('10.39.3.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ useVerification: true, method: 'email' });
  });

  it('B still signs in with B\'s birthdate and a fresh emailed code, after all A\'s failures on B\'s number', async () => {
    const { b } = w;
    const login = (body: object) => t.app.inject({
      method: 'POST', url: '/api/login', remoteAddress: '10.39.9.9', payload: { username: String(b.person.Id), password: b.birthdate, ...body },
    });
    const codeMails = async () => (await outbox(t, b.person.email)).filter((m) => m.subject.startsWith('Your code to track'));
    const before = (await codeMails()).length;
    expect((await login({})).statusCode).toBe(200);
    // B's number is past its failures, so the email is made after the answer.
    await vi.waitFor(async () => expect(await codeMails()).toHaveLength(before + 1));
    const [mail] = await codeMails();
    const code = /Your code:\n(\d{6})\n/.exec(mail!.text)![1]!;
    const res = await login({ verificationCode: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
