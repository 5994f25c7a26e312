import type { Kysely, Migration } from 'kysely';
import { issuingBodies } from '../seed/issuing-bodies.ts';

// The issuing-body list checked in November 2026 (seed/issuing-bodies.ts says against what). 0002 filled the
// table from the list written from memory; this brings every database to the checked list: removed bodies go,
// kept bodies get their corrected names and card types, new bodies come in under their new Ids. Ids that stay
// keep their meaning, so a draft's Issuingbodyid still names the same body.
//
// It makes the table equal the list, so it can run on a database of any age and changes nothing when run again.
export const issuingBodiesChecked: Migration = {
  async up(db: Kysely<any>) {
    const keep = issuingBodies.map((b) => b.Id);
    // Removed rows go first, so a new body may take the code of a removed one without meeting it on the unique index.
    await db.deleteFrom('issuing_bodies').where('id', 'not in', keep).execute();
    for (const body of issuingBodies) {
      const row = { id: body.Id, code: body.Code, name: body.Name, cardtype: body.Cardtype };
      await db.insertInto('issuing_bodies').values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ code: row.code, name: row.name, cardtype: row.cardtype }))
        .execute();
    }
  },

  // No down: the list written from memory was wrong, and nothing depends on its rows. Running up again (after
  // a migrateDown past this one) makes the table equal the list once more.
};
