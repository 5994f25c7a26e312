import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// The issuing body's staff (docs/staff-console.md): their accounts, second factors, the one-time links that set a
// password, their sessions (when not in Redis), and the record of every change to staff and of every sign-in.
export function staff(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('staff_accounts'))
        // The brand (issuing body) the member works for; they never see another's.
        .addColumn('company', 'varchar(40)', (c) => c.notNull())
        // Lower-cased; one account an address a brand.
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // Comma-separated roles of @cards/shared/staff.
        .addColumn('roles', 'varchar(100)', (c) => c.notNull())
        // Argon2id (PHC string); null until the member chooses a password.
        .addColumn('password_hash', 'varchar(200)')
        // The TOTP secret once confirmed (base32).
        .addColumn('totp_secret', 'varchar(64)')
        // The time step of the last code taken, so a code works once.
        .addColumn('totp_last_step', 'integer')
        // Failed passwords and codes in a row, and until when sign-in is refused (the back-off).
        .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('disabled_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('staff_accounts_company_email', ['company', 'email'])
        .execute();

      await id(db.schema.createTable('staff_passkeys'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        // base64url, as WebAuthn gives it.
        .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('transports', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').columns(['staff_id']).execute();

      await id(db.schema.createTable('staff_recovery_codes'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        // sha256 (hex) of the code; each works once.
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').columns(['staff_id']).execute();

      await id(db.schema.createTable('staff_password_links'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        // sha256 (hex) of the link's token.
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();

      await db.schema.createTable('staff_sessions')
        // sha256 (hex) of the cookie's token: the database never holds a working session id.
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('company', 'varchar(40)', (c) => c.notNull())
        // 'pending' after the password, 'active' after the second factor.
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('ended_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('staff_sessions_company').on('staff_sessions').columns(['company', 'ended_at']).execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id']).execute();

      await id(db.schema.createTable('staff_audit'))
        .addColumn('company', 'varchar(40)', (c) => c.notNull())
        // The member who acted; null for the ops CLI and for a sign-in by an address no account has.
        .addColumn('actor_id', 'integer')
        .addColumn('actor', 'varchar(100)', (c) => c.notNull())
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        // The account acted on, when there is one.
        .addColumn('staff_id', 'integer')
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_audit_company').on('staff_audit').columns(['company', 'created_at']).execute();
    },

    async down(db: Kysely<any>) {
      for (const table of ['staff_audit', 'staff_sessions', 'staff_password_links', 'staff_recovery_codes', 'staff_passkeys', 'staff_accounts']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
