import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, type DatabaseSettings } from '../config.ts';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrate.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { ImmediateSqliteDialect } from './sqlite-dialect.ts';

export type DialectName = 'sqlite' | 'postgres';

/** The driver under Kysely, for the few hot paths that run prepared statements directly (features/drafts/repository.ts). */
export type RawDriver = { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  raw: RawDriver;
  /** Closes the pool, dropping a per-app schema first when asked to (tests). */
  close(): Promise<void>;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * How long a SQLite write waits for a lock another connection holds (an ops command's transaction) before it gives
 * up with SQLITE_BUSY, answered 503 (platform/db/unavailable.ts). Short, as better-sqlite3 waits synchronously and every other
 * request waits with it; better-sqlite3's own default is 5 s.
 */
export const sqliteBusyTimeoutMs = 250;

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before a 503. */
export const postgresConnectTimeoutMs = 5_000;

/** Opens the database named by the settings and brings its schema, then its reference lists, up to date. */
export async function openDatabase(settings: DatabaseSettings): Promise<Db> {
  const db = isPostgresUrl(settings.url) ? await openPostgres(settings) : openSqlite(settings.url);
  const migrate = async () => {
    await migrateToLatest(db.kysely, db.dialect, settings.schema);
    await seedReferenceData(db.kysely);
  };
  try {
    await (db.dialect === 'postgres' ? inTurn(db.kysely, migrate) : migrate());
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * The PostgreSQL advisory lock a migration and a schema's drop take in turn, in one database. Kysely's migrator
 * finds its own table by reading the columns of every schema's tables, and a schema dropped in the middle of that
 * read failed it ('relation … does not exist', 'schema … does not exist'): the api's tests drop theirs side by side.
 */
export const schemaChangeLock = 4_163_401_221;

/** Runs `work` holding schemaChangeLock, on a connection of its own that `work` may use. */
export async function inTurn<T>(kysely: Kysely<Database>, work: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  return kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(schemaChangeLock)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(schemaChangeLock)})`.execute(connection);
    }
  });
}

/** WAL pages written before a commit copies them into the database file. */
export const sqliteCheckpointPages = 10_000;

function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { timeout: sqliteBusyTimeoutMs });
  // WAL lets readers carry on while a write is in progress; NORMAL sync is safe with WAL.
  if (file !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // A checkpoint waits for the disk (NORMAL syncs there, not at commits) with the event loop held; at SQLite's
    // 1,000 pages, autosaves under load made ten a second. The WAL file grows to about 40 MB instead.
    sqlite.pragma(`wal_autocheckpoint = ${sqliteCheckpointPages}`);
  }
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', raw: { dialect: 'sqlite', sqlite }, close: () => kysely.destroy() };
}

async function openPostgres(settings: DatabaseSettings): Promise<Db> {
  const { schema } = settings;
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  if (schema) {
    // The schema must exist before the pool's connections put it on their search path.
    const client = new pg.Client({ connectionString: settings.url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: 10,
    connectionTimeoutMillis: postgresConnectTimeoutMs,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A connection lost while idle in the pool (the server restarted) is dropped by the pool itself; without a listener
  // its 'error' event would end the process. The next query opens a new one, or answers 503 while the server is away.
  pool.on('error', () => {});
  // pg-pool listens for that only while a connection is idle. One lost while lent out (Kysely holds it for a query or
  // a transaction) fails its query, which answers 503, and pg then emits 'error' on the connection as well: without
  // this listener that too ended the process (CI saw it once, in the faults test's restart).
  pool.on('connect', (client) => client.on('error', () => {}));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    raw: { dialect: 'postgres', pool },
    async close() {
      if (schema && settings.dropSchemaOnClose) {
        await inTurn(kysely, (connection) => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(connection));
      }
      await kysely.destroy();
    },
  };
}
