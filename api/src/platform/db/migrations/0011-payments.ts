import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// Paying online: each card payment attempt, with no card number or CVC, only the last four digits and
// the provider's reference. `open` is 1 while an attempt is under way or paid, and null once declined: the unique
// index lets a person have one open attempt at a time, so a double submit cannot charge twice.
export function payments(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('payments'))
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('provider', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('open', 'integer')
        .addColumn('last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('reference', 'varchar(100)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payments_one_open').on('payments').columns(['people_id', 'open']).unique().execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('payments').execute();
    },
  };
}
