import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// An enrolment with one of our tracking numbers is answered
// alike whether the details match or not, and finished only from a link emailed to the address on the application.
// `induction_enrolment_claims` holds what such a link enrols (one per person while its email is recent: its airports
// grow instead of a new email); `induction_enrolment_attempts` counts tries per tracking number, on every node.
export function inductionEnrolmentClaims(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('induction_enrolment_claims'))
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        // JSON list of program ids.
        .addColumn('program_ids', 'varchar(200)', (c) => c.notNull())
        // sha256 (hex) of the link's token; the token itself is only in the email.
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('emailed_at', 'varchar(30)')
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('induction_enrolment_claims_person').on('induction_enrolment_claims').columns(['people_id', 'created_at']).execute();

      await id(db.schema.createTable('induction_enrolment_attempts'))
        // As typed, upper-cased: a number of nobody is counted as much as a holder's.
        .addColumn('tracking_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('induction_enrolment_attempts_number').on('induction_enrolment_attempts').columns(['tracking_number', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('induction_enrolment_attempts').execute();
      await db.schema.dropTable('induction_enrolment_claims').execute();
    },
  };
}
