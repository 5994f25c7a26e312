// How long to wait, in the words a person reads in a refusal: a limit's Retry-After, rounded up. The api writes it in
// its 429s and the pages in theirs when only the header says how long.

/** 'in 1 minute', 'in 14 minutes', 'in 3 hours'; never 'in 0 minutes'. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/**
 * A limit's refusal in SPEC §8's words ('Too many requests, please try again in a minute'), with the real wait
 * (a half-hour limit said 'in a minute'); 'later' when no wait is known.
 */
export function tooManyRequestsText(ms?: number): string {
  const wait = ms === undefined ? 'later' : ms <= 60_000 ? 'in a minute' : waitText(ms);
  return `Too many requests, please try again ${wait}`;
}
