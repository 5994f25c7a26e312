import type { TrackProblem } from '@cards/shared/stores';

// What the track screen says when signing in does not work (SPEC §8 'Track login'), in our words.

export const NOT_FOUND = 'We could not find an application with that tracking number and date of birth. Check both and try again.';
export const FAILED = 'Something went wrong on our side, so we could not check that just now. Try again in a minute.';
export const OFFLINE = 'This device is not connected to the internet, so we could not check that. Check your connection and try again.';
export const NO_STORAGE = 'Your browser is not letting this site keep you signed in. Turn on cookies and site data for this site, '
  + 'or leave private browsing, then try again.';
export const CODE_MESSAGES = {
  invalid_verification: 'That code is not right. Check the newest email we sent you and try again',
  expired_verification: 'That code has run out. Ask for a new code below',
} as const;

/** Whether the browser knows it has no connection (when it says online, the network may still be down). */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The sentence for a problem that is not about one field; a failure the device's lost connection explains says so. */
export function problemText(problem: TrackProblem | undefined): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'not-found': return NOT_FOUND;
    case 'too-many': return problem.message;
    case 'failed': return knownOffline() ? OFFLINE : FAILED;
    case 'code': return null;
  }
}
