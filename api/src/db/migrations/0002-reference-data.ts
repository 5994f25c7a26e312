import type { Kysely, Migration } from 'kysely';
import { states } from '../seed/states.ts';
import { buildCountries } from '../seed/countries.ts';
import { buildAirports } from '../seed/airports.ts';
import { issuingBodies } from '../seed/issuing-bodies.ts';
import { idDocumentTypes } from '../seed/id-documents.ts';
import { accessFrequencies, operationalNeedCategories, operationalNeeds } from '../seed/operational-needs.ts';

// Fills the reference tables once. Later corrections to any list go in a new migration, so every
// database, old or new, ends with the same rows.

async function insertAll(db: Kysely<any>, table: string, rows: Record<string, unknown>[]): Promise<void> {
  // Chunks keep each statement well under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto(table).values(rows.slice(i, i + 100)).execute();
  }
}

export const referenceData: Migration = {
  async up(db: Kysely<any>) {
    await insertAll(db, 'states', states.map((s) => ({ id: s.Id, short_name: s.ShortName, long_name: s.LongName })));

    await insertAll(db, 'countries', buildCountries().map((c, i) => ({ code: c.Code, name: c.Name, sort_order: i })));

    await insertAll(db, 'airports', buildAirports().map((a) => ({
      id: a.id,
      code: a.code,
      name: a.name,
      state: a.state,
      group_name: a.group,
      can_asa: a.canAsa ? 1 : 0,
      asa_type_id: a.asaTypeId,
      brand: a.brand,
      sort_order: a.sortOrder,
    })));

    await insertAll(db, 'issuing_bodies', issuingBodies.map((b) => ({
      id: b.Id, code: b.Code, name: b.Name, cardtype: b.Cardtype,
    })));

    await insertAll(db, 'id_document_types', idDocumentTypes.map((d, i) => ({
      id: d.Id, name: d.Name, category: d.Category, sort_order: i,
    })));

    await insertAll(db, 'operational_need_categories', operationalNeedCategories.map((c) => ({ id: c.Id, name: c.Name })));

    await insertAll(db, 'operational_needs', operationalNeeds.map((n, i) => ({
      id: n.Id,
      colour: n.Colour,
      reason: n.Reason,
      short_reason: n.ShortReason,
      category_id: n.CategoryId,
      cardtype: n.Cardtype,
      sort_order: i,
    })));

    await insertAll(db, 'access_frequencies', accessFrequencies.map((f, i) => ({
      value: f.Value, label: f.Label, sort_order: i,
    })));
  },

  async down(db: Kysely<any>) {
    for (const table of ['access_frequencies', 'operational_needs', 'operational_need_categories',
      'id_document_types', 'issuing_bodies', 'airports', 'countries', 'states']) {
      await db.deleteFrom(table).execute();
    }
  },
};
