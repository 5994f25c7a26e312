import type { Migration } from 'kysely';

// This migration once filled the reference tables from the lists in the code. A migration must not depend on code
// that changes after it ships, so the lists are now written after the migrations on every start
// (seed/reference-data.ts), which fills a new database as this did and keeps an old one equal to the lists.
export const referenceData: Migration = {
  async up() {},
};
