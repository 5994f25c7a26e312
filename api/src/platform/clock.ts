// The api's clock. CLOCK_AT (an ISO instant) starts it at that moment and lets it run on from there, so a journey or
// a demonstration can see a given day and hour (midnight UTC is early morning in Australia); otherwise it is the
// system's. Everything of the api that reads the time reads it here, so one process never sees two times.

let offsetMs = 0;

/** Starts the clock at `at` (an ISO instant with its zone), or puts it back on the system's time. */
export function setClock(at: string | undefined): void {
  if (at === undefined || at === '') {
    offsetMs = 0;
    return;
  }
  const ms = /T.*(Z|[+-]\d\d:\d\d)$/.test(at) ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`CLOCK_AT must be an ISO instant with its zone, such as 2026-11-27T19:47:00Z; it is '${at}'`);
  offsetMs = ms - Date.now();
}

/** Milliseconds since the epoch, as Date.now. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The current moment, as new Date(). */
export function now(): Date {
  return new Date(nowMs());
}
