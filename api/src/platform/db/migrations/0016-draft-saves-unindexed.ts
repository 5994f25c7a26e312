import type { Kysely, Migration } from 'kysely';

// Migration 0015's index on (converted, updated_at) was rewritten by every autosave, the hot path, for the sake of a
// pass once a day. The retention pass walks the drafts by id in batches instead (drafts/retention.ts), and on
// PostgreSQL an update that changes no indexed column can stay on its page (a HOT update): every save changes
// updated_at.
export const draftSavesUnindexed: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('drafts_unsent_by_updated').ifExists().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('drafts_unsent_by_updated').on('drafts').columns(['converted', 'updated_at']).execute();
  },
};
