import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTurn, openDatabase, sqliteCheckpointPages } from '../../src/platform/db/connect.ts';
import { migrations } from '../../src/platform/db/migrate.ts';
import { buildAirports, stateAt } from '../../src/platform/db/seed/airports.ts';
import { buildCountries } from '../../src/platform/db/seed/countries.ts';
import { issuingBodies, removedIssuingBodyIds } from '../../src/platform/db/seed/issuing-bodies.ts';
import { seedReferenceData } from '../../src/platform/db/seed/reference-data.ts';
import { makeTempDir, testDatabase } from '../helpers.ts';

describe('Database: migrations run at start on SQLite and PostgreSQL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('cards-db-');
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('creates and seeds the tables, and a second start changes nothing', async () => {
    const settings = process.env.DATABASE_URL
      ? { ...testDatabase(), dropSchemaOnClose: false }
      : { url: path.join(dir, 'cards.sqlite') };
    const first = await openDatabase(settings);
    const count = async (db: typeof first) =>
      Number((await db.kysely.selectFrom('airports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const airports = await count(first);
    await first.close();

    const second = await openDatabase({ ...settings, dropSchemaOnClose: true });
    try {
      expect(await count(second)).toBe(airports);
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(second.kysely);
      expect(migrations.rows.map((r) => r.name)).toEqual(['0001-reference-tables', '0002-reference-data', '0003-report-tables', '0004-drafts', '0005-mail-queue', '0006-abn-register', '0007-issuing-bodies-checked', '0008-people', '0009-person-status', '0010-card-activation', '0011-payments', '0012-contact', '0013-operational-need-forms', '0014-inductions', '0015-draft-retention', '0016-draft-saves-unindexed', '0017-draft-creations', '0018-payment-card-fingerprints', '0019-induction-enrolment-claims', '0020-attempts', '0021-opneed-replaced-links', '0022-casework', '0023-staff', '0024-enquiry-inbox', '0025-console-facts']);
    } finally {
      await second.close();
    }
  });

  it('0020-attempts: the attempts table replaces login_attempts, and goes back down and up again', async () => {
    const settings = testDatabase();
    const db = await openDatabase(settings);
    try {
      const migration = migrations(db.dialect)['0020-attempts']!;
      // By hand as openDatabase migrates: on PostgreSQL in turn with other files' migrations, which read every
      // schema's tables and failed on this one's table dropped under them.
      const inTurnHere = <T,>(work: (k: typeof db.kysely) => Promise<T>) => (db.dialect === 'postgres' ? inTurn(db.kysely, work) : work(db.kysely));
      // Only this schema's tables, and in turn: Kysely's introspection reads every schema's columns, and failed
      // when another file dropped its schema in the middle of that read.
      const tables = () => inTurnHere(async (k) => db.dialect === 'postgres'
        ? (await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = ${settings.schema}`.execute(k)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(k)).rows.map((r) => r.name));
      expect(await tables()).toContain('attempts');
      expect(await tables()).not.toContain('login_attempts');
      await inTurnHere((k) => migration.down!(k));
      expect(await tables()).toContain('login_attempts');
      expect(await tables()).not.toContain('attempts');
      await inTurnHere((k) => migration.up(k));
      expect(await tables()).toContain('attempts');
      expect(await tables()).not.toContain('login_attempts');
    } finally {
      await db.close();
    }
  });

  it('uses WAL for a SQLite file, with checkpoints spaced out, and no index rewritten by every autosave', async () => {
    if (process.env.DATABASE_URL) return;
    const db = await openDatabase({ url: path.join(dir, 'wal.sqlite') });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      // Checkpoints, which wait for the disk with the event loop held, come every 10,000 pages, not 1,000.
      const pages = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
      expect(pages.rows[0]?.wal_autocheckpoint).toBe(sqliteCheckpointPages);
      // No index is rewritten by every autosave (0016); drafts are found by id, as the retention pass walks them.
      const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'drafts' and name not like 'sqlite_autoindex%'`.execute(db.kysely);
      expect(indexes.rows.map((r) => r.name)).not.toContain('drafts_unsent_by_updated');
    } finally {
      await db.close();
    }
  });
});

describe('Database: a SQLite transaction that reads, then writes, is not failed by another connection', () => {
  // The ops CLI changes a person's stages (a select, then an update) beside a live api server, each with its own
  // connection to one file. Begun deferred, the update failed at once with SQLITE_BUSY when the server had written
  // in between; begun immediate, the transaction holds the write lock from its start and the server's write waits.
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('cards-db-lock-');
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('holds the write lock from the begin, so what it read is still current when it writes', async () => {
    if (process.env.DATABASE_URL) return;
    const file = path.join(dir, 'cards.sqlite');
    const ops = await openDatabase({ url: file });
    const server = await openDatabase({ url: file });
    if (ops.raw.dialect !== 'sqlite' || server.raw.dialect !== 'sqlite') throw new Error('SQLite expected');
    const serverDb = server.raw.sqlite;
    try {
      await sql`create table counter (n integer not null)`.execute(ops.kysely);
      await sql`insert into counter (n) values (1)`.execute(ops.kysely);
      let serverWrite: unknown = 'not tried';
      await ops.kysely.transaction().execute(async (trx) => {
        const read = await sql<{ n: number }>`select n from counter`.execute(trx);
        try {
          serverWrite = serverDb.prepare('update counter set n = n + 10').run().changes;
        } catch (err) {
          serverWrite = (err as { code?: string }).code;
        }
        await sql`update counter set n = ${read.rows[0]!.n + 1}`.execute(trx);
      });
      // The server's write waited its busy timeout for the lock and was refused; the transaction's own write stood.
      expect(serverWrite).toBe('SQLITE_BUSY');
      expect(serverDb.prepare('select n from counter').get()).toEqual({ n: 2 });
      // Once the transaction has committed, the server writes as before.
      expect(serverDb.prepare('update counter set n = n + 10').run().changes).toBe(1);
      expect((await sql<{ n: number }>`select n from counter`.execute(ops.kysely)).rows[0]).toEqual({ n: 12 });
    } finally {
      await server.close();
      await ops.close();
    }
  });
});

describe('Reference lists: each reaches every database on its next start, the issuing bodies checked in November 2026 too', () => {
  it('keeps Ids unique, never reuses a removed Id, and keeps our own service as Id 1 for both cards', () => {
    const ids = issuingBodies.map((b) => b.Id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(issuingBodies.map((b) => b.Code)).size).toBe(ids.length);
    for (const removed of removedIssuingBodyIds) expect(ids).not.toContain(removed);
    expect(issuingBodies[0]).toEqual({ Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' });
    for (const body of issuingBodies) {
      expect(['ASIC', 'MSIC', 'BOTH']).toContain(body.Cardtype);
      expect(body.Name.length).toBeLessThanOrEqual(100);
      expect(body.Code.length).toBeLessThanOrEqual(10);
    }
  });

  it('brings a table filled from the old list to the checked list, and changes nothing when run again', async () => {
    const db = await openDatabase(testDatabase());
    const rows = () => db.kysely.selectFrom('issuing_bodies').select(['id', 'code', 'name', 'cardtype']).orderBy('id').execute();
    const expected = issuingBodies.map((b) => ({ id: b.Id, code: b.Code, name: b.Name, cardtype: b.Cardtype }));
    try {
      expect(await rows()).toEqual(expected);
      // The table as 0002 left it before the check: Flinders Ports present, the added bodies absent, an old name.
      await db.kysely.deleteFrom('issuing_bodies').where('id', '>', 27).execute();
      await db.kysely.insertInto('issuing_bodies').values({ id: 24, code: 'FLP', name: 'Flinders Ports', cardtype: 'MSIC' }).execute();
      await db.kysely.updateTable('issuing_bodies').set({ name: 'Airport Development Group (Darwin and Alice Springs airports)' })
        .where('id', '=', 8).execute();

      await seedReferenceData(db.kysely);
      expect(await rows()).toEqual(expected);
      await seedReferenceData(db.kysely);
      expect(await rows()).toEqual(expected);
    } finally {
      await db.close();
    }
  });
});

describe('Migrations are frozen: none imports the code of today', () => {
  it('imports only Kysely, the dialect\'s type and the shared column helper', async () => {
    const folder = path.join(import.meta.dirname, '..', '..', 'src', 'platform', 'db', 'migrations');
    for (const file of (await fs.readdir(folder)).filter((f) => f.endsWith('.ts'))) {
      const text = await fs.readFile(path.join(folder, file), 'utf8');
      const imports = [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      for (const from of imports) expect(['kysely', '../connect.ts', './columns.ts'], `${file} imports ${from}`).toContain(from);
    }
  });

  it('a database reopened after a list changed is brought to the list, needs before their categories', async () => {
    const dir = await makeTempDir();
    const settings = { url: path.join(dir, 'reopened.sqlite') };
    let db = await openDatabase(settings);
    try {
      await db.kysely.deleteFrom('operational_needs').where('id', '=', 1).execute();
      await db.kysely.insertInto('operational_need_categories').values({ id: 99, name: 'Gone' }).execute();
      await db.kysely.insertInto('operational_needs').values({ id: 999, colour: 'red', reason: 'Gone', short_reason: 'Gone', category_id: 99, cardtype: 'ASIC', sort_order: 0 }).execute();
      await db.kysely.updateTable('states').set({ long_name: 'Old name' }).where('id', '=', 1).execute();
    } finally {
      await db.close();
    }
    db = await openDatabase(settings);
    try {
      expect(await db.kysely.selectFrom('operational_needs').select('id').where('id', 'in', [1, 999]).execute()).toEqual([{ id: 1 }]);
      expect(await db.kysely.selectFrom('operational_need_categories').select('id').where('id', '=', 99).execute()).toEqual([]);
      expect((await db.kysely.selectFrom('states').select('long_name').where('id', '=', 1).executeTakeFirstOrThrow()).long_name).not.toBe('Old name');
    } finally {
      await db.close();
    }
  });
});

describe('SPEC §9 airports seed: states from position', () => {
  it.each([
    [-33.95, 151.18, 'NSW'], [-37.67, 144.84, 'VIC'], [-27.38, 153.12, 'QLD'], [-34.95, 138.53, 'SA'],
    [-31.94, 115.97, 'WA'], [-12.41, 130.88, 'NT'], [-42.84, 147.51, 'TAS'], [-35.31, 149.19, 'ACT'],
    [-23.81, 133.9, 'NT'], [-28.16, 153.5, 'QLD'], [-28.83, 153.56, 'NSW'], [-36.16, 144.76, 'VIC'],
  ])('(%f, %f) is in %s', (lat, lon, state) => {
    expect(stateAt(lat, lon)).toBe(state);
  });

  it('gives every airport a state, unique ids and the brand rows', () => {
    const airports = buildAirports();
    expect(airports.filter((a) => a.state === null).map((a) => a.code)).toEqual(['AUS']);
    expect(new Set(airports.map((a) => a.id)).size).toBe(airports.length);
    expect(airports.filter((a) => a.brand).map((a) => [a.id, a.code, a.brand])).toEqual([
      [5, 'BNE', 'bne'], [8, 'DRW', 'adg'], [155, 'ASP', 'adg'],
    ]);
  });

  it('lists countries from ISO 3166 with Australia and New Zealand first', () => {
    const countries = buildCountries();
    expect(countries.map((c) => c.Code).slice(0, 2)).toEqual(['AU', 'NZ']);
    expect(new Set(countries.map((c) => c.Code)).size).toBe(countries.length);
  });
});
