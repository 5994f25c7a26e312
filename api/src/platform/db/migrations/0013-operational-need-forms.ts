import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// The statement of operational need. Each person whose need an employer or sponsor confirms has one form,
// opened by its id and an unguessable reference of which only the sha256 is kept (as the drafts' keys are), so a
// stolen database gives no working link. The drawn signature is kept as PNG bytes, re-encoded from what was decoded.
// A self-sponsored applicant signs in the wizard first: that signature belongs to the draft until conversion.
export function operationalNeedForms(dialect: DialectName): Migration {
  const id = withId(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('operational_need_forms'))
        .addColumn('people_id', 'integer', (c) => c.notNull().unique().references('people.id').onDelete('cascade'))
        // sha256 (hex) of the reference in the link; a new link replaces it.
        .addColumn('ref_hash', 'varchar(64)', (c) => c.notNull())
        // JSON text of the form's fields (OperationalNeedFormFields), prefilled from the draft, then as signed.
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        // Where the link was emailed; '' when it was signed in the wizard.
        .addColumn('signer_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('signature', bytes)
        .addColumn('signed_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema.createTable('draft_signatures')
        .addColumn('draft_id', 'integer', (c) => c.primaryKey().references('drafts.id').onDelete('cascade'))
        .addColumn('file_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('png', bytes, (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      // The draft's `_signatureFile` is the server's (a body cannot point it elsewhere or lose it by autosaving).
      await db.schema.alterTable('drafts').addColumn('signature_file', 'varchar(40)').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('drafts').dropColumn('signature_file').execute();
      await db.schema.dropTable('draft_signatures').execute();
      await db.schema.dropTable('operational_need_forms').execute();
    },
  };
}
