// How long to wait, said in the words a person reads in a refusal: the Retry-After of a limit, rounded up.

/** 'in 1 minute', 'in 14 minutes', 'in 3 hours'; never 'in 0 minutes'. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
}
