import type { Address, Draft } from './draft.ts';
import type { FieldErrors } from './errors.ts';
import type { Locality } from './reference.ts';
import { AUSTRALIA, isAustralia } from './places.ts';

// SPEC §5: a suburb chosen from the search must be a real one: an Australian address's suburb, state and
// postcode must be a row of the locality data. The data is the caller's (the page's loaded state files, the
// server's copy of the same files), so this stays a pure rule.

/** Whether the locality data has this suburb with this postcode in this state. */
export type LocalityLookup = (name: string, state: string, postcode: string) => boolean;

/** The Australian addresses of a draft that step 2 checks, by draft path. */
export function australianAddresses(draft: Draft): Array<{ path: string; address: Address }> {
  const list = (draft._address ?? []).map((address, index) => ({ path: `_address.${index}`, address }));
  const postal = draft._postalAddress;
  if (postal && postal._postalSame === false) list.push({ path: '_postalAddress', address: postal });
  return list.filter(({ address }) => isAustralia(address.Country || AUSTRALIA));
}

/** The states whose locality data the check needs. */
export function statesToCheck(draft: Draft): string[] {
  return [...new Set(australianAddresses(draft).map(({ address }) => address.State).filter((s): s is string => !!s))];
}

/**
 * `locality` at each Australian address whose suburb, state and postcode are filled in but are not a known
 * locality. Empty or malformed fields are left to the field checks.
 */
export function localityErrors(draft: Draft, known: LocalityLookup): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, address } of australianAddresses(draft)) {
    const name = address.Localityname?.trim();
    const state = address.State?.trim();
    const postcode = address.Postcode?.trim();
    if (!name || !state || !postcode) continue;
    if (!known(name.toUpperCase(), state.toUpperCase(), postcode)) errors[`${path}.Localityname`] = 'locality';
  }
  return errors;
}

// --- The suburb search of the wizard and the operational-need form (SPEC §5, §9).

/** SPEC §9: suggestions start at 2 characters and show 5 results. */
export const SUBURB_SEARCH_MIN_CHARS = 2;
export const SUBURB_SEARCH_RESULTS = 5;

/**
 * The upper-cased names of a state's list, worked out once per list (lists are never changed once loaded: a new
 * load is a new array), so a keystroke only compares strings.
 */
const upperNames = new WeakMap<readonly Locality[], readonly string[]>();

function upperNamesOf(localities: readonly Locality[]): readonly string[] {
  let names = upperNames.get(localities);
  if (!names || names.length !== localities.length) {
    names = localities.map((l) => l.name.toUpperCase());
    upperNames.set(localities, names);
  }
  return names;
}

/** Suburbs of a state that start with (then contain) what was typed, best first. */
export function matchLocalities(localities: readonly Locality[], text: string, limit = SUBURB_SEARCH_RESULTS): Locality[] {
  const query = text.trim().toUpperCase();
  if (query.length < SUBURB_SEARCH_MIN_CHARS) return [];
  const names = upperNamesOf(localities);
  const starts: Locality[] = [];
  const contains: Locality[] = [];
  // One pass in list order; once `limit` names start with the text, nothing after them can show.
  for (let i = 0; i < names.length && starts.length < limit; i += 1) {
    const at = names[i].indexOf(query);
    if (at === 0) starts.push(localities[i]);
    else if (at > 0 && contains.length < limit) contains.push(localities[i]);
  }
  return [...starts, ...contains].slice(0, limit);
}
