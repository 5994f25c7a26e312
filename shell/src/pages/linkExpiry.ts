import type { AxiosInstance } from 'axios';
import { errorStatus, readApiError } from '@cards/shared/api';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again in a minute';
export const UNKNOWN_ERROR = 'Unknown error, please try again later';

export type LinkRequestResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Asks for a new link to an application whose link has expired (SPEC §2 link-expired, §8 'Link expiry request':
 * 429 has its own text; otherwise the server's message or the unknown-error text).
 */
export async function requestNewLink(http: AxiosInstance, randomId: string): Promise<LinkRequestResult> {
  try {
    const response = await http.post<{ message?: string }>(
      `/api/mail/link-expired/${encodeURIComponent(randomId)}`,
      {},
    );
    return { ok: true, message: response.data?.message || 'We have emailed you a new link to your application.' };
  } catch (error) {
    if (errorStatus(error) === 429) return { ok: false, message: TOO_MANY_REQUESTS };
    return { ok: false, message: readApiError(error)?.message || UNKNOWN_ERROR };
  }
}
