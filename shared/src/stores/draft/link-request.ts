import { errorStatus, readApiError } from '@cards/shared/api';

// SPEC §2 link-expired, §8 'Link expiry request': 429 has its own text; otherwise the server's message or the
// unknown-error text.

export const TOO_MANY_REQUESTS = 'Too many requests, please try again in a minute';
export const UNKNOWN_ERROR = 'Unknown error, please try again later';

export type LinkRequestResult = { ok: true; message: string } | { ok: false; message: string };

/** What the person is told about a request for a new link. */
export async function linkRequestOutcome(request: Promise<{ message?: string }>): Promise<LinkRequestResult> {
  try {
    const answer = await request;
    return { ok: true, message: answer?.message || 'We have emailed you a new link to your application.' };
  } catch (error) {
    if (errorStatus(error) === 429) return { ok: false, message: TOO_MANY_REQUESTS };
    return { ok: false, message: readApiError(error)?.message || UNKNOWN_ERROR };
  }
}
