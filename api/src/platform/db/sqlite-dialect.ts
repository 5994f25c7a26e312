import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

// Kysely begins a SQLite transaction with a plain (deferred) `begin`, which takes the write lock only at the first
// write. A transaction that reads first (people.changeStages selects, then updates) then fails at once with
// SQLITE_BUSY when another connection wrote in between, without waiting out the busy timeout: the ops CLI recording
// a decision beside a live api server failed so. `begin immediate` takes the write lock at the start, waiting for it
// as any other write does, so what the transaction read is still current when it writes.

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect, with every transaction begun `immediate`. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
