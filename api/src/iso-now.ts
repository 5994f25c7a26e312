// The time as ISO text, worked out once a millisecond. An autosave stamps its row with it, a busy server makes a
// dozen saves a millisecond, and Date's toISOString was about half a microsecond of each.

import { nowMs } from './clock.ts';

let stampedAt = Number.NaN;
let stamp = '';

/** The clock's `new Date().toISOString()`, the same text for every call within one millisecond. */
export function isoNow(): string {
  const now = nowMs();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = new Date(now).toISOString();
  }
  return stamp;
}
