import { int, type Env } from '../../platform/env.ts';
import { queueStages, type QueueStage } from './queue-stage.ts';

/**
 * The days a person may stay in each queue stage before the queue marks them overdue; null for a stage with no
 * target. Each is CASEWORK_TARGET_DAYS_<STAGE> (SUBMITTED, INTERVIEW_DUE, …; 0 turns a target off). The defaults:
 * - submitted 14: the statement of operational need signed and approved within two weeks, or staff chase it;
 * - interview-due 14 and payment-due 7: the applicant booked and paid in the weeks after sending;
 * - ready-to-lodge 2: lodged with AusCheck within two working days of being ready;
 * - with-auscheck 28: AusCheck's usual four weeks, past which staff ask after it;
 * - decided 5: the card made and dispatched within a week of decision Y (decision N ends the application: never overdue);
 * - dispatched 30: SPEC §9 takes a card as picked up 30 days after dispatch, so one not activated by then is followed up;
 * - activated: done, no target.
 */
export const DEFAULT_STAGE_TARGET_DAYS: Record<QueueStage, number | null> = {
  submitted: 14,
  'interview-due': 14,
  'payment-due': 7,
  'ready-to-lodge': 2,
  'with-auscheck': 28,
  decided: 5,
  dispatched: 30,
  activated: null,
};

/** The casework's part of the api's settings. */
export interface CaseworkConfig {
  casework: {
    /** Days in a stage past which a person is overdue (null: never). */
    stageTargetDays: Record<QueueStage, number | null>;
  };
}

export function caseworkConfig(env: Env): CaseworkConfig {
  const stageTargetDays = Object.fromEntries(queueStages.map((stage) => {
    const fallback = DEFAULT_STAGE_TARGET_DAYS[stage];
    const days = int(env, `CASEWORK_TARGET_DAYS_${stage.toUpperCase().replace(/-/g, '_')}`, fallback ?? 0);
    return [stage, days === 0 ? null : days];
  })) as Record<QueueStage, number | null>;
  return { casework: { stageTargetDays } };
}
