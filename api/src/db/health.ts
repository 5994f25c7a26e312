import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Whether the database answers, for GET /api/health. */
export interface DatabaseHealth {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
}

export function createDatabaseHealth(db: Kysely<Database>): DatabaseHealth {
  return {
    async ping() {
      await sql`select 1`.execute(db);
    },
  };
}
