import type { Kysely, Migration } from 'kysely';

// Reference lists of SPEC §3 'Other entities' and §9. Ids are fixed by the seed data, not generated,
// because the spec and the browser code name some of them (airport 75, operational need 7, …).
export const referenceTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('states')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('short_name', 'varchar(3)', (c) => c.notNull().unique())
      .addColumn('long_name', 'varchar(60)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('countries')
      .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('airports')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'varchar(3)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('state', 'varchar(3)')
      .addColumn('group_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('can_asa', 'integer', (c) => c.notNull())
      .addColumn('asa_type_id', 'integer', (c) => c.notNull())
      .addColumn('brand', 'varchar(20)')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('issuing_bodies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('cardtype', 'varchar(4)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('id_document_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('category', 'varchar(1)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operational_need_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operational_needs')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('colour', 'varchar(5)', (c) => c.notNull())
      .addColumn('reason', 'varchar(300)', (c) => c.notNull())
      .addColumn('short_reason', 'varchar(100)', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('operational_need_categories.id'))
      .addColumn('cardtype', 'varchar(4)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('access_frequencies')
      .addColumn('value', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('label', 'varchar(60)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['access_frequencies', 'operational_needs', 'operational_need_categories',
      'id_document_types', 'issuing_bodies', 'airports', 'countries', 'states']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
