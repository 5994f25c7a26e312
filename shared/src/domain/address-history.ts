// Residential address history (SPEC §5 'Dates and addresses', §9): 10 years back from today, at most 2 addresses.
// `_address[0]` is the current address and runs to today; `_address[1]`, when needed, is the one before it and
// ends the day the current one starts. Every function returns new values; none changes its arguments.
import type { Address, Draft, PostalAddress } from './draft.ts';
import { addDays, addYears, compareIsoDates, isoDateOf, parseIsoDate } from './dates.ts';
import { AUSTRALIA } from './places.ts';

export const ADDRESS_HISTORY_YEARS = 10;
export const MAX_ADDRESSES = 2;

/** The day the history must reach back to. */
export function addressHistoryStart(today: Date): string {
  return addYears(isoDateOf(today), -ADDRESS_HISTORY_YEARS);
}

/** The address alone covers the 10 years (it started on or before the history start). */
export function coversAddressHistory(address: Address | undefined, today: Date): boolean {
  const from = address?.FromDate;
  return !!parseIsoDate(from) && compareIsoDates(from!, addressHistoryStart(today)) <= 0;
}

/** SPEC §5: one address when the current one is at least 10 years old, otherwise two. */
export function addressesNeeded(addresses: readonly Address[] | undefined, today: Date): 1 | 2 {
  return coversAddressHistory(addresses?.[0], today) ? 1 : MAX_ADDRESSES;
}

/**
 * SPEC §5 'the latest start date sets the next end date': the ToDate an address gets from the one after it.
 * The current address (index 0) runs to today; each earlier one ends on the day the later one starts (moving
 * day belongs to both, so there is no gap). Undefined while the later address has no start date.
 */
export function nextEndDate(addresses: readonly Address[], index: number, today: Date): string | undefined {
  if (index === 0) return isoDateOf(today);
  const later = addresses[index - 1]?.FromDate;
  return parseIsoDate(later) ? later : undefined;
}

/**
 * The addresses the page asks for (SPEC §5): the current one, always; and once its start date shows it is under
 * 10 years old, the one before it, whose end date is that start date. The page shows these and the step is
 * checked against them, so every missing answer is named at its own field.
 */
export function addressesToAsk(addresses: readonly Address[] | undefined, today: Date): Address[] {
  const stored: Address[] = addresses?.length ? [...addresses] : [{ Country: AUSTRALIA }];
  const needsPrevious = !!parseIsoDate(stored[0]?.FromDate) && addressesNeeded(stored, today) === MAX_ADDRESSES;
  if (needsPrevious && stored.length < MAX_ADDRESSES) stored.push({ Country: AUSTRALIA, ToDate: nextEndDate(stored, 1, today) });
  return stored;
}

/**
 * The list as it should be kept: at most 2 addresses, only 1 when the current address covers 10 years, and
 * each ToDate set by `nextEndDate`. An address that is already right is returned as it was.
 */
export function normaliseAddressHistory(addresses: readonly Address[] | undefined, today: Date): Address[] {
  const kept = (addresses ?? []).slice(0, addressesNeeded(addresses, today));
  return kept.map((address, index) => {
    const ToDate = nextEndDate(kept, index, today);
    return ToDate === undefined || address.ToDate === ToDate ? address : { ...address, ToDate };
  });
}

/** SPEC §5: changing country clears address line, suburb, state and postcode. */
export function withAddressCountry<T extends Address | PostalAddress>(address: T, country: string): T {
  if (address.Country === country) return address;
  return { ...address, Country: country, Line1: '', Localityname: '', State: '', Postcode: '' };
}

/** Changing the country of `_address[index]`. */
export function setAddressCountry(draft: Draft, index: number, country: string): Draft {
  const list = [...(draft._address ?? [])];
  list[index] = withAddressCountry(list[index] ?? {}, country);
  return { ...draft, _address: list };
}

/** Changing the country of the postal address. */
export function setPostalCountry(draft: Draft, country: string): Draft {
  return { ...draft, _postalAddress: withAddressCountry(draft._postalAddress ?? {}, country) };
}

