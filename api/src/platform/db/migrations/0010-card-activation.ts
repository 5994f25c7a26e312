import type { Kysely, Migration } from 'kysely';

// Activation: the serial number printed on a dispatched card, which the holder enters to activate it,
// and when they did.
export const cardActivation: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('people').addColumn('card_serial', 'varchar(6)').execute();
    await db.schema.alterTable('people').addColumn('activated_at', 'varchar(30)').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('people').dropColumn('activated_at').execute();
    await db.schema.alterTable('people').dropColumn('card_serial').execute();
  },
};
