import type { FastifyInstance } from 'fastify';
import { longDate, personIdOfTrackingNumber, statusView, trackingNumber } from '@cards/shared/domain';
import { personStatus } from '../features/people/status.ts';
import { DECISION_REASON_MAX_LENGTH, DISPATCH_METHODS, recordStage, type StageAction } from '../features/casework/record-stage.ts';
import { redactPerson } from '../features/casework/redact-person.ts';
import { ApiError } from '../platform/errors.ts';
import { OpsError } from './ops-error.ts';
import { now as clockNow } from '../platform/clock.ts';

// Staff move an application along from the command line: the interview, the payment, the background check's
// upload and decision, the dispatch of the card, the office's approval of the need, and redaction. The casework
// services (features/casework/) make each change, as they do for the staff console.

export const PERSON_ACTIONS = ['show', 'interview', 'payment', 'upload', 'decision', 'dispatch', 'approve-need', 'redact'] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

export interface PersonCommand {
  action: PersonAction;
  /** A tracking number (VEA or VEP and 7 digits) or the person id. */
  who: string;
  /** The staff member making the change; required for every change. */
  by?: string;
  /** The day it happened (YYYY-MM-DD); today when left out. */
  date?: string;
  /** decision: Y (the card may be issued) or N (SPEC §8: not issued). */
  decision?: string;
  /** decision: why, for staff only (never shown to the applicant). */
  reason?: string;
  /** dispatch: how the card went. */
  method?: string;
  /** dispatch: the serial number printed on the card (1 to 6 digits), which the holder activates it with. */
  serial?: string;
}

function personIdOf(who: string): number {
  const fromNumber = personIdOfTrackingNumber(who);
  if (fromNumber !== null) return fromNumber;
  if (/^\d{1,9}$/.test(who.trim()) && Number(who) > 0) return Number(who);
  throw new OpsError(`"${who}" is neither a tracking number (VEA0001523) nor a person id.`);
}

/** The CLI's words for a refused value, by the field the service names. */
function flagMessage(err: ApiError, command: PersonCommand): string {
  const [field, key] = Object.entries(err.fields ?? {})[0] ?? [];
  switch (field) {
    case 'by': return key === 'required' ? 'Say who is making the change with --by "Your Name".' : '--by is at most 100 characters.';
    case 'date': return key === 'future' ? '--date cannot be in the future.' : `--date is a day such as 2026-11-22, not "${command.date ?? ''}".`;
    case 'decision': return 'decision takes Y (may be issued) or N (not issued).';
    case 'method': return `--method is one of ${DISPATCH_METHODS.join(', ')}.`;
    case 'serial': return 'dispatch needs --serial: the 1 to 6 digits printed on the card, not all zeros.';
    case 'reason': return `--reason is at most ${DECISION_REASON_MAX_LENGTH} characters.`;
    default: return err.message;
  }
}

/** The casework services' refusals, as the CLI says them. */
async function asOps<T>(command: PersonCommand, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.statusCode === 404) throw new OpsError(`There is no person ${command.who}.`);
    throw new OpsError(flagMessage(err, command));
  }
}

export async function runPersonCommand(app: FastifyInstance, command: PersonCommand, now = clockNow()): Promise<string[]> {
  const id = personIdOf(command.who);
  const row = await app.people.byId(id);
  if (!row) throw new OpsError(`There is no person ${command.who}.`);
  const number = trackingNumber(row.id, row.card_type === 'msic' ? 'msic' : 'asic');
  if (command.action === 'show') {
    if (row.redacted_at) return [`${number}: redacted on ${longDate(row.redacted_at, app.config.timeZone)}.`];
    const view = statusView(personStatus(row), now, app.config.timeZone);
    return [
      `${number} (person ${row.id}, ${row.company}, ${row.card_type.toUpperCase()}): now at ${view.current}`,
      ...view.stages.map((s) => `  ${s.done ? 'done' : '    '}  ${s.id.padEnd(10)} ${s.date ?? ''}`),
      ...(await app.people.audit(row.id)).map((a) => `  audit ${a.created_at}  ${a.actor}: ${a.action} ${a.before} → ${a.after}`),
    ];
  }
  const by = { name: command.by ?? '' };
  if (command.action === 'redact') {
    const { trackingNumber: redacted } = await asOps(command, () => redactPerson(app, { company: row.company, peopleId: row.id, by }, now));
    return [`${redacted} is redacted: only its id, a salted hash of the birthdate and today's date are kept.`];
  }
  const action: StageAction = command.action === 'upload' ? 'lodge' : command.action;
  const done = await asOps(command, () => recordStage(app, {
    company: row.company, peopleId: row.id, action, by, date: command.date, decision: command.decision, reason: command.reason, method: command.method, serial: command.serial,
  }, now));
  return [`${done.trackingNumber}: ${command.action} recorded by ${by.name.trim()}; now at ${done.current}.${done.emailed ? ' The applicant is emailed.' : ''}`];
}
