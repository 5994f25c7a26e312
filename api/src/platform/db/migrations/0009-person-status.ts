import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// What happens to an application after it is sent (SPEC §3 status record), signing in with emailed codes,
// signing out, redaction, and the record of every change staff make (who, what, when, before and after).
export function personStatus(dialect: DialectName): Migration {
  const id = withId(dialect);
  const columns: Array<[string, 'varchar(30)' | 'varchar(20)' | 'varchar(64)' | 'integer']> = [
    ['interviewed_at', 'varchar(30)'],
    ['paid_at', 'varchar(30)'],
    ['ops_approved', 'integer'],
    ['check_uploaded_at', 'varchar(30)'],
    ['check_decision', 'varchar(20)'],
    ['check_cert_date', 'varchar(30)'],
    ['posted_at', 'varchar(30)'],
    ['dispatch_method', 'varchar(20)'],
    ['redacted_at', 'varchar(30)'],
    // A redacted person keeps a salted hash of the birthdate only: enough to answer 'redacted' to the right pair.
    ['birthdate_hash', 'varchar(64)'],
    ['birthdate_salt', 'varchar(64)'],
  ];

  return {
    async up(db: Kysely<any>) {
      for (const [name, type] of columns) await db.schema.alterTable('people').addColumn(name, type).execute();

      await id(db.schema.createTable('person_audit'))
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        // Who made the change: the staff member's name given to the ops command, or 'system'.
        .addColumn('actor', 'varchar(100)', (c) => c.notNull())
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        // JSON text of the fields the change touched, before and after.
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('person_audit_person').on('person_audit').columns(['people_id', 'created_at']).execute();

      // Sign-in attempts per tracking number, counted across api processes, for the limit per tracking number.
      await id(db.schema.createTable('login_attempts'))
        .addColumn('people_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempts_person').on('login_attempts').columns(['people_id', 'created_at']).execute();

      // Tokens signed out before they expire (SPEC §7 POST /api/logout); rows go once the token would have expired.
      await db.schema.createTable('revoked_tokens')
        .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable('revoked_tokens').execute();
      await db.schema.dropTable('login_attempts').execute();
      await db.schema.dropTable('person_audit').execute();
      for (const [name] of [...columns].reverse()) await db.schema.alterTable('people').dropColumn(name).execute();
    },
  };
}
