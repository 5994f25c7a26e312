// Calendar dates as the draft stores them: ISO 'YYYY-MM-DD' strings (SPEC §3). Rules compare calendar days, not
// instants, so no time zone shifts a birthday. `today` arrives as a Date; its calendar day is read in the local
// time zone of whoever runs the rule (the browser; the api should run with TZ=Australia/Sydney).

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
 * A date as the pages write it: '23 November 2026'. A calendar date is written as it is; an instant (an ISO
 * timestamp) as its calendar day in Sydney, where the service keeps its days.
 */
export function longDate(value: string): string {
  const calendar = parseIsoDate(value);
  const date = calendar ? new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day)) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric', month: 'long', year: 'numeric', timeZone: calendar ? 'UTC' : 'Australia/Sydney',
  }).format(date);
}
