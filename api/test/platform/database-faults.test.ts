import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/platform/db/unavailable.ts';
import { completeStepOne, createDraft, headers, load, outbox, save, step1 } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, makeTempDir, withoutLimits, type TestApp } from '../helpers.ts';

// Faults: the database locked or out of reach answers 503 with a Retry-After (ARCHITECTURE 'API
// conventions'), never a 500, so the page keeps what was typed and tries again (SPEC §4 'Form progress'); and a
// refused save changes nothing. PostgreSQL going away: database-faults.postgres.test.ts.

describe('which failures mean the database is unavailable (platform/db/unavailable.ts)', () => {
  const outage = (code: string | undefined, message = 'x') => Object.assign(new Error(message), code === undefined ? {} : { code });
  it.each([
    ['SQLite locked by another connection', outage('SQLITE_BUSY', 'database is locked')],
    ['SQLite busy, extended code', outage('SQLITE_BUSY_SNAPSHOT')],
    ['SQLite table locked', outage('SQLITE_LOCKED')],
    ['SQLite file cannot be opened', outage('SQLITE_CANTOPEN')],
    ['SQLite input or output failed', outage('SQLITE_IOERR_SHORT_READ')],
    ['SQLite disk full', outage('SQLITE_FULL')],
    ['PostgreSQL refused the connection', outage('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['PostgreSQL connection reset', outage('ECONNRESET')],
    ['PostgreSQL shutting down (57P01 admin_shutdown)', outage('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting (57P03 cannot_connect_now)', outage('57P03', 'the database system is starting up')],
    ['PostgreSQL connection failure (08006)', outage('08006')],
    ['PostgreSQL could not connect (08001)', outage('08001')],
    ['PostgreSQL too many connections (53300)', outage('53300')],
    ['PostgreSQL lock not available (55P03)', outage('55P03')],
    ['pg lost the connection mid-query', outage(undefined, 'Connection terminated unexpectedly')],
    ['pg connection timeout', outage(undefined, 'Connection terminated due to connection timeout')],
    ['pg pool timeout', outage(undefined, 'timeout exceeded when trying to connect')],
    ['pg client broken', outage(undefined, 'Client has encountered a connection error and is not queryable')],
  ])('%s: unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a SQLite constraint', outage('SQLITE_CONSTRAINT_UNIQUE')],
    ['a SQLite error in the statement', outage('SQLITE_ERROR', 'no such column: x')],
    ['a PostgreSQL unique violation (23505)', outage('23505')],
    ['a PostgreSQL syntax error (42601)', outage('42601')],
    ['a Fastify error', outage('FST_ERR_CTP_INVALID_MEDIA_TYPE')],
    ['an error without a code', new Error('something else')],
    ['not an error', 'SQLITE_BUSY'],
    ['nothing', null],
  ])('%s: a fault, not an outage', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

// On SQLite only: with DATABASE_URL set every file runs on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the SQLite file locked by another connection', () => {
  let t: TestApp;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await makeTempDir('cards-locked-');
    file = path.join(dir, 'cards.db');
    t = await createTestApp({ config: { ...withoutLimits(), database: { url: file } } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** Runs `during` while another connection holds the file with BEGIN EXCLUSIVE (as an ops command's write would). */
  async function whileLocked<T>(during: () => Promise<T>): Promise<T> {
    const other = new SQLite(file);
    try {
      other.exec('begin exclusive');
      return await during();
    } finally {
      other.exec('rollback');
      other.close();
    }
  }

  function expectUnavailable(res: Awaited<ReturnType<typeof save>>) {
    const body = expectErrorShape(res, 503);
    expect(body).toMatchObject({ reason: 'database_unavailable', message: expect.stringMatching(/cannot save right now.*try again/i) });
    expect(res.headers['retry-after']).toBe('5');
  }

  it('ARCHITECTURE API conventions: an autosave answers 503 with the error shape and a Retry-After, after a short wait; once released the same save lands, and the draft is the last acknowledged save plus it', async () => {
    const created = await createDraft(t, step1);
    const acknowledged = { ...created.form, Middlenames: 'Mary Acknowledged' };
    expect((await save(t, created.id, created.key, acknowledged)).json()).toEqual({ id: created.id, version: 2 });

    const refused = { ...acknowledged, _version: 2, Middlenames: 'Mary Acknowledged Then Typed' };
    const started = Date.now();
    const during = await whileLocked(async () => [
      await save(t, created.id, created.key, refused),
      // Reading goes on: WAL lets readers past a writer's lock.
      await load(t, created.form._formLink!, created.key),
    ] as const);
    expectUnavailable(during[0]);
    // The busy timeout is short: the page hears soon, and the server is not held for better-sqlite3's 5 s default.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(during[1].json()).toEqual({ ...acknowledged, _version: 2 });

    // The page's retry is the same body, on the version it last had acknowledged.
    expect((await save(t, created.id, created.key, refused)).json()).toEqual({ id: created.id, version: 3 });
    expect((await load(t, created.form._formLink!, created.key)).json()).toEqual({ ...refused, _version: 3 });
  });

  it('the other writes answer 503 as well: a new draft, a step completed (a save and its mail in one transaction)', async () => {
    const email = 'locked.step@example.com';
    const created = await createDraft(t, { ...step1, Email: email, EmailConfirm: email });
    const [made, completed] = await whileLocked(async () => [
      await t.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: step1 }),
      await completeStepOne(t, created),
    ] as const);
    expectErrorShape(made, 503);
    expect(made.json().message).toMatch(/cannot save right now/);
    expectUnavailable(completed);

    // Nothing of the refused step was kept: still version 1, step 0, and no mail; the retry completes it once.
    const before = (await load(t, created.form._formLink!, created.key)).json();
    expect(before).toMatchObject({ _version: 1, _stepCompleted: 0, _mailLinkSent: false });
    expect(await outbox(t, email)).toEqual([]);
    expect((await completeStepOne(t, created)).json()).toEqual({ id: created.id, version: 2 });
    expect((await load(t, created.form._formLink!, created.key)).json()).toMatchObject({ _version: 2, _stepCompleted: 1 });
    expect(await outbox(t, email)).toHaveLength(1);
  });

  it('the file is whole after the refusals (integrity_check)', () => {
    const check = new SQLite(file, { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
  });
});
