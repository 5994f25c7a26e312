import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// A statement's link replaced by "Email the link again": the old reference's hash and when it was
// replaced, so the old link says it was replaced and a newer one sent, instead of a bare "Page not found". The hash
// opens nothing: only the form's current reference does.
export function opNeedReplacedLinks(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('operational_need_form_replaced_links'))
        .addColumn('form_id', 'integer', (c) => c.notNull().references('operational_need_forms.id').onDelete('cascade'))
        // sha256 (hex) of the replaced reference.
        .addColumn('ref_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('replaced_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('operational_need_form_replaced_links_form').on('operational_need_form_replaced_links').columns(['form_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('operational_need_form_replaced_links').execute();
    },
  };
}
