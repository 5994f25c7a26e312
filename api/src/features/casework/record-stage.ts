import type { FastifyInstance } from 'fastify';
import { isIsoDate, officeDay, stageChangeRefusal, statusView, type StageChange, type StageId } from '@cards/shared/domain';
import { isCardSerial } from '@cards/shared/validation/formats';
import type { PersonRow, PersonStageFields } from '../people/repository.ts';
import type { StatusUpdate } from '../../mail/templates/index.ts';
import { personStatus } from '../people/status.ts';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { casePerson, checkChangeable, checkedActor, noSuchPerson, trackingNumberOf, type StaffActor } from './case-person.ts';
import { emailStatusUpdate } from './status-email.ts';

// Staff move an application along (SPEC §3 status record): the interview, the payment at the counter, lodging the
// background check with AusCheck, AusCheck's decision, the dispatch of the card, and the office's approval of the
// need. The console and `ops person` both call this, so the shared stage rules are applied once.

export const STAGE_ACTIONS = ['interview', 'payment', 'lodge', 'decision', 'dispatch', 'approve-need'] as const;
export type StageAction = (typeof STAGE_ACTIONS)[number];

export const DISPATCH_METHODS = ['post', 'pickup'] as const;
export type DispatchMethod = (typeof DISPATCH_METHODS)[number];

export const DECISION_REASON_MAX_LENGTH = 2000;

export interface StageRecord {
  company: string;
  peopleId: number;
  action: StageAction;
  by: StaffActor;
  /** The version the change was decided on; a newer one refuses it (409). */
  expectedVersion?: number;
  /** The day it happened (YYYY-MM-DD, the office's day, not in the future); now when left out. */
  date?: string;
  /** decision: Y (the card may be issued) or N (SPEC §8: not issued). */
  decision?: string;
  /** decision: why, for staff only; never shown to the applicant. */
  reason?: string;
  /** dispatch: how the card went; post when left out. */
  method?: string;
  /** dispatch: the serial number printed on the card (1 to 6 digits), which the holder activates it with. */
  serial?: string;
  /** What else the console recorded with it (the identity documents seen, a counter payment's receipt), kept in the audit row. */
  detail?: Record<string, unknown>;
}

export interface StageRecorded {
  peopleId: number;
  trackingNumber: string;
  /** Where the application is now, as the status page says it. */
  current: StageId | 'processed' | 'complete';
  /** Whether the applicant's status email was queued. */
  emailed: boolean;
  version: number;
}

/** The audit's word for each action: lodging is the background check's upload (SPEC §3 _ausCheckUploaded). */
const auditAction: Record<StageAction, string> = {
  interview: 'interview', payment: 'payment', lodge: 'upload', decision: 'decision', dispatch: 'dispatch', 'approve-need': 'approve-need',
};

/** The moment a stage is recorded at: now, or a day given as the office's day (the office's today is not the future). */
function momentOf(date: string | undefined, now: Date, timeZone: string): string {
  if (date === undefined) return now.toISOString();
  if (!isIsoDate(date)) throw new ApiError(400, `The date is a day such as 2026-11-22, not "${date}".`, { date: 'date' });
  if (date > officeDay(now, timeZone)!) throw new ApiError(400, 'The date cannot be in the future.', { date: 'future' });
  return `${date}T00:00:00.000Z`;
}

function decisionOf(record: StageRecord): 'Y' | 'N' {
  const decision = record.decision?.trim().toUpperCase();
  if (decision !== 'Y' && decision !== 'N') throw new ApiError(400, 'The decision is Y (may be issued) or N (not issued).', { decision: 'invalid' });
  return decision;
}

/** What each action changes, checked. */
function fieldsFor(record: StageRecord, now: Date, timeZone: string): PersonStageFields {
  const at = momentOf(record.date, now, timeZone);
  switch (record.action) {
    case 'interview': return { interviewed_at: at };
    case 'payment': return { paid_at: at };
    case 'lodge': return { check_uploaded_at: at };
    case 'decision': {
      const reason = record.reason?.trim() ?? '';
      if (reason.length > DECISION_REASON_MAX_LENGTH) throw new ApiError(400, `The reason is at most ${DECISION_REASON_MAX_LENGTH} characters.`, { reason: 'maxlength' });
      return { check_decision: decisionOf(record), check_cert_date: at, check_decision_reason: reason || null };
    }
    case 'dispatch': {
      const method = record.method ?? 'post';
      if (!(DISPATCH_METHODS as readonly string[]).includes(method)) throw new ApiError(400, `The method is one of ${DISPATCH_METHODS.join(', ')}.`, { method: 'invalid' });
      const serial = record.serial?.trim();
      if (!serial || !isCardSerial(serial)) throw new ApiError(400, 'Dispatch needs the serial number: the 1 to 6 digits printed on the card, not all zeros.', { serial: 'cardserial' });
      return { posted_at: at, dispatch_method: method, card_serial: serial };
    }
    case 'approve-need': return { ops_approved: 1 };
  }
}

/** The stage change an action records, as the shared stage rules name it. */
function changeOf(record: StageRecord): StageChange {
  if (record.action === 'decision') return decisionOf(record) === 'Y' ? 'decision-Y' : 'decision-N';
  return record.action === 'lodge' ? 'upload' : record.action;
}

/** Which status email a change sends. */
function updateOf(action: StageAction, fields: PersonStageFields): StatusUpdate {
  if (action === 'decision') return fields.check_decision === 'N' ? 'decision-N' : 'decision-Y';
  if (action === 'dispatch') return fields.dispatch_method === 'pickup' ? 'dispatch-pickup' : 'dispatch-post';
  if (action === 'lodge') return 'upload';
  return action;
}

/**
 * Records one stage action on person `peopleId` of brand `company`: one transaction with its audit row, the version
 * and the queue stage, then the applicant's status email. 400 for a bad value (naming the field), 404 for no such
 * person of the brand, 409 for a change the stage rules refuse, a redacted person, or a version no longer current.
 */
export async function recordStage(app: FastifyInstance, record: StageRecord, now = clockNow()): Promise<StageRecorded> {
  if (!(STAGE_ACTIONS as readonly string[]).includes(record.action)) throw new ApiError(400, `The action is one of ${STAGE_ACTIONS.join(', ')}.`, { action: 'invalid' });
  const by = checkedActor(record.by);
  const row = await casePerson(app, record.company, record.peopleId);
  checkChangeable(row, record.expectedVersion);
  const fields = fieldsFor(record, now, app.config.timeZone);
  // The shared stage rules, with the statement of operational need as the page sees it.
  const refusal = stageChangeRefusal(changeOf(record), personStatus(row, await app.opNeedForms.byPeopleId(row.id)));
  if (refusal) throw new ApiError(409, refusal);
  // Guarded by the version the rules were checked on: a change made since refuses this one.
  const changed: PersonRow | undefined = await app.people.changeStages(row.id, fields,
    { actor: by.name, staffId: by.staffId, action: auditAction[record.action], detail: record.detail }, now, { company: record.company, version: row.version });
  if (!changed) throw noSuchPerson();
  const view = statusView(personStatus(changed), now, app.config.timeZone);
  const emailed = await emailStatusUpdate(app, changed, updateOf(record.action, fields), now);
  return { peopleId: changed.id, trackingNumber: trackingNumberOf(changed), current: view.current, emailed, version: changed.version };
}
