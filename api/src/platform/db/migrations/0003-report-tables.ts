import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// What browsers report back: client exceptions (POST /api/logger) and missed pages (GET /404?uri=).
export function reportTables(dialect: DialectName): Migration {
  const id = withId(dialect);

  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('client_errors'))
        .addColumn('url', 'varchar(2048)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('stack_trace', 'text')
        .addColumn('cause', 'text')
        .addColumn('company', 'varchar(20)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('client_errors_created_at').on('client_errors').column('created_at').execute();

      await id(db.schema.createTable('missed_pages'))
        .addColumn('uri', 'varchar(2048)', (c) => c.notNull())
        .addColumn('company', 'varchar(20)')
        .addColumn('referrer', 'varchar(2048)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('missed_pages_created_at').on('missed_pages').column('created_at').execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable('missed_pages').execute();
      await db.schema.dropTable('client_errors').execute();
    },
  };
}
