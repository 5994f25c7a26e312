import type { Kysely, Migration } from 'kysely';

// The local register of test ABNs. Without an ABR GUID (development, tests, `npm start`) the ABN
// lookup answers from this table, so the employer step works with no network. Every ABN has valid check digits
// (shared/src/domain/abn.ts); a valid ABN that is not here is "not found". Later changes to the list go in a new
// migration, so every database ends with the same rows.

export interface TestAbn {
  abn: string;
  entityName: string;
  status: 'Active' | 'Cancelled';
  businessNames: string[];
}

/**
 * The rows this migration writes. The first is the ABR's own worked example (docs/sources.md); the others are
 * made up for testing: their names say so, and the numbers were chosen for their valid check digits, not
 * copied from the register.
 */
export const testAbns: readonly TestAbn[] = [
  { abn: '51824753556', entityName: 'AUSTRALIAN TAXATION OFFICE', status: 'Active', businessNames: [] },
  {
    abn: '89111111111',
    entityName: 'TEST AVIATION SERVICES PTY LTD',
    status: 'Active',
    businessNames: ['Test Air Charter', 'Test Ground Handling'],
  },
  { abn: '79222222222', entityName: 'TEST AIRPORT SECURITY PTY LTD', status: 'Active', businessNames: [] },
  { abn: '69333333333', entityName: 'TEST CANCELLED HOLDINGS PTY LTD', status: 'Cancelled', businessNames: [] },
  {
    abn: '59444444444',
    entityName: 'TEST FORMER TRADERS PTY LTD',
    status: 'Cancelled',
    businessNames: ['Test Former Cafe'],
  },
];

export const abnRegister: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('abn_register')
      .addColumn('abn', 'varchar(11)', (c) => c.primaryKey())
      .addColumn('entity_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('abn_status', 'varchar(10)', (c) => c.notNull())
      .addColumn('business_names', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.insertInto('abn_register').values(testAbns.map((row) => ({
      abn: row.abn,
      entity_name: row.entityName,
      abn_status: row.status,
      business_names: JSON.stringify(row.businessNames),
    }))).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('abn_register').execute();
  },
};
