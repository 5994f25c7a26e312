import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { Database, MailStatus, OutboxTable } from '../db/schema.ts';

// The mail queue (the `outbox` table). A message is added in the same transaction as the change that
// causes it, so it is never lost and never sent for a change that did not happen. The sender claims due messages
// with a lease: on PostgreSQL `FOR UPDATE SKIP LOCKED` lets several api nodes claim side by side without taking the
// same row; SQLite has a single writer, so its one UPDATE … RETURNING is the claim. A node that dies mid-send leaves
// its rows 'sending' with an old lease: they are claimed again when it runs out.

export type MailRow = Selectable<OutboxTable>;

/** A message to queue; `dedupeKey` makes a second one with the same key a no-op. */
export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  draftId?: number | null;
  fromName?: string | null;
  replyTo?: string | null;
  dedupeKey?: string | null;
}

/** A message as the dev outbox page and the tests read it. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  createdAt: string;
}

export const recipientKey = (address: string) => address.trim().toLowerCase();

export interface MailQueue {
  /** Adds a message (on `executor`, a transaction when it goes with a change); null when its dedupe key is taken. */
  add(executor: Kysely<Database>, mail: NewMail, now: Date): Promise<number | null>;
  /**
   * Holds, until `trx` ends, the locks of a draft's and an address's mail, so that two nodes counting towards the
   * same limit take turns (PostgreSQL advisory locks; SQLite's one writer takes turns already).
   */
  lockLimits(trx: Kysely<Database>, of: { draftId: number; recipient: string }): Promise<void>;
  /** Messages about a draft, or to an address, created since `since` (ISO): what the limits count. */
  countSince(executor: Kysely<Database>, of: { draftId: number } | { recipient: string }, since: string, options?: { exceptKinds?: readonly string[] }): Promise<number>;
  /**
   * When the `max` limit counted since `since` frees up again: the created time (ISO) of the message whose
   * leaving the window brings the count below `max`; null while it is below.
   */
  freedBy(executor: Kysely<Database>, of: { draftId: number } | { recipient: string }, since: string, max: number, options?: { exceptKinds?: readonly string[] }): Promise<string | null>;
  /** The message queued under a dedupe key, if any (on `executor` when given). */
  byDedupeKey(key: string, executor?: Kysely<Database>): Promise<MailRow | undefined>;
  /** Claims up to `limit` due messages, oldest first, until `now + leaseMs`; each claim counts as an attempt. */
  claim(now: Date, leaseMs: number, limit: number): Promise<MailRow[]>;
  markSent(id: number, now: Date): Promise<void>;
  /** A failed attempt: tried again at `nextAttemptAt`, or given up ('failed') when that is null. */
  markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void>;
  /** The newest messages first, to one address (any case) when `to` is given. */
  latest(options: { to?: string; limit: number }): Promise<OutboxMessage[]>;
  /** For the ops CLI: messages by status, newest first. */
  list(options: { status?: MailStatus; limit: number }): Promise<MailRow[]>;
  /** For the ops CLI: queue a failed or cancelled message again, now; false when it is not one. */
  retry(id: number, now: Date): Promise<boolean>;
  /** For the ops CLI: never send a queued or failed message; false when it is not one. */
  cancel(id: number): Promise<boolean>;
}

const toMessage = (r: MailRow): OutboxMessage => ({
  id: r.id, to: r.to_address, subject: r.subject, text: r.text, html: r.html, status: r.status, createdAt: r.created_at,
});

export function createMailQueue(db: Kysely<Database>, dialect: DialectName): MailQueue {
  return {
    async add(executor, mail, now) {
      const at = now.toISOString();
      const values = {
        to_address: mail.to,
        recipient: recipientKey(mail.to),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
        draft_id: mail.draftId ?? null,
        from_name: mail.fromName ?? null,
        reply_to: mail.replyTo ?? null,
        dedupe_key: mail.dedupeKey ?? null,
        status: 'queued' as const,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      };
      const row = await executor.insertInto('outbox').values(values)
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id').executeTakeFirst();
      return row?.id ?? null;
    },

    async lockLimits(trx, { draftId, recipient }) {
      if (dialect !== 'postgres') return;
      // Always in the same order, so two transactions never wait for each other's second lock.
      for (const key of [`mail:draft:${draftId}`, `mail:to:${recipientKey(recipient)}`].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
    },

    async countSince(executor, of, since, options = {}) {
      let query = executor.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('created_at', '>', since).where('status', '!=', 'cancelled');
      if (options.exceptKinds?.length) query = query.where('kind', 'not in', [...options.exceptKinds]);
      query = 'draftId' in of ? query.where('draft_id', '=', of.draftId) : query.where('recipient', '=', recipientKey(of.recipient));
      const { n } = await query.executeTakeFirstOrThrow();
      return Number(n);
    },

    async freedBy(executor, of, since, max, options = {}) {
      let query = executor.selectFrom('outbox').select('created_at')
        .where('created_at', '>', since).where('status', '!=', 'cancelled');
      if (options.exceptKinds?.length) query = query.where('kind', 'not in', [...options.exceptKinds]);
      query = 'draftId' in of ? query.where('draft_id', '=', of.draftId) : query.where('recipient', '=', recipientKey(of.recipient));
      const times = (await query.orderBy('created_at').execute()).map((r) => r.created_at);
      return times.length < max ? null : times[times.length - max]!;
    },

    byDedupeKey: (key, executor = db) => executor.selectFrom('outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirst(),

    async claim(now, leaseMs, limit) {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      let due = db.selectFrom('outbox').select('id')
        .where((eb) => eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
        ]))
        .orderBy('id').limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const claimed = await db.updateTable('outbox')
        .set((eb) => ({ status: 'sending', claimed_until: until, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
      // RETURNING keeps no order: oldest first, as they were queued.
      return claimed.sort((a, b) => a.id - b.id);
    },

    async markSent(id, now) {
      await db.updateTable('outbox')
        .set({ status: 'sent', sent_at: now.toISOString(), claimed_until: null, last_error: null })
        .where('id', '=', id).execute();
    },

    async markFailed(id, error, nextAttemptAt) {
      await db.updateTable('outbox')
        .set({
          status: nextAttemptAt ? 'queued' : 'failed',
          next_attempt_at: nextAttemptAt?.toISOString() ?? null,
          claimed_until: null,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', id).execute();
    },

    async latest({ to, limit }) {
      let select = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
      if (to) select = select.where('recipient', '=', recipientKey(to));
      return (await select.execute()).map(toMessage);
    },

    async list({ status, limit }) {
      let select = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
      if (status) select = select.where('status', '=', status);
      return select.execute();
    },

    async retry(id, now) {
      const result = await db.updateTable('outbox')
        .set({ status: 'queued', next_attempt_at: now.toISOString(), claimed_until: null })
        .where('id', '=', id).where('status', 'in', ['failed', 'cancelled'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async cancel(id) {
      const result = await db.updateTable('outbox').set({ status: 'cancelled', claimed_until: null })
        .where('id', '=', id).where('status', 'in', ['queued', 'failed'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
