import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { officeDay } from '@cards/shared/domain';
import type { DraftRow } from './repository.ts';
import type { Database } from '../../platform/db/schema.ts';
import { queueDraftMail } from './mail.ts';
import { recipientOf } from '../../platform/mail/links.ts';
import { now as clockNow } from '../../platform/clock.ts';

// Retention: a draft that was never sent is deleted once nothing has been saved in it for
// DRAFT_RETENTION_DAYS, and never sooner than DRAFT_DELETION_NOTICE_DAYS after its applicant was emailed that it
// would be (a draft with no address to email gets the same notice period, unannounced). A save after the notice
// starts the count again. Each api process runs a pass a day (RETENTION_INTERVAL_MS), and `ops retention` runs one:
// every step is guarded in SQL, so passes on several nodes at once remind once and delete once.

const DAY = 86_400_000;
/** Drafts handled a batch at a time, so a backlog never loads whole. */
const BATCH = 200;

export interface RetentionOutcome {
  /** Drafts whose applicant was emailed that it will be deleted. */
  reminded: number;
  /** Drafts whose notice period began without an email (no address, or a disabled link). */
  noticed: number;
  /** Drafts deleted, with their keys, tokens, error reports, signatures and mail. */
  deleted: number;
}

/** No notice since the last save: none yet, or one given before the applicant saved again. */
const noticeNotGiven = (eb: ExpressionBuilder<Database, 'drafts'>) =>
  eb.or([eb('deletion_notice_at', 'is', null), eb('deletion_notice_at', '<', eb.ref('updated_at'))]);

type Idle = Pick<DraftRow, 'id' | 'company' | 'card_type' | 'form_link' | 'data' | 'updated_at' | 'disabled'>;

/** When a draft saved at `updatedAt` and noticed at `noticeAt` may be deleted: both periods over. */
export function deletableFrom(updatedAt: string, noticeAt: string, draftDays: number, noticeDays: number): Date {
  return new Date(Math.max(Date.parse(updatedAt) + draftDays * DAY, Date.parse(noticeAt) + noticeDays * DAY));
}

/** Starts the notice period of one idle draft, emailing its applicant when there is an address; false if another pass or a save came first. */
async function giveNotice(app: FastifyInstance, draft: Idle, now: Date): Promise<'reminded' | 'noticed' | 'skipped'> {
  const { draftDays, noticeDays } = app.config.retention;
  const at = now.toISOString();
  const outcome = await app.drafts.transaction(async (drafts, trx) => {
    const claimed = await trx.updateTable('drafts').set({ deletion_notice_at: at })
      .where('id', '=', draft.id).where('converted', '=', 0).where('updated_at', '=', draft.updated_at)
      .where(noticeNotGiven)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return 'skipped' as const;
    const data = app.drafts.dataOf(draft);
    const to = draft.disabled ? null : recipientOf(data);
    if (!to) return 'noticed' as const;
    // The office's day, never the server's: a pass late in the UTC evening is the next morning in Australia.
    const deleteOn = officeDay(deletableFrom(draft.updated_at, at, draftDays, noticeDays), app.config.timeZone);
    // Only a draft whose saved time is no time has no day: its notice stands, with no email that could not say when.
    if (deleteOn === null) return 'noticed' as const;
    await queueDraftMail(app, drafts, trx, {
      kind: 'deletion-reminder', draft, data, to, deleteOn,
      dedupeKey: `deletion-reminder:${draft.id}:${draft.updated_at}`,
    }, now);
    return 'reminded' as const;
  });
  if (outcome === 'reminded') app.mailSender.kick();
  return outcome;
}

/** One pass: notice for drafts idle long enough, then deletion of those whose notice period is over. */
export async function runRetention(app: FastifyInstance, now = clockNow()): Promise<RetentionOutcome> {
  const { draftDays, noticeDays } = app.config.retention;
  const outcome: RetentionOutcome = { reminded: 0, noticed: 0, deleted: 0 };
  const idleSince = new Date(now.getTime() - (draftDays - noticeDays) * DAY).toISOString();

  let after = 0;
  for (;;) {
    const idle = await app.db.selectFrom('drafts')
      .select(['id', 'company', 'card_type', 'form_link', 'data', 'updated_at', 'disabled'])
      .where('converted', '=', 0).where('updated_at', '<', idleSince).where('id', '>', after)
      .where(noticeNotGiven)
      .orderBy('id').limit(BATCH).execute();
    for (const draft of idle) {
      const given = await giveNotice(app, draft, now);
      if (given !== 'skipped') outcome[given] += 1;
    }
    if (idle.length < BATCH) break;
    after = idle.at(-1)!.id;
  }

  const savedBefore = new Date(now.getTime() - draftDays * DAY).toISOString();
  const noticedBefore = new Date(now.getTime() - noticeDays * DAY).toISOString();
  for (;;) {
    const deleted = await app.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('drafts')
        .where('id', 'in', trx.selectFrom('drafts').select('id')
          .where('converted', '=', 0).where('updated_at', '<', savedBefore)
          .where('deletion_notice_at', 'is not', null).where('deletion_notice_at', '>=', (eb) => eb.ref('updated_at'))
          .where('deletion_notice_at', '<', noticedBefore)
          .orderBy('id').limit(BATCH))
        .returning('id').execute();
      const ids = gone.map((row) => row.id);
      // The mail about them names the applicant; keys, tokens, error reports, signatures and moves go by cascade.
      if (ids.length > 0) await trx.deleteFrom('outbox').where('draft_id', 'in', ids).execute();
      return ids.length;
    });
    outcome.deleted += deleted;
    if (deleted < BATCH) break;
  }
  return outcome;
}

/** Runs a pass every `intervalMs` in this process (the first a minute or one interval after start, whichever is sooner). */
export function startRetentionTimer(app: FastifyInstance): () => void {
  const { intervalMs } = app.config.retention;
  if (intervalMs <= 0) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const outcome = await runRetention(app);
      if (outcome.reminded + outcome.noticed + outcome.deleted > 0) app.log.info({ retention: outcome }, 'retention pass');
    } catch (err) {
      app.log.error({ err }, 'retention pass failed');
    }
    if (!stopped) schedule(intervalMs);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => void pass(), delay);
    timer.unref?.();
  };
  schedule(Math.min(intervalMs, 60_000));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
