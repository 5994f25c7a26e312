import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isIsoDate, longDate, officeDay, personIdOfTrackingNumber, stageChangeRefusal, statusView, trackingNumber, type StageChange } from '@cards/shared/domain';
import { getBrand } from '@cards/shared/brand';
import type { PersonRow, PersonStageFields } from '../features/people/repository.ts';
import { queueDraftMail } from '../features/drafts/mail.ts';
import { activateLink, trackLink } from '../platform/mail/links.ts';
import type { StatusUpdate } from '../mail/templates/index.ts';
import { personStatus } from '../features/people/status.ts';
import { birthdateHash } from '../features/people/sign-in.ts';
import { isCardSerial } from '@cards/shared/validation/formats';
import { OpsError } from './ops-error.ts';
import { now as clockNow } from '../platform/clock.ts';

// Staff move an application along: the interview, the payment, the background check's
// upload and decision, the dispatch of the card, the office's approval of the need, and redaction. Each change is
// one transaction with its audit row (who, what, when, before and after).

export const PERSON_ACTIONS = ['show', 'interview', 'payment', 'upload', 'decision', 'dispatch', 'approve-need', 'redact'] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

export const DISPATCH_METHODS = ['post', 'pickup'] as const;

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

/** The moment a stage is recorded at: now, or a day given as the office's day (the office's today is not the future). */
function dayOf(date: string | undefined, now: Date, timeZone: string): string {
  if (date === undefined) return now.toISOString();
  if (!isIsoDate(date)) throw new OpsError(`--date is a day such as 2026-11-22, not "${date}".`);
  if (date > officeDay(now, timeZone)!) throw new OpsError('--date cannot be in the future.');
  return `${date}T00:00:00.000Z`;
}

/** What each action changes. */
function fieldsFor(command: PersonCommand, now: Date, timeZone: string): PersonStageFields {
  const at = dayOf(command.date, now, timeZone);
  switch (command.action) {
    case 'interview': return { interviewed_at: at };
    case 'payment': return { paid_at: at };
    case 'upload': return { check_uploaded_at: at };
    case 'decision': {
      const decision = command.decision?.toUpperCase();
      if (decision !== 'Y' && decision !== 'N') throw new OpsError('decision takes Y (may be issued) or N (not issued).');
      return { check_decision: decision, check_cert_date: at };
    }
    case 'dispatch': {
      const method = command.method ?? 'post';
      if (!(DISPATCH_METHODS as readonly string[]).includes(method)) throw new OpsError(`--method is one of ${DISPATCH_METHODS.join(', ')}.`);
      const serial = command.serial?.trim();
      if (!serial || !isCardSerial(serial)) throw new OpsError('dispatch needs --serial: the 1 to 6 digits printed on the card, not all zeros.');
      return { posted_at: at, dispatch_method: method, card_serial: serial };
    }
    case 'approve-need': return { ops_approved: 1 };
    default: throw new OpsError(`${command.action} changes no stage.`);
  }
}

/** The stage change a command records, as the shared stage rules name it. */
function changeOf(command: PersonCommand): StageChange {
  if (command.action === 'decision') {
    const decision = command.decision?.toUpperCase();
    if (decision !== 'Y' && decision !== 'N') throw new OpsError('decision takes Y (may be issued) or N (not issued).');
    return decision === 'Y' ? 'decision-Y' : 'decision-N';
  }
  return command.action as StageChange;
}

/** Which status email a change sends. */
function updateOf(action: PersonAction, fields: PersonStageFields): StatusUpdate {
  if (action === 'decision') return fields.check_decision === 'N' ? 'decision-N' : 'decision-Y';
  if (action === 'dispatch') return fields.dispatch_method === 'pickup' ? 'dispatch-pickup' : 'dispatch-post';
  return action as StatusUpdate;
}

/**
 * Every stage change emails the applicant: what happened, what comes next and the track link, with no
 * more personal data than the first name and the tracking number. Held to the mail limits like every email.
 */
async function emailUpdate(app: FastifyInstance, person: PersonRow, update: StatusUpdate, now: Date): Promise<boolean> {
  const draft = await app.drafts.byId(person.draft_id);
  if (!draft || !person.email) return false;
  const brand = getBrand(person.company);
  const number = trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic');
  const link = trackLink(app.config.publicUrl, brand, person.card_type, number);
  const dispatched = update === 'dispatch-post' || update === 'dispatch-pickup';
  // The card is the person's, as made: not the draft's.
  const outcome = await app.drafts.transaction((drafts, trx) => queueDraftMail(app, drafts, trx, {
    kind: 'status-update', draft, cardType: person.card_type, data: { Firstname: person.firstname ?? undefined }, to: person.email,
    trackingNumber: number, link, update,
    ...(dispatched ? { activateLink: activateLink(app.config.publicUrl, brand, person.card_type) } : {}),
  }, now));
  if (outcome.queued) app.mailSender.kick();
  return outcome.queued;
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
  const by = command.by?.trim();
  if (!by) throw new OpsError('Say who is making the change with --by "Your Name".');
  if (by.length > 100) throw new OpsError('--by is at most 100 characters.');
  if (row.redacted_at) throw new OpsError(`${number} was redacted; nothing about it can change.`);

  if (command.action === 'redact') {
    const salt = randomBytes(16).toString('hex');
    await app.people.redact(row.id, { hash: birthdateHash(row.birthdate, salt), salt }, by, now);
    return [`${number} is redacted: only its id, a salted hash of the birthdate and today's date are kept.`];
  }
  const fields = fieldsFor(command, now, app.config.timeZone);
  // The shared stage rules, with the statement of operational need as the page sees it.
  const refusal = stageChangeRefusal(changeOf(command), personStatus(row, await app.opNeedForms.byPeopleId(row.id)));
  if (refusal) throw new OpsError(refusal);
  const changed = await app.people.changeStages(row.id, fields, { actor: by, action: command.action }, now);
  if (!changed) throw new OpsError(`${number} could not be changed.`);
  const view = statusView(personStatus(changed), now, app.config.timeZone);
  const emailed = await emailUpdate(app, changed, updateOf(command.action, fields), now);
  return [`${number}: ${command.action} recorded by ${by}; now at ${view.current}.${emailed ? ' The applicant is emailed.' : ''}`];
}
