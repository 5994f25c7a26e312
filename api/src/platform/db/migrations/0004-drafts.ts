import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// Draft applications (SPEC §3 'Draft application (user)'), the mail outbox and the errors a form page reports
// about its draft (SPEC §7 POST /api/form/{id}/error).
export function draftTables(dialect: DialectName): Migration {
  const id = withId(dialect);

  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('drafts'))
        .addColumn('company', 'varchar(20)', (c) => c.notNull())
        .addColumn('card_type', 'varchar(4)', (c) => c.notNull())
        // The draft as typed, JSON text, without the members the server owns (kept in the columns below).
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('step_completed', 'integer', (c) => c.notNull().defaultTo(0))
        // The unguessable reference of the resume link and of /link-expired/{randomId}.
        .addColumn('form_link', 'varchar(64)', (c) => c.notNull().unique())
        // sha256 (hex) of the draft key; the key itself is never stored.
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer')
        .addColumn('mail_link_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expired_at', 'varchar(30)')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('people_id', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('outbox'))
        .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_to_address').on('outbox').columns(['to_address', 'id']).execute();

      await id(db.schema.createTable('form_errors'))
        .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('user_data', 'text')
        .addColumn('company', 'varchar(20)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_errors_draft_id').on('form_errors').column('draft_id').execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable('form_errors').execute();
      await db.schema.dropTable('outbox').execute();
      await db.schema.dropTable('drafts').execute();
    },
  };
}
