import { waitText } from '@cards/shared/domain/wait-text';
import { StaffApiError } from '../api/client.ts';

/** A lockout in words, from the api's Retry-After: 'Try again in 4 minutes.' */
export function lockoutText(error: StaffApiError): string {
  const wait = error.retryAfterSeconds === undefined ? 'later' : waitText(error.retryAfterSeconds * 1000);
  return `Too many attempts. For your account's safety, signing in is paused. Try again ${wait}.`;
}

/** What went wrong with a call that the page has no better words for. */
export function callProblem(error: unknown): string {
  if (error instanceof StaffApiError && error.status === undefined) return 'We could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Try again, and if it happens again, tell the service desk.';
}

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });
const dateOnly = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'Australia/Sydney' });

/** A moment as staff in the office read it: 28 Nov 2026, 3:45 pm. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A day: 28 Nov 2026. A calendar date (1990-05-17) is that day wherever the page is. */
export function day(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return dateOnly.format(new Date(`${iso}T12:00:00+10:00`));
  return when(iso) && dateOnly.format(new Date(iso));
}
