import type { Kysely, Migration } from 'kysely';

// Facts the staff console shows and searches: who registered a foreign card (a member's name, or the name given to
// the ops CLI; null when its holder enrolled online), its holder's name and email in lower case as JavaScript folds
// them (SQLite's lower() folds ASCII alone), and when the newest link to an operational-need statement was first
// opened by its signer. Foreign cards are listed by brand, newest first.
export function consoleFacts(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('foreign_cards').addColumn('registered_by', 'varchar(100)').execute();
      await db.schema.alterTable('foreign_cards').addColumn('name_lower', 'varchar(400)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('foreign_cards').addColumn('email_lower', 'varchar(300)', (c) => c.notNull().defaultTo('')).execute();
      const cards = await db.selectFrom('foreign_cards').select(['id', 'firstname', 'middlenames', 'surname', 'email']).execute() as Array<{
        id: number; firstname: string; middlenames: string | null; surname: string; email: string;
      }>;
      for (const card of cards) {
        const name = [card.firstname, card.middlenames, card.surname].filter(Boolean).join(' ').toLowerCase();
        await db.updateTable('foreign_cards').set({ name_lower: name, email_lower: card.email.toLowerCase() }).where('id', '=', card.id).execute();
      }
      await db.schema.createIndex('foreign_cards_company').on('foreign_cards').columns(['company', 'created_at']).execute();
      await db.schema.alterTable('operational_need_forms').addColumn('opened_at', 'varchar(30)').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('operational_need_forms').dropColumn('opened_at').execute();
      await db.schema.dropIndex('foreign_cards_company').execute();
      for (const column of ['email_lower', 'name_lower', 'registered_by']) await db.schema.alterTable('foreign_cards').dropColumn(column).execute();
    },
  };
}
