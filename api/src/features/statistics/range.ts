import { addDays, addYears, isIsoDate, officeDay, parseIsoDate } from '@cards/shared/domain';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';

// The days a report covers: from and to as days in the office's time zone, both included. Left out, it is the
// last 12 weeks: this week (to today) and the 11 whole weeks before it, so every week of the report is a whole week
// but the current one. At most 2 years, so one request cannot read the whole history.

export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The whole days from day `a` to day `b` (ISO days); negative when `b` comes first. */
export function daysBetween(a: string, b: string): number {
  const [x, y] = [parseIsoDate(a)!, parseIsoDate(b)!];
  return Math.round((Date.UTC(y.year, y.month - 1, y.day) - Date.UTC(x.year, x.month - 1, x.day)) / DAY_MS);
}

/** The Monday of the week `day` is in. */
export function weekStarting(day: string): string {
  const date = parseIsoDate(day)!;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function refused(field: 'from' | 'to', message: string): ApiError {
  return new ApiError(400, message, { [field]: 'invalid' });
}

/** The range a request asks for, or a 400 naming the field that is wrong. */
export function reportRange(query: { from?: string; to?: string }, now: Date, timeZone: string): ReportRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isIsoDate(value)) throw refused(field, invalidDetailsMessage);
  }
  const to = query.to ?? officeDay(now, timeZone)!;
  const from = query.from ?? addDays(weekStarting(to), -11 * 7);
  if (from > to) throw refused('from', 'The first day must be on or before the last day.');
  if (to >= addYears(from, 2)) throw refused('from', 'A report covers at most 2 years.');
  return { from, to };
}
