import { ApiError } from '../../platform/errors.ts';

/**
 * A change decided on a version of the person that is no longer current: someone else changed it first. `version`,
 * the one the server holds, when known.
 */
export function staleVersion(version?: number): ApiError {
  return new ApiError(409, 'Someone else changed this application first. Reload it to see their change, then try again.', undefined,
    { reason: 'stale_version', ...(version === undefined ? {} : { version }) });
}
