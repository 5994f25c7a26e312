import type { Kysely } from 'kysely';
import type {
  AccessFrequencyOption, Airport, AirportGroup, AsaTypeId, AustralianState, Country, IdDocumentType, IssuingBody,
  OperationalNeed, OperationalNeedCategory,
} from '@cards/shared/domain';
import type { Database } from '../../platform/db/schema.ts';

// Reference lists, read from the database once and then answered from memory: they change only by
// migration, which means a restart.

type AirportRow = Airport & { brand: string | null; sortOrder: number };

export interface ReferenceData {
  states(): Promise<AustralianState[]>;
  countries(): Promise<Country[]>;
  /** The airport list as the brand sees it: its own rows replace the shared rows with the same code. */
  airports(brand: string | undefined): Promise<Airport[]>;
  airport(id: number): Promise<Airport | undefined>;
  issuingBodies(): Promise<IssuingBody[]>;
  issuingBody(id: number): Promise<IssuingBody | undefined>;
  idDocumentTypes(): Promise<IdDocumentType[]>;
  operationalNeeds(): Promise<OperationalNeed[]>;
  operationalNeedCategories(): Promise<OperationalNeedCategory[]>;
  accessFrequencies(): Promise<AccessFrequencyOption[]>;
  /** The needs, when an earlier call has read them; for checks that must not wait (the quick autosave). */
  operationalNeedsRead(): OperationalNeed[] | undefined;
  /** The brand's airport list, when an earlier call has read it. */
  airportsRead(brand: string | undefined): Airport[] | undefined;
}

export function createReferenceData(db: Kysely<Database>): ReferenceData {
  const cache = new Map<string, Promise<unknown>>();
  const read = new Map<string, unknown>();
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      cache.set(key, hit);
      // A failed read (database briefly away) is tried again next time rather than remembered.
      hit.then((value) => read.set(key, value), () => cache.delete(key));
    }
    return hit;
  }

  const allAirports = () => once('airports', async (): Promise<AirportRow[]> => {
    const rows = await db.selectFrom('airports').selectAll().orderBy('sort_order').orderBy('id').execute();
    return rows.map((r) => ({
      Id: r.id,
      Airport: `${r.name} (${r.code})`,
      Code: r.code,
      Name: r.name,
      State: r.state,
      Group: r.group_name as AirportGroup,
      CanAsa: r.can_asa === 1,
      AsaTypeId: r.asa_type_id as AsaTypeId,
      brand: r.brand,
      sortOrder: r.sort_order,
    }));
  });
  const publicAirport = ({ brand: _b, sortOrder: _s, ...airport }: AirportRow): Airport => airport;

  const issuingBodies = () => once('issuingBodies', async () => {
    const rows = await db.selectFrom('issuing_bodies').selectAll().orderBy('id').execute();
    return rows.map((r): IssuingBody => ({ Id: r.id, Code: r.code, Name: r.name, Cardtype: r.cardtype as IssuingBody['Cardtype'] }));
  });

  return {
    states: () => once('states', async () => {
      const rows = await db.selectFrom('states').selectAll().orderBy('id').execute();
      return rows.map((r) => ({ Id: r.id, ShortName: r.short_name as AustralianState['ShortName'], LongName: r.long_name }));
    }),

    countries: () => once('countries', async () => {
      const rows = await db.selectFrom('countries').select(['code', 'name']).orderBy('sort_order').execute();
      return rows.map((r) => ({ Code: r.code, Name: r.name }));
    }),

    airportsRead: (brand) => read.get(`airports:${brand ?? ''}`) as Airport[] | undefined,
    operationalNeedsRead: () => read.get('operationalNeeds') as OperationalNeed[] | undefined,

    airports: (brand) => once(`airports:${brand ?? ''}`, async () => {
      const rows = await allAirports();
      const own = new Set(rows.filter((r) => r.brand === brand).map((r) => r.Code));
      return rows
        .filter((r) => (brand !== undefined && r.brand === brand) || (r.brand === null && !own.has(r.Code)))
        .map(publicAirport);
    }),

    airport: async (id) => {
      const row = (await allAirports()).find((r) => r.Id === id);
      return row && publicAirport(row);
    },

    issuingBodies,
    issuingBody: async (id) => (await issuingBodies()).find((b) => b.Id === id),

    idDocumentTypes: () => once('idDocumentTypes', async () => {
      const rows = await db.selectFrom('id_document_types').selectAll().orderBy('sort_order').execute();
      return rows.map((r) => ({ Id: r.id, Name: r.name, Category: r.category as IdDocumentType['Category'] }));
    }),

    operationalNeeds: () => once('operationalNeeds', async () => {
      const rows = await db.selectFrom('operational_needs').selectAll().orderBy('sort_order').execute();
      return rows.map((r): OperationalNeed => ({
        Id: r.id,
        Colour: r.colour as OperationalNeed['Colour'],
        Reason: r.reason,
        ShortReason: r.short_reason,
        CategoryId: r.category_id,
        Cardtype: r.cardtype as OperationalNeed['Cardtype'],
      }));
    }),

    operationalNeedCategories: () => once('operationalNeedCategories', async () => {
      const rows = await db.selectFrom('operational_need_categories').selectAll().orderBy('id').execute();
      return rows.map((r) => ({ Id: r.id, Name: r.name }));
    }),

    accessFrequencies: () => once('accessFrequencies', async () => {
      const rows = await db.selectFrom('access_frequencies').selectAll().orderBy('sort_order').execute();
      return rows.map((r) => ({ Value: r.value, Label: r.label }));
    }),
  };
}
