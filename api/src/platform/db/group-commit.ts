import type SQLite from 'better-sqlite3';
import { isDatabaseUnavailable } from './unavailable.ts';

// Group commit for a hot write on SQLite: the writes asked for in two turns of the event loop run in one
// transaction, so they share its commit (on a busy server about 6.6 autosaves a commit, and the commit was most of
// an autosave's write). Each caller still gets its answer only after the commit, as with a write of its own.

/** What a queued write comes to: its result, or 'not run' when a transaction was open on the connection. */
export type Queued<T> = { ran: true; result: T } | { ran: false };

/**
 * Queues `write(args)` to run with the other writes of this turn and the next, in one transaction, once the next
 * turn's I/O has been read (setImmediate twice: under load, the requests that came while this turn's were handled
 * join them; 4.9 → 6.6 saves a commit in the bench's autosave, and 7% more saves a second; when idle the second turn
 * waits for nothing). A write is not run at all while another transaction is open on the connection (better-sqlite3
 * has one; a Kysely transaction may span turns, and a write run then would join it and be undone with it): its
 * caller takes its other path. Should the shared transaction fail, it is undone and each write is run again on
 * its own, so one bad write costs the others nothing and its caller gets its own error; unless the database was
 * locked or unusable, which each write alone would wait out again in turn (the busy timeout, the event loop held):
 * every caller then gets that error.
 */
export function groupCommit<A, T>(sqlite: SQLite.Database, write: (args: A) => T): (args: A) => Promise<Queued<T>> {
  interface Waiting { args: A; resolve: (outcome: Queued<T>) => void; reject: (err: unknown) => void }
  let waiting: Waiting[] = [];
  const together = sqlite.transaction((batch: Waiting[]) => batch.map((w) => write(w.args)));

  function alone(w: Waiting) {
    try {
      w.resolve({ ran: true, result: write(w.args) });
    } catch (err) {
      w.reject(err);
    }
  }

  function flush() {
    const batch = waiting;
    waiting = [];
    if (sqlite.inTransaction) {
      for (const w of batch) w.resolve({ ran: false });
      return;
    }
    if (batch.length === 1) {
      alone(batch[0]!);
      return;
    }
    let results: T[];
    try {
      results = together(batch);
    } catch (err) {
      if (isDatabaseUnavailable(err)) for (const w of batch) w.reject(err);
      else for (const w of batch) alone(w);
      return;
    }
    batch.forEach((w, i) => w.resolve({ ran: true, result: results[i]! }));
  }

  return (args) => new Promise((resolve, reject) => {
    if (waiting.length === 0) setImmediate(() => setImmediate(flush));
    waiting.push({ args, resolve, reject });
  });
}
