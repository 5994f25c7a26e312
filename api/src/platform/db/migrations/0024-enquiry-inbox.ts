import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// The staff console's enquiries inbox: whether an enquiry is still open, who on the staff has it, and the replies
// staff sent (each an email queued through the mail queue).
export function enquiryInbox(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('enquiries').addColumn('closed_at', 'varchar(30)').execute();
      await db.schema.alterTable('enquiries').addColumn('assigned_to', 'integer').execute();
      await db.schema.createIndex('enquiries_inbox').on('enquiries').columns(['company', 'closed_at', 'created_at']).execute();

      await id(db.schema.createTable('enquiry_replies'))
        .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('staff_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_replies_enquiry').on('enquiry_replies').columns(['enquiry_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('enquiry_replies').execute();
      await db.schema.dropIndex('enquiries_inbox').execute();
      await db.schema.alterTable('enquiries').dropColumn('assigned_to').execute();
      await db.schema.alterTable('enquiries').dropColumn('closed_at').execute();
    },
  };
}
