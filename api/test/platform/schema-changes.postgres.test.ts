import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, schemaChangeLock } from '../../src/platform/db/connect.ts';
import { testDatabase } from '../helpers.ts';

// A migration and a schema's drop take turns on one PostgreSQL database (platform/db/connect.ts, schemaChangeLock). Kysely's
// migrator finds its own table by reading every schema's tables, and a schema dropped in the middle of that read
// failed it: the api's tests, in two workers, open and drop schemas side by side.

let holder: pg.Client;

beforeEach(async () => {
  holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
});

afterEach(async () => {
  await holder.end();
});

// This test's own connections, by name: the other test files, in another worker, open and drop schemas meanwhile and
// wait for the same lock (CI once counted two waiters).
const applicationName = `schema-changes-${process.pid}`;

/** This test's sessions waiting for the lock (a key below 2^32 is pg_locks' objid). */
async function waiting(): Promise<number> {
  const { rows } = await holder.query<{ n: string }>(
    `select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objid = $1 and not l.granted and a.application_name = $2`,
    [schemaChangeLock, applicationName]);
  return Number(rows[0]!.n);
}

const hold = () => holder.query('select pg_advisory_lock($1)', [schemaChangeLock]);
const release = () => holder.query('select pg_advisory_unlock($1)', [schemaChangeLock]);

it('a migration waits while another schema changes, and a schema is dropped only when no migration runs', async () => {
  const base = testDatabase();
  const url = new URL(base.url);
  url.searchParams.set('application_name', applicationName);
  const settings = { ...base, url: url.toString() };
  await hold();
  let opened = false;
  const opening = openDatabase(settings).then((db) => {
    opened = true;
    return db;
  });
  await expect.poll(waiting).toBe(1);
  expect(opened).toBe(false);
  await release();
  const db = await opening;
  expect(await db.kysely.selectFrom('airports').select('id').limit(1).execute()).toHaveLength(1);

  await hold();
  const closing = db.close();
  await expect.poll(waiting).toBe(1);
  const schemaThere = async () => (await holder.query('select 1 from information_schema.schemata where schema_name = $1', [settings.schema])).rowCount;
  expect(await schemaThere()).toBe(1);
  await release();
  await closing;
  expect(await schemaThere()).toBe(0);
});
