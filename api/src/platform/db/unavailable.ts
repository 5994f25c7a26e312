// Which failures mean the database cannot be used just now, in one place: platform/errors.ts answers
// them 503 with a Retry-After, so the page keeps what was typed and tries again, where any other fault is a 500.
// A refused statement (a constraint, bad SQL) is a fault of ours and stays a 500.

/** SQLite result codes (better-sqlite3's `code`, extended codes included): locked by another connection, or the file unusable. */
const sqlitePrefixes = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL'];

/**
 * PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources (too many connections, disk full),
 * 57P01-57P03 the server shutting down, crashed or starting, 55P03 a lock not available.
 */
const postgresClasses = ['08', '53'];
const postgresCodes = new Set(['57P01', '57P02', '57P03', '55P03']);

/** The socket to PostgreSQL failed (node's codes on the error pg passes on). */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** pg's own errors carry no code, only these messages: a connection lost mid-query, or the pool's wait for one timed out. */
const pgMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** Whether `err` says the database cannot be reached or is locked, rather than that a statement was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (sqlitePrefixes.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && (postgresClasses.includes(code.slice(0, 2)) || postgresCodes.has(code))) return true;
    if (networkCodes.has(code)) return true;
  }
  return typeof message === 'string' && pgMessages.some((pattern) => pattern.test(message));
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const unavailableRetryAfterSeconds = 5;
