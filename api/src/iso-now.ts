// The time as ISO text, worked out once a millisecond. An autosave stamps its row with it, a busy server makes a
// dozen saves a millisecond, and Date's toISOString was about half a microsecond of each (issue 16).

let stampedAt = Number.NaN;
let stamp = '';

/** `new Date().toISOString()`, the same text for every call within one millisecond. */
export function isoNow(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = new Date(now).toISOString();
  }
  return stamp;
}
