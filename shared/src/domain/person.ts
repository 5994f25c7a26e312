// The applicant as a person: age rules (SPEC §4 'Card type and application rules', §5 'Dates and addresses', §9)
// and the name options of step 1. Every function returns a new draft; none changes its argument.
import type { Draft, PreviousName } from './draft.ts';
import { addYears, compareIsoDates, isoDateOf, parseIsoDate } from './dates.ts';

/** SPEC §5, §9: the birthdate picker stops 13 years ago, so applicants are at least 13. */
export const MINIMUM_AGE = 13;
/** SPEC §4: under-18 applicants get a provisional card. */
export const PROVISIONAL_UNDER_AGE = 18;
/** Ours: a birthdate further back than this is a typing slip (1852 for 1952). */
export const MAXIMUM_AGE = 120;

function isoOf(date: Date | string): string {
  return typeof date === 'string' ? date : isoDateOf(date);
}

/**
 * Whole years between a birthdate and a day, or null when either is not a real date. Someone born on
 * 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birthdate: string | undefined, on: Date | string): number | null {
  const born = parseIsoDate(birthdate);
  const day = parseIsoDate(isoOf(on));
  if (!born || !day) return null;
  const hadBirthday = day.month > born.month || (day.month === born.month && day.day >= born.day);
  return day.year - born.year - (hadBirthday ? 0 : 1);
}

/** SPEC §4: under 18 on `today`. An unknown birthdate is not provisional. */
export function isProvisional(birthdate: string | undefined, today: Date): boolean {
  const age = ageOn(birthdate, today);
  return age !== null && age < PROVISIONAL_UNDER_AGE;
}

/** SPEC §4: ExtraData.Provisional follows the birthdate (true under 18, false otherwise). */
export function withProvisional(draft: Draft, today: Date): Draft {
  const Provisional = isProvisional(draft.Birthdate, today);
  if (draft.ExtraData?.Provisional === Provisional) return draft;
  return { ...draft, ExtraData: { ...draft.ExtraData, Provisional } };
}

/** SPEC §5, §9: the latest birthdate a picker offers, 13 years before today. */
export function birthdatePickerMax(today: Date): string {
  return addYears(isoDateOf(today), -MINIMUM_AGE);
}

/** The earliest birthdate we accept, 120 years before today. */
export function birthdatePickerMin(today: Date): string {
  return addYears(isoDateOf(today), -MAXIMUM_AGE);
}

export type BirthdateProblem = 'date' | 'future' | 'minage' | 'maxage';

/** What is wrong with a birthdate, most basic first; null when it is fine or empty (required is checked apart). */
export function birthdateProblem(birthdate: string | undefined, today: Date): BirthdateProblem | null {
  if (birthdate === undefined || birthdate === '') return null;
  if (!parseIsoDate(birthdate)) return 'date';
  if (compareIsoDates(birthdate, isoDateOf(today)) > 0) return 'future';
  if (compareIsoDates(birthdate, birthdatePickerMax(today)) > 0) return 'minage';
  if (compareIsoDates(birthdate, birthdatePickerMin(today)) < 0) return 'maxage';
  return null;
}

/**
 * The single-name option: a person with one name keeps it in Surname. Turning it on moves a lone first name
 * there and clears the first and middle names, so the draft never holds a name the applicant no longer gives.
 */
export function setSingleName(draft: Draft, singleName: boolean): Draft {
  if (!singleName) return { ...draft, _singlename: false };
  const Surname = draft.Surname?.trim() ? draft.Surname : draft.Firstname;
  return { ...draft, _singlename: true, Firstname: '', Middlenames: '', Surname };
}

/** Turning 'known by another name' on opens one empty entry; turning it off drops the list. */
export function setHasPreviousNames(draft: Draft, hasPreviousNames: boolean): Draft {
  if (!hasPreviousNames) return { ...draft, _hasPreviousNames: false, _previousNames: [] };
  const list = draft._previousNames?.length ? draft._previousNames : [{}];
  return { ...draft, _hasPreviousNames: true, _previousNames: list };
}

export function addPreviousName(draft: Draft, name: PreviousName = {}): Draft {
  return { ...draft, _hasPreviousNames: true, _previousNames: [...(draft._previousNames ?? []), name] };
}

/** SPEC §4: withdrawing the only previous name also turns 'known by another name' off. */
export function removePreviousName(draft: Draft, index: number): Draft {
  const list = (draft._previousNames ?? []).filter((_, i) => i !== index);
  return { ...draft, _previousNames: list, _hasPreviousNames: list.length > 0 ? draft._hasPreviousNames : false };
}
