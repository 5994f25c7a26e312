import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// A finished draft becomes a person (SPEC §4 'Confirming … triggers conversion'), who then signs in
// with a one-time verification code (SPEC §6: login with person id, birthdate and a verification code).
export function people(dialect: DialectName): Migration {
  const id = withId(dialect);

  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('people'))
        // One person per draft: a retried conversion finds the same one.
        .addColumn('draft_id', 'integer', (c) => c.notNull().unique().references('drafts.id'))
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('firstname', 'varchar(50)')
        .addColumn('surname', 'varchar(50)', (c) => c.notNull())
        // YYYY-MM-DD: the 'password' of SPEC §7 POST /api/login.
        .addColumn('birthdate', 'varchar(10)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        // The application as it was confirmed (JSON text).
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('verification_codes'))
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        // sha256 (hex) of the code; the code itself is never stored.
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verification_codes_person').on('verification_codes').columns(['people_id', 'created_at']).execute();

      // The moves of a draft to an airport's own brand (SPEC §4), kept as a record.
      await id(db.schema.createTable('draft_moves'))
        .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
        .addColumn('from_company', 'varchar(20)', (c) => c.notNull())
        .addColumn('to_company', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable('draft_moves').execute();
      await db.schema.dropTable('verification_codes').execute();
      await db.schema.dropTable('people').execute();
    },
  };
}
