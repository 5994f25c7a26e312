import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { buildAirports } from './airports.ts';
import { buildCountries } from './countries.ts';
import { idDocumentTypes } from './id-documents.ts';
import { issuingBodies } from './issuing-bodies.ts';
import { accessFrequencies, operationalNeedCategories, operationalNeeds } from './operational-needs.ts';
import { states } from './states.ts';

// The reference lists belong to the code's version, not to a migration: after the migrations, every start makes each
// table equal to its list. A corrected list then reaches every database, old or new, on its next start, and no
// migration imports today's lists (a shipped migration stays as it shipped).

type Row = Record<string, string | number | null>;

interface TableSeed {
  table: 'states' | 'countries' | 'airports' | 'issuing_bodies' | 'id_document_types' | 'operational_need_categories'
    | 'operational_needs' | 'access_frequencies';
  key: string;
  rows: Row[];
}

/** The tables in the order they are filled: a need's category before the need. */
function referenceSeeds(): TableSeed[] {
  return [
    { table: 'states', key: 'id', rows: states.map((s) => ({ id: s.Id, short_name: s.ShortName, long_name: s.LongName })) },
    { table: 'countries', key: 'code', rows: buildCountries().map((c, i) => ({ code: c.Code, name: c.Name, sort_order: i })) },
    {
      table: 'airports', key: 'id', rows: buildAirports().map((a) => ({
        id: a.id, code: a.code, name: a.name, state: a.state, group_name: a.group, can_asa: a.canAsa ? 1 : 0,
        asa_type_id: a.asaTypeId, brand: a.brand, sort_order: a.sortOrder,
      })),
    },
    { table: 'issuing_bodies', key: 'id', rows: issuingBodies.map((b) => ({ id: b.Id, code: b.Code, name: b.Name, cardtype: b.Cardtype })) },
    { table: 'id_document_types', key: 'id', rows: idDocumentTypes.map((d, i) => ({ id: d.Id, name: d.Name, category: d.Category, sort_order: i })) },
    { table: 'operational_need_categories', key: 'id', rows: operationalNeedCategories.map((c) => ({ id: c.Id, name: c.Name })) },
    {
      table: 'operational_needs', key: 'id', rows: operationalNeeds.map((n, i) => ({
        id: n.Id, colour: n.Colour, reason: n.Reason, short_reason: n.ShortReason, category_id: n.CategoryId, cardtype: n.Cardtype, sort_order: i,
      })),
    },
    { table: 'access_frequencies', key: 'value', rows: accessFrequencies.map((f, i) => ({ value: f.Value, label: f.Label, sort_order: i })) },
  ];
}

const sameRow = (wanted: Row, stored: Record<string, unknown>) => Object.keys(wanted).every((column) => (stored[column] ?? null) === (wanted[column] ?? null));

/**
 * Makes every reference table equal to its list: rows no longer listed go (a need before its category), changed and
 * new rows are written (a category before its needs). Writes nothing when the tables match, as on most starts.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const seeds = referenceSeeds();
  const plans = await Promise.all(seeds.map(async (seed) => {
    const stored = await untyped.selectFrom(seed.table).selectAll().execute();
    const byKey = new Map(stored.map((row) => [String(row[seed.key]), row]));
    const listed = new Set(seed.rows.map((row) => String(row[seed.key])));
    return {
      seed,
      stale: stored.filter((row) => !listed.has(String(row[seed.key]))).map((row) => row[seed.key]),
      changed: seed.rows.filter((row) => {
        const now = byKey.get(String(row[seed.key]));
        return !now || !sameRow(row, now);
      }),
    };
  }));
  if (plans.every((plan) => plan.stale.length === 0 && plan.changed.length === 0)) return;
  await untyped.transaction().execute(async (trx) => {
    for (const { seed, stale } of [...plans].reverse()) {
      if (stale.length > 0) await trx.deleteFrom(seed.table).where(seed.key, 'in', stale).execute();
    }
    for (const { seed, changed } of plans) {
      // Chunks keep each statement well under SQLite's and PostgreSQL's bound-parameter limits.
      for (let i = 0; i < changed.length; i += 100) {
        const chunk = changed.slice(i, i + 100);
        const columns = Object.keys(chunk[0]!).filter((column) => column !== seed.key);
        await trx.insertInto(seed.table).values(chunk)
          .onConflict((oc) => oc.column(seed.key).doUpdateSet((eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]))))
          .execute();
      }
    }
  });
}
