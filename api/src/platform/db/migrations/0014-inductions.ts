import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// The security inductions (SPEC §3 'Induction program', 'Induction (status list)', induction-only
// enrolment). A program is a copy of its file (api/src/induction/programs/), written at every start. An induction
// belongs to one trainee, a person of ours or a card issued elsewhere (a foreign card), once per program; its public
// id is the only key of its address, so it is random, as is a foreign card's RandomId and a certificate's code.
export function inductions(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('induction_programs')
        // The program's own id (SPEC §9: 3, 4; 5 is bne's).
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('airport', 'text', (c) => c.notNull())
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        // JSON text: the public program and the answer keys (db/inductions.ts StoredContent).
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('foreign_cards'))
        // base64url of 18 random bytes: the second half of /induction-status/{id}/{randomId}.
        .addColumn('random_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('middlenames', 'text')
        .addColumn('surname', 'text', (c) => c.notNull())
        .addColumn('birthdate', 'varchar(10)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)', (c) => c.notNull())
        .addColumn('line1', 'text', (c) => c.notNull())
        .addColumn('locality', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('postcode', 'varchar(10)', (c) => c.notNull())
        .addColumn('card_number', 'varchar(20)', (c) => c.notNull())
        // YYYY-MM-DD, the last day of the card's month (SPEC §5).
        .addColumn('msic_expiry', 'varchar(10)', (c) => c.notNull())
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('inductions'))
        // base64url of 18 random bytes: /induction/{public_id} is the induction's only key.
        .addColumn('public_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('program_id', 'integer', (c) => c.notNull().references('induction_programs.id'))
        .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('cascade'))
        .addColumn('foreign_card_id', 'integer', (c) => c.references('foreign_cards.id').onDelete('cascade'))
        // The brand that runs it (adg or bne).
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        // The module the trainee is on; the number of modules once complete.
        .addColumn('module', 'integer', (c) => c.notNull().defaultTo(0))
        // JSON text: the question indexes the last answer of the current module left empty.
        .addColumn('unanswered', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('completed_at', 'varchar(30)')
        // XXXX-XXXX-XXXX in Crockford's base32, set once with completed_at.
        .addColumn('certificate_code', 'varchar(14)', (c) => c.unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('inductions_person_program', ['person_id', 'program_id'])
        .addUniqueConstraint('inductions_card_program', ['foreign_card_id', 'program_id'])
        .addCheckConstraint('inductions_one_trainee', sql`(person_id is null) <> (foreign_card_id is null)`)
        .execute();
      // The programs' rows are written at every start from their files (inductions.loadPrograms), never here.
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('inductions').execute();
      await db.schema.dropTable('foreign_cards').execute();
      await db.schema.dropTable('induction_programs').execute();
    },
  };
}
