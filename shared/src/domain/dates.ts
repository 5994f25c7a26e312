// Calendar dates as the draft stores them: ISO 'YYYY-MM-DD' strings (SPEC §3). Rules compare calendar days, not
// instants, so no time zone shifts a birthday. `today` arrives as a Date; its calendar day is read in the local
// time zone of whoever runs the rule (the browser; the api should run with TZ=Australia/Sydney). Instants shown to
// people (a stage's day, a signature's) are days in the office's time zone: officeDay and longDate.

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date of an ISO 'YYYY-MM-DD' string, or null when it is not a real date (2026-02-30). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The local calendar day of `date` as 'YYYY-MM-DD'. */
export function isoDateOf(date: Date): string {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Moves by whole years; 29 February becomes 28 February in a common year, so the result stays a real date. */
export function addYears(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  const year = date.year + years;
  return formatIsoDate({ year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) });
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** ISO dates sort as text, so comparing them needs no parsing. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The time zone the service keeps its days in: the brand office's. The api reads `TZ` (this default when
 * unset, api/src/main.ts) and passes it; a page uses this default.
 */
export const OFFICE_TIME_ZONE = 'Australia/Sydney';

/**
 * The calendar day ('YYYY-MM-DD') of a value in the office's time zone: a calendar date is its own day; an instant (an
 * ISO timestamp or a Date) is the day it was in `timeZone`, so 19:47 UTC on 27 November is 28 November in Sydney.
 * Null when the value is neither.
 */
export function officeDay(value: string | Date, timeZone: string = OFFICE_TIME_ZONE): string | null {
  if (typeof value === 'string' && parseIsoDate(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * A date as every page, email and printed document writes it: '28 November 2026', the day in the office's time zone
 * (officeDay). Anything that is not a date is given back as it came.
 */
export function longDate(value: string | Date, timeZone: string = OFFICE_TIME_ZONE): string {
  const day = officeDay(value, timeZone);
  const calendar = day ? parseIsoDate(day) : null;
  if (!calendar) return String(value);
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day)));
}
