import type { Kysely, Migration } from 'kysely';

// A create retried after its answer was lost (the draft store's Idempotency-Key): the request's key, hashed, names
// the draft it made, so the retry is answered with that draft instead of making a second one (routes/form.ts).
export const draftCreations: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('draft_creations')
      // sha256 (hex) of the Idempotency-Key the page sent; the key itself is never stored.
      .addColumn('request_key_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('draft_creations_draft').on('draft_creations').column('draft_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('draft_creations').execute();
  },
};
