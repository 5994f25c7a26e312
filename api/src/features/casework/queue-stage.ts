import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { PersonRow } from '../people/repository.ts';
import type { OpNeedFormRow } from '../opneed/repository.ts';

// Where a person stands in the staff queue, worked out from their row and their statement of operational need, and
// stored (`queue_stage`, `stage_since`) so the queue filters and sorts by index. Every change to these inputs calls
// `restage` in its own transaction; migration 0022 writes the same rule out in SQL for the people already there.

export const queueStages = [
  'submitted', 'interview-due', 'payment-due', 'ready-to-lodge', 'with-auscheck', 'decided', 'dispatched', 'activated',
] as const;
export type QueueStage = (typeof queueStages)[number];

export function isQueueStage(value: unknown): value is QueueStage {
  return typeof value === 'string' && (queueStages as readonly string[]).includes(value);
}

type StageInputs = Pick<PersonRow, 'redacted_at' | 'activated_at' | 'posted_at' | 'check_decision' | 'check_uploaded_at'
  | 'interviewed_at' | 'paid_at' | 'ops_approved'>;

/**
 * The queue stage of a person, the furthest thing recorded deciding it (the shared stage rules, shared/src/domain/
 * stage-rules.ts, let interview, payment and lodgement happen in any order before the decision):
 * - activated: the holder activated the card;
 * - dispatched: the card went out (by post or for pick-up), not yet activated;
 * - decided: AusCheck's decision is recorded (Y, or N which ends the application), no card sent;
 * - with-auscheck: the background check is lodged (uploaded), no decision yet;
 * - ready-to-lodge: interviewed and paid, not lodged;
 * - payment-due: interviewed, not paid;
 * - interview-due: paid but not interviewed, or nothing recorded and the need confirmed (or none to confirm);
 * - submitted: nothing recorded, and the statement of operational need is not yet signed or not yet approved by
 *   the office (the rules' `unconfirmedNeed`: no card is issued on it until both).
 * A redacted person is in no stage (null) and leaves the queue.
 */
export function queueStageOf(row: StageInputs, form: Pick<OpNeedFormRow, 'status'> | undefined): QueueStage | null {
  if (row.redacted_at) return null;
  if (row.activated_at) return 'activated';
  if (row.posted_at) return 'dispatched';
  if (row.check_decision) return 'decided';
  if (row.check_uploaded_at) return 'with-auscheck';
  if (row.interviewed_at && row.paid_at) return 'ready-to-lodge';
  if (row.interviewed_at) return 'payment-due';
  if (row.paid_at) return 'interview-due';
  const needConfirmed = form === undefined || (form.status === 'signed' && row.ops_approved === 1);
  return needConfirmed ? 'interview-due' : 'submitted';
}

/**
 * Stores the person's queue stage from their row as it now is, in the caller's transaction; `stage_since` becomes
 * `now` only when the stage changed, so a change within a stage keeps its days. The stage after.
 */
export async function restage(executor: Kysely<Database>, peopleId: number, now: Date): Promise<QueueStage | null> {
  const row = await executor.selectFrom('people').selectAll().where('id', '=', peopleId).executeTakeFirst();
  if (!row) return null;
  const form = await executor.selectFrom('operational_need_forms').select('status').where('people_id', '=', peopleId).executeTakeFirst();
  const stage = queueStageOf(row, form);
  if (stage !== row.queue_stage) {
    await executor.updateTable('people')
      .set({ queue_stage: stage, stage_since: stage === null ? null : now.toISOString() })
      .where('id', '=', peopleId).execute();
    await executor.updateTable('person_airports').set({ queue_stage: stage }).where('people_id', '=', peopleId).execute();
  }
  return stage;
}
