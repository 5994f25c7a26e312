import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// One counter of attempts for every limit per card, person or source (db/attempts.ts), counted in the
// database so that every api process sees the same count. It replaces login_attempts, whose rows only ever mattered
// for 15 minutes, so none is carried over.
export function attempts(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('attempts'))
        // What is limited ('activation', 'sign-in', …) and whose: a person's id, or an id and a hashed address.
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('attempts_subject').on('attempts').columns(['kind', 'subject', 'created_at']).execute();
      // The sweep of a kind's old rows.
      await db.schema.createIndex('attempts_age').on('attempts').columns(['kind', 'created_at']).execute();
      await db.schema.dropTable('login_attempts').execute();
    },
    async down(db: Kysely<any>) {
      await id(db.schema.createTable('login_attempts'))
        .addColumn('people_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempts_person').on('login_attempts').columns(['people_id', 'created_at']).execute();
      await db.schema.dropTable('attempts').execute();
    },
  };
}
