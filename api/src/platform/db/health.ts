import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** Whether the database answers, for GET /api/health. */
export interface DatabaseHealth {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
}

export function createDatabaseHealth(db: Db): DatabaseHealth {
  if (db.raw.dialect === 'sqlite') {
    // Load balancers ask often: one statement prepared once, not one prepared per check through Kysely.
    const { sqlite } = db.raw;
    let check: { get(): unknown } | undefined;
    return {
      async ping() {
        (check ??= sqlite.prepare('select 1')).get();
      },
    };
  }
  return {
    async ping() {
      await sql`select 1`.execute(db.kysely);
    },
  };
}
