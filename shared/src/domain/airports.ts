// The airports a card is for (SPEC §4 'Card type and application rules', §5 'Airports', §9 airport ids). Pure
// functions over the draft's `airports` list; the page calls them as the applicant chooses and the server checks
// the same rules when step 3 is completed and when a draft moves to an airport's own brand.
import type { Draft, DraftAirport } from './draft.ts';
import { AsaType, type Airport } from './reference.ts';

/** SPEC §9 airport ids. */
export const AirportIds = {
  Australia: 1,
  Darwin: 3,
  AliceSprings: 4,
  Brisbane: 75,
  /** bne's own row for Brisbane (also its induction id). */
  BneBrisbane: 5,
  /** adg's own rows for its two airports. */
  AdgDarwin: 8,
  AdgAliceSprings: 155,
} as const;

/** SPEC §9: popular airports first, in this order. */
export const POPULAR_AIRPORT_CODES = ['AUS', 'ADL', 'BNE', 'CNS', 'CBR', 'DRW', 'OOL', 'HBA', 'MEL', 'PER', 'SYD'] as const;

/** SPEC §5: at least one airport by default. */
export const MINIMUM_AIRPORTS = 1;

/** The draft's form of an airport from the list. */
export function draftAirport(airport: Pick<Airport, 'Id' | 'Airport' | 'CanAsa' | 'AsaTypeId'>): DraftAirport {
  return { Id: airport.Id, Airport: airport.Airport, CanAsa: airport.CanAsa, AsaTypeId: airport.AsaTypeId };
}

/**
 * SPEC §5: an airport not allowed for ASA (CanAsa false, or AsaTypeId 1 'Denied' when CanAsa is absent) is a bad
 * airport: the card cannot be issued by an ASA there, which the page explains.
 */
export function isBadAirport(airport: Pick<DraftAirport, 'CanAsa' | 'AsaTypeId'>): boolean {
  if (airport.CanAsa === false) return true;
  return airport.CanAsa === undefined && airport.AsaTypeId === AsaType.Denied;
}

/**
 * The chosen airports with ExtraData._numAirports and _badAirport kept in step (SPEC §3). The Australia-wide card
 * (AUS) is a card for every airport, so it stands alone: choosing it replaces the others, and choosing another
 * airport replaces it.
 */
export function withAirports(draft: Draft, chosen: readonly DraftAirport[]): Draft {
  const seen = new Set<number>();
  let airports = chosen.filter((a) => !seen.has(a.Id) && seen.add(a.Id));
  const last = chosen[chosen.length - 1];
  if (airports.length > 1 && airports.some((a) => a.Id === AirportIds.Australia)) {
    airports = last?.Id === AirportIds.Australia ? [last] : airports.filter((a) => a.Id !== AirportIds.Australia);
  }
  const extra = { ...draft.ExtraData, _numAirports: airports.length };
  if (airports.some(isBadAirport)) extra._badAirport = true;
  else delete extra._badAirport;
  return { ...draft, airports, ExtraData: extra };
}

export function chooseAirport(draft: Draft, airport: DraftAirport): Draft {
  return withAirports(draft, [...(draft.airports ?? []), airport]);
}

export function removeAirport(draft: Draft, id: number): Draft {
  return withAirports(draft, (draft.airports ?? []).filter((a) => a.Id !== id));
}

/** SPEC §5 airports: too few chosen (the count is checked against the minimum). */
export function tooFewAirports(draft: Draft, minimum = MINIMUM_AIRPORTS): boolean {
  return (draft.airports?.length ?? 0) < minimum;
}

export type AirportBrand = 'bne' | 'adg';

const ADG_AIRPORTS = new Set<number>([AirportIds.Darwin, AirportIds.AliceSprings]);

/**
 * SPEC §4: on the default brand, only Brisbane chosen, or only Darwin and/or Alice Springs, means the airport's
 * own ID office can issue the card: the page offers to move the application there.
 */
export function airportBrandFor(draft: Draft, brandCode: string): AirportBrand | null {
  if (brandCode !== 'default') return null;
  const ids = (draft.airports ?? []).map((a) => a.Id);
  if (ids.length === 0) return null;
  if (ids.length === 1 && ids[0] === AirportIds.Brisbane) return 'bne';
  if (ids.every((id) => ADG_AIRPORTS.has(id))) return 'adg';
  return null;
}

/** The shared list's ids to the ids of the airport brand's own rows (api/README 'Airports'). */
const ID_MAPS: Record<AirportBrand, Record<number, { Id: number; Airport: string }>> = {
  bne: { [AirportIds.Brisbane]: { Id: AirportIds.BneBrisbane, Airport: 'Brisbane (BNE)' } },
  adg: {
    [AirportIds.Darwin]: { Id: AirportIds.AdgDarwin, Airport: 'Darwin (DRW)' },
    [AirportIds.AliceSprings]: { Id: AirportIds.AdgAliceSprings, Airport: 'Alice Springs (ASP)' },
  },
};

/**
 * The draft as the airport brand keeps it: its airports mapped to that brand's ids (SPEC §4 'saves the form
 * under brand bne or adg'), and card access set for adg. Throws when the airports do not qualify.
 */
export function movedToAirportBrand(draft: Draft, to: AirportBrand): Draft {
  if (airportBrandFor(draft, 'default') !== to) throw new RangeError(`These airports do not move to ${to}.`);
  const map = ID_MAPS[to];
  const airports = (draft.airports ?? []).map((a) => ({ ...a, ...map[a.Id]! }));
  return withAdgCardAccess(withAirports({ ...draft, _company: to }, airports), to);
}

/** SPEC §4: for brand adg, choosing only its two airports (one or both) sets card access; anything else clears it. */
export function withAdgCardAccess(draft: Draft, brandCode: string): Draft {
  if (brandCode !== 'adg') return draft._adgCardAccess ? { ...draft, _adgCardAccess: false } : draft;
  const ids = (draft.airports ?? []).map((a) => a.Id);
  const access = ids.length > 0 && ids.every((id) => id === AirportIds.AdgDarwin || id === AirportIds.AdgAliceSprings);
  return { ...draft, _adgCardAccess: access };
}

/** SPEC §9: popular first in the spec's order, then Major and Regional, each by name. */
export function sortAirports<T extends Pick<Airport, 'Code' | 'Name' | 'Group'>>(airports: readonly T[]): T[] {
  const popular = (a: T) => (POPULAR_AIRPORT_CODES as readonly string[]).indexOf(a.Code);
  const groupRank = (a: T) => (popular(a) !== -1 ? 0 : a.Group === 'Major' ? 1 : 2);
  return [...airports].sort((a, b) => groupRank(a) - groupRank(b) || (popular(a) - popular(b)) || a.Name.localeCompare(b.Name));
}

/** Search by name or code, as the applicant types ('syd', 'Alice'). */
export function matchesAirport(airport: Pick<Airport, 'Code' | 'Name' | 'Airport'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return airport.Code.toLowerCase().startsWith(q) || airport.Name.toLowerCase().includes(q) || airport.Airport.toLowerCase().includes(q);
}