/** Ticking 'same as my current address' drops what was typed for a separate postal address. */
export function setPostalSame(draft: Draft, same: boolean): Draft {
  return { ...draft, _postalAddress: same ? { _postalSame: true } : { ...draft._postalAddress, _postalSame: false } };
}

export type AddressHistoryProblemCode =
  | 'none' // no address at all
  | 'toomany' // more than 2 addresses
  | 'future' // an address starts after today
  | 'beforebirth' // an address date is before the applicant's birth
  | 'daterange' // an earlier address ends before it starts
  | 'gap' // an earlier address ends before the later one starts
  | 'notcovered'; // the addresses do not reach back 10 years

export interface AddressHistoryProblem {
  code: AddressHistoryProblemCode;
  /** Dotted draft path of the field (or list) at fault. */
  field: string;
  /** Plain words, for logs and tests; the page shows `fieldMessage` of the error key instead. */
  message: string;
}

/**
 * What stops the history from being complete. Only the addresses needed count (`addressesNeeded`): a second
 * address behind a current one of 10 years is not a problem, `normaliseAddressHistory` drops it. Missing or
 * malformed dates are left to the field checks, and while one is missing the coverage is not judged.
 */
export function addressHistoryProblems(
  addresses: readonly Address[] | undefined,
  birthdate: string | undefined,
  today: Date,
): AddressHistoryProblem[] {
  const list = addresses ?? [];
  if (list.length === 0) return [{ code: 'none', field: '_address', message: 'no address given' }];
  const problems: AddressHistoryProblem[] = [];
  if (list.length > MAX_ADDRESSES) {
    problems.push({ code: 'toomany', field: '_address', message: `more than ${MAX_ADDRESSES} addresses` });
  }
  const todayIso = isoDateOf(today);
  const born = parseIsoDate(birthdate) ? birthdate : undefined;
  let reached: string | undefined = todayIso; // complete from here to today; undefined once it cannot be judged
  list.slice(0, addressesNeeded(list, today)).forEach((address, index) => {
    const path = `_address.${index}`;
    const from = parseIsoDate(address.FromDate) ? address.FromDate : undefined;
    const to = index === 0 ? todayIso : parseIsoDate(address.ToDate) ? address.ToDate : undefined;
    if (from && compareIsoDates(from, todayIso) > 0) {
      problems.push({ code: 'future', field: `${path}.FromDate`, message: 'address date in the future' });
    } else if (from && born && compareIsoDates(from, born) < 0) {
      problems.push({ code: 'beforebirth', field: `${path}.FromDate`, message: 'address date before birth' });
    }
    if (index > 0 && to && born && compareIsoDates(to, born) < 0) {
      problems.push({ code: 'beforebirth', field: `${path}.ToDate`, message: 'address date before birth' });
    } else if (index > 0 && from && to && compareIsoDates(to, from) < 0) {
      problems.push({ code: 'daterange', field: `${path}.ToDate`, message: 'address ends before it starts' });
    }
    if (reached === undefined) return;
    if (!from || !to) {
      reached = undefined;
    } else if (compareIsoDates(addDays(to, 1), reached) < 0) {
      // Moving out the day before moving in is no gap; any more is.
      problems.push({ code: 'gap', field: `${path}.ToDate`, message: 'gap between addresses' });
      reached = undefined;
    } else if (compareIsoDates(from, reached) < 0) {
      reached = from;
    }
  });
  // A gap already says why the years are not covered. Otherwise the fault is the earliest start date, or the
  // list itself when an address is missing.
  if (reached !== undefined && compareIsoDates(reached, addressHistoryStart(today)) > 0) {
    const needed = Math.min(addressesNeeded(list, today), MAX_ADDRESSES);
    const field = list.length < needed ? '_address' : `_address.${needed - 1}.FromDate`;
    problems.push({ code: 'notcovered', field, message: `addresses do not cover ${ADDRESS_HISTORY_YEARS} years` });
  }
  return problems;
}
