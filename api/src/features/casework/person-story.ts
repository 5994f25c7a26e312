import type { FastifyInstance } from 'fastify';
import { statusView, type StatusView } from '@cards/shared/domain';
import type { AnswerGroup } from '@cards/shared/validation';
import type { Config } from '../../platform/config.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { personStatus } from '../people/status.ts';
import { DOCUMENT_KINDS, hasDocument, personAnswerGroups, type DocumentKind } from '../documents/documents.ts';
import { listItems } from '../induction/state.ts';
import { casePerson, trackingNumberOf } from './case-person.ts';
import { queueStageOf, type QueueStage } from './queue-stage.ts';
import { calendarDaysBetween, isOverdue } from './queue.ts';

// A person's page in the staff console (docs/staff-console.md 'The person's casework'): everything known about the
// application, read for staff of its brand. Nothing here is shown to the applicant: the decision's reason and the
// notes are staff's own.

export interface PersonStory {
  /** The version every change on the page sends back (a newer one answers 409). */
  version: number;
  person: {
    peopleId: number;
    trackingNumber: string;
    cardType: 'asic' | 'msic';
    firstname: string | null;
    surname: string;
    birthdate: string;
    email: string;
    submittedAt: string;
    redactedAt: string | null;
    stage: QueueStage | null;
    stageSince: string | null;
    daysInStage: number | null;
    overdue: boolean;
    dispatchMethod: string | null;
    cardSerial: string | null;
    activatedAt: string | null;
    /** The check's decision and why, in staff's words: never shown to the applicant. */
    decision: { decision: string; certDate: string | null; reason: string | null } | null;
    opsApproved: boolean;
  };
  /** The stages as the status page and the status emails tell them (shared statusView). */
  timeline: StatusView;
  /** Every change, oldest first: who, what, when, and the fields before and after. */
  audit: Array<{ at: string; actor: string; staffId: number | null; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>;
  /** The answers, as the check-your-answers page and the application form PDF list them. */
  answers: AnswerGroup[];
  /** The PDFs the person has (features/documents), by kind and file name. */
  documents: Array<{ kind: DocumentKind; fileName: string }>;
  /**
   * The statement of operational need: where its link went ('' when signed in the wizard), when it was made, last
   * changed (a link sent again, or signed) and signed; null when nobody signs one. Opening the link is not recorded.
   */
  statement: { status: 'awaited' | 'signed'; sentTo: string; madeAt: string; updatedAt: string; openedAt: string | null; signedAt: string | null } | null;
  /** The emails about the person, newest first: their subject and what became of them, not their text (which may hold codes). */
  mails: Array<{ id: number; kind: string; to: string; subject: string; status: string; createdAt: string; sentAt: string | null; attempts: number; lastError: string | null }>;
  inductions: Array<{ inductionName: string; completedAt: string | null }>;
  payments: Array<{ id: number; amountCents: number; provider: string; status: string; last4: string; createdAt: string }>;
  notes: Array<{ id: number; actor: string; staffId: number | null; text: string; createdAt: string }>;
}

function json(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The whole story of person `peopleId` of brand `company`; 404 for no such person of the brand. A redacted person's
 * story is their tracking number, the day of redaction and its audit row: nothing else is kept.
 */
export async function personStory(
  app: FastifyInstance, company: string, peopleId: number, config: Pick<Config, 'timeZone' | 'casework'> = app.config, now = clockNow(),
): Promise<PersonStory> {
  const row = await casePerson(app, company, peopleId);
  const form = await app.opNeedForms.byPeopleId(row.id);
  const redacted = row.redacted_at !== null;
  const [audit, mails, inductions, payments, notes, answers] = await Promise.all([
    app.db.selectFrom('person_audit').selectAll().where('people_id', '=', row.id).orderBy('id').execute(),
    redacted ? [] : app.db.selectFrom('outbox').select(['id', 'kind', 'to_address', 'subject', 'status', 'created_at', 'sent_at', 'attempts', 'last_error'])
      .where('draft_id', '=', row.draft_id).orderBy('id', 'desc').execute(),
    redacted ? [] : app.inductions.of({ personId: row.id }),
    app.db.selectFrom('payments').select(['id', 'amount_cents', 'provider', 'status', 'last4', 'created_at']).where('people_id', '=', row.id).orderBy('id').execute(),
    app.db.selectFrom('person_notes').selectAll().where('people_id', '=', row.id).orderBy('id').execute(),
    redacted ? [] : personAnswerGroups(app, row),
  ]);
  const stage = queueStageOf(row, form);
  const daysInStage = row.stage_since ? calendarDaysBetween(row.stage_since, now, config.timeZone) : null;
  const target = stage ? config.casework.stageTargetDays[stage] : null;
  return {
    version: row.version,
    person: {
      peopleId: row.id,
      trackingNumber: trackingNumberOf(row),
      cardType: row.card_type === 'msic' ? 'msic' : 'asic',
      firstname: row.firstname,
      surname: row.surname,
      birthdate: row.birthdate,
      email: row.email,
      submittedAt: row.created_at,
      redactedAt: row.redacted_at,
      stage,
      stageSince: row.stage_since,
      daysInStage,
      overdue: stage !== null && daysInStage !== null && isOverdue(stage, daysInStage, target, row.check_decision),
      dispatchMethod: row.dispatch_method,
      cardSerial: row.card_serial,
      activatedAt: row.activated_at,
      decision: row.check_decision ? { decision: row.check_decision, certDate: row.check_cert_date, reason: row.check_decision_reason } : null,
      opsApproved: row.ops_approved === 1,
    },
    timeline: statusView(personStatus(row, form), now, config.timeZone),
    audit: audit.map((a) => ({ at: a.created_at, actor: a.actor, staffId: a.staff_id, action: a.action, before: json(a.before), after: json(a.after) })),
    answers,
    documents: redacted ? [] : DOCUMENT_KINDS.filter((kind) => hasDocument(kind, row)).map((kind) => ({ kind, fileName: `${kind}-${trackingNumberOf(row)}.pdf` })),
    statement: form ? { status: form.status, sentTo: form.signer_email, madeAt: form.created_at, updatedAt: form.updated_at, openedAt: form.opened_at, signedAt: form.signed_at } : null,
    mails: mails.map((m) => ({
      id: m.id, kind: m.kind, to: m.to_address, subject: m.subject, status: m.status, createdAt: m.created_at, sentAt: m.sent_at, attempts: m.attempts, lastError: m.last_error,
    })),
    inductions: listItems(app, inductions).map(({ inductionName, completedAt }) => ({ inductionName, completedAt })),
    payments: payments.map((p) => ({ id: p.id, amountCents: p.amount_cents, provider: p.provider, status: p.status, last4: p.last4, createdAt: p.created_at })),
    notes: notes.map((n) => ({ id: n.id, actor: n.actor, staffId: n.staff_id, text: n.text, createdAt: n.created_at })),
  };
}
