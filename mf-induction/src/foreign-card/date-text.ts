/**
 * A date as people read it, '23 November 2026'. A calendar date (YYYY-MM-DD) is that day wherever the reader is; a
 * moment (an ISO timestamp) is the day it was where the reader is.
 */
export function dateText(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
}
