import { errorStatus, readApiError, retryAfterMs } from '@cards/shared/api';
import { tooManyRequestsText } from '@cards/shared/domain';

// SPEC §2 link-expired, §8 'Link expiry request': 429 has its own text, with the real wait of its Retry-After;
// otherwise the server's message or the unknown-error text.

/** SPEC §8's words for a limit of a minute or less. */
export const TOO_MANY_REQUESTS = tooManyRequestsText(60_000);
export const UNKNOWN_ERROR = 'Unknown error, please try again later';

export type LinkRequestResult = { ok: true; message: string } | { ok: false; message: string };

/** What the person is told about a request for a new link. */
export async function linkRequestOutcome(request: Promise<{ message?: string }>): Promise<LinkRequestResult> {
  try {
    const answer = await request;
    return { ok: true, message: answer?.message || 'We have emailed you a new link to your application.' };
  } catch (error) {
    if (errorStatus(error) === 429) return { ok: false, message: tooManyRequestsText(retryAfterMs(error) ?? 60_000) };
    return { ok: false, message: readApiError(error)?.message || UNKNOWN_ERROR };
  }
}
