import type { Migration } from 'kysely';

// This migration once brought the issuing bodies to the checked list. The reference lists are now written after the
// migrations on every start (seed/reference-data.ts), which does the same for every table, so this one does nothing.
export const issuingBodiesChecked: Migration = {
  async up() {},
};
