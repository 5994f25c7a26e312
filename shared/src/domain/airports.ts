// The airports a card is for (SPEC §4 'Card type and application rules', §5 'Airports', §9 airport ids). Pure
// functions over the draft's `airports` list; the page calls them as the applicant chooses and the server checks
// the same rules when step 3 is completed and when a draft moves to an airport's own brand.
import { brands, findBrand, getBrand, type Brand } from '@cards/shared/brand';
import type { Draft, DraftAirport } from './draft.ts';
import { AsaType, type Airport } from './reference.ts';

/** SPEC §9 airport ids. */
export const AirportIds = {
  Australia: 1,
  Darwin: 3,
  AliceSprings: 4,
  Brisbane: 75,
  /** The airport offices' own rows (brand data's airportOffice now says which): kept for callers built before 1.12. */
  BneBrisbane: 5,
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

/** The code of an airport's own ID office: a brand whose data has an `airportOffice`. */
export type AirportBrand = string;

/** The airport offices among the brands, in the brand list's order. */
export function airportOffices(): Brand[] {
  return Object.values(brands).filter((brand) => brand.airportOffice);
}

/**
 * SPEC §4: on a brand that moves drafts to airport offices (the default brand), airports that are all one office's
 * (only Brisbane, or only Darwin and/or Alice Springs) mean that office can issue the card: the page offers to move
 * the application there.
 */
export function airportBrandFor(draft: Draft, brandCode: string): AirportBrand | null {
  if (!findBrand(brandCode)?.flags.movesToAirportOffices) return null;
  const ids = new Set((draft.airports ?? []).map((a) => a.Id));
  if (ids.size === 0) return null;
  const office = airportOffices().find((brand) => [...ids].every((id) => brand.airportOffice!.airports.some((a) => a.shared === id)));
  return office?.code ?? null;
}

/**
 * The draft as the airport office keeps it: its airports mapped to the office's own rows (SPEC §4 'saves the form
 * under brand bne or adg'), and card access set. Throws when the airports do not qualify.
 */
export function movedToAirportBrand(draft: Draft, to: AirportBrand): Draft {
  const mover = Object.values(brands).find((brand) => brand.flags.movesToAirportOffices);
  if (!mover || airportBrandFor(draft, mover.code) !== to) throw new RangeError(`These airports do not move to ${to}.`);
  const own = getBrand(to).airportOffice!.airports;
  const airports = (draft.airports ?? []).map((a) => {
    const row = own.find((o) => o.shared === a.Id)!;
    return { ...a, Id: row.own, Airport: row.name };
  });
  return withAdgCardAccess(withAirports({ ...draft, _company: to }, airports), to);
}

/**
 * SPEC §4: on an office that adds the access card for its own airports (adg), choosing only its airports (one or
 * all) sets card access; anything else, or any other brand, clears it.
 */
export function withAdgCardAccess(draft: Draft, brandCode: string): Draft {
  const office = findBrand(brandCode)?.airportOffice;
  if (office?.accessCard !== 'added-for-own-airports') return draft._adgCardAccess ? { ...draft, _adgCardAccess: false } : draft;
  const ids = (draft.airports ?? []).map((a) => a.Id);
  const access = ids.length > 0 && ids.every((id) => office.airports.some((a) => a.own === id));
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
