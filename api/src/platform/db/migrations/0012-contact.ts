import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// Contact enquiries and card holders' reports as sent (the office is emailed in the same transaction), and
// the captcha answers already used. A captcha answer's key is inserted once: a second insert of the same key finds
// it taken, which is what refuses a replayed answer, atomically on SQLite and PostgreSQL. A row can go once it has
// expired, as its challenge has by then.
export function contact(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('enquiries'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('type', 'varchar(30)', (c) => c.notNull())
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiries_created').on('enquiries').columns(['kind', 'created_at']).execute();

      await db.schema.createTable('captcha_spent')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captcha_spent_expires').on('captcha_spent').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('captcha_spent').execute();
      await db.schema.dropTable('enquiries').execute();
    },
  };
}
