import { sql, type Kysely } from 'kysely';
import type { DialectName } from './connect.ts';
import type { Database } from './schema.ts';

// Attempts counted per card, person or source, whatever the client's address, in the database so that
// every api process counts the same ones. A kind names what is limited ('activation', 'sign-in', …) and a subject
// whose (a person's id, or an id with a hashed address). The per-client limits (platform/rate-limit.ts) stay on top.

export interface AttemptLimit {
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
}

export interface AttemptCount {
  /** Attempts in the window, the one just recorded included. */
  count: number;
  /** Whether the attempt is within the limit (take: whether it was recorded at all). */
  allowed: boolean;
  /** When not allowed: how long until one more would be (ms); 0 otherwise. */
  retryAfterMs: number;
}

export interface AttemptsRepository {
  /** Counts a subject's attempts in the window without recording one; allowed while fewer than `max`. */
  check(kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<AttemptCount>;
  /** Records an attempt whatever the count (e.g. a failure after the check), and counts; allowed up to `max`. */
  record(kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<AttemptCount>;
  /**
   * Records an attempt only while fewer than `max` are in the window, in one step for all api processes: requests
   * sent together cannot all pass a check before any is recorded.
   */
  take(kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<AttemptCount>;
}

export function createAttemptsRepository(db: Kysely<Database>, dialect: DialectName): AttemptsRepository {
  const since = (limit: AttemptLimit, now: Date) => new Date(now.getTime() - limit.windowMs).toISOString();

  async function count(trx: Kysely<Database>, kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<number> {
    const { n } = await trx.selectFrom('attempts').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind).where('subject', '=', subject).where('created_at', '>', since(limit, now))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Until the attempt whose leaving the window brings the count under `max` has left it. */
  async function retryAfter(trx: Kysely<Database>, kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<number> {
    if (limit.max === 0) return limit.windowMs;
    const row = await trx.selectFrom('attempts').select('created_at')
      .where('kind', '=', kind).where('subject', '=', subject).where('created_at', '>', since(limit, now))
      .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(limit.max - 1).limit(1)
      .executeTakeFirst();
    // Never more than the window: a try counted by a request that started after this one has a later time.
    return row ? Math.min(limit.windowMs, Math.max(1, Date.parse(row.created_at) + limit.windowMs - now.getTime())) : 1;
  }

  async function insert(trx: Kysely<Database>, kind: string, subject: string, limit: AttemptLimit, now: Date): Promise<void> {
    await trx.insertInto('attempts').values({ kind, subject, created_at: now.toISOString() }).execute();
    // Rows past the window count for nothing.
    await trx.deleteFrom('attempts').where('kind', '=', kind).where('created_at', '<=', since(limit, now)).execute();
  }

  /** One subject's attempts in turn on PostgreSQL; SQLite's transactions already run one at a time. */
  async function inTurn(trx: Kysely<Database>, kind: string, subject: string): Promise<void> {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${kind}\n${subject}`}))`.execute(trx);
  }

  return {
    async check(kind, subject, limit, now) {
      const n = await count(db, kind, subject, limit, now);
      const allowed = n < limit.max;
      return { count: n, allowed, retryAfterMs: allowed ? 0 : await retryAfter(db, kind, subject, limit, now) };
    },

    async record(kind, subject, limit, now) {
      return db.transaction().execute(async (trx) => {
        await inTurn(trx, kind, subject);
        await insert(trx, kind, subject, limit, now);
        const n = await count(trx, kind, subject, limit, now);
        const allowed = n <= limit.max;
        return { count: n, allowed, retryAfterMs: allowed ? 0 : await retryAfter(trx, kind, subject, limit, now) };
      });
    },

    async take(kind, subject, limit, now) {
      return db.transaction().execute(async (trx) => {
        await inTurn(trx, kind, subject);
        const n = await count(trx, kind, subject, limit, now);
        if (n >= limit.max) return { count: n, allowed: false, retryAfterMs: await retryAfter(trx, kind, subject, limit, now) };
        await insert(trx, kind, subject, limit, now);
        return { count: n + 1, allowed: true, retryAfterMs: 0 };
      });
    },
  };
}
