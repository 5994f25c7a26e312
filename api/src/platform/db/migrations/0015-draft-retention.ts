import type { Kysely, Migration } from 'kysely';

// Retention: when the applicant of a draft never sent was told it will be deleted (or, with no address to
// tell, when the notice period began), and an index to find idle drafts by their last save.
export const draftRetention: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('drafts').addColumn('deletion_notice_at', 'varchar(30)').execute();
    await db.schema.createIndex('drafts_unsent_by_updated').on('drafts').columns(['converted', 'updated_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('drafts_unsent_by_updated').execute();
    await db.schema.alterTable('drafts').dropColumn('deletion_notice_at').execute();
  },
};
