import type { Kysely, Migration } from 'kysely';

// Payment attempts are limited per application and per card (payments/attempt-limits.ts). Each attempt
// keeps a keyed hash of its card number (never the number), and both counts read an index by time.
export const paymentCardFingerprints: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payments').addColumn('card_fingerprint', 'varchar(64)').execute();
    await db.schema.createIndex('payments_by_card').on('payments').columns(['card_fingerprint', 'created_at']).execute();
    await db.schema.createIndex('payments_by_person').on('payments').columns(['people_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('payments_by_person').execute();
    await db.schema.dropIndex('payments_by_card').execute();
    await db.schema.alterTable('payments').dropColumn('card_fingerprint').execute();
  },
};
