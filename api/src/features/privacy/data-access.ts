import type { FastifyInstance } from 'fastify';
import { trackingNumber } from '@cards/shared/domain';
import { notFound } from '../../platform/errors.ts';
import type { HeldPerson } from './repository.ts';

// A data-access request (Australian Privacy Principle 12): everything the service holds about a person of the
// member's brand, as one record the JSON gives as it is and the PDF writes out in words. Each copy made is put on
// the person's record (person_audit, 'data-access'), so who took what is known.

const parse = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) as unknown : null;
  } catch {
    return text;
  }
};

export interface DataAccessExport {
  madeAt: string;
  madeBy: string;
  trackingNumber: string;
  card: 'ASIC' | 'MSIC';
  redacted: boolean;
  /** What is held but not given here, and why, in plain words. */
  notes: string[];
  person: {
    id: number; company: string; cardType: string; firstname: string | null; surname: string; birthdate: string; email: string;
    submittedAt: string; interviewedAt: string | null; paidAt: string | null; needApproved: boolean; lodgedAt: string | null;
    checkDecision: string | null; decidedAt: string | null; dispatchedAt: string | null; dispatchMethod: string | null;
    cardSerial: string | null; activatedAt: string | null; redactedAt: string | null;
  };
  /** The answers as the application was sent. */
  application: unknown;
  draft: { createdAt: string; updatedAt: string; stepCompleted: number; answers: unknown; signatureHeld: boolean;
    moves: Array<{ from: string; to: string; at: string }> } | null;
  audit: Array<{ at: string; actor: string; action: string; before: unknown; after: unknown }>;
  payments: Array<{ at: string; amountCents: number; provider: string; status: string; cardLast4: string | null; reference: string | null }>;
  operationalNeedForms: Array<{ status: string; signerEmail: string; details: unknown; signatureHeld: boolean; signedAt: string | null; createdAt: string; updatedAt: string }>;
  inductions: Array<{ program: string | null; module: number; completedAt: string | null; certificateCode: string | null; startedAt: string; updatedAt: string }>;
  emails: Array<{ at: string; subject: string; kind: string; status: string; sentAt: string | null }>;
  signInCodes: { count: number; codes: Array<{ purpose: string; createdAt: string; expiresAt: string; usedAt: string | null }> };
  formErrors: Array<{ at: string; error: string; answers: unknown }>;
}

export interface Member {
  id: number;
  name: string;
  company: string;
}

/** The person, when they are the member's brand's: another brand's answers as one that does not exist. */
export async function personOfBrand(app: FastifyInstance, company: string, peopleId: number): Promise<HeldPerson> {
  const person = await app.privacy.person(company, peopleId);
  if (!person) throw notFound('We could not find that person.');
  return person;
}

export async function dataAccessExport(app: FastifyInstance, member: Member, peopleId: number, format: 'json' | 'pdf', now: Date): Promise<DataAccessExport> {
  const person = await personOfBrand(app, member.company, peopleId);
  const held = await app.privacy.held(person);
  const cardType = person.card_type === 'msic' ? 'msic' : 'asic';
  const redacted = person.redacted_at !== null;
  const notes = [
    'Card numbers are never stored: a payment keeps its amount, day and outcome, the card\'s last 4 digits, the payment provider\'s reference '
      + 'and a keyed one-way fingerprint of the card number, which limits the attempts made with one card and cannot be turned back into it.',
    'Sign-in codes and emailed links are kept only as one-way hashes, so they are not shown.',
    'Emails are listed by subject, day and status; the wording of each email is held as well.',
  ];
  if (held.forms.some((f) => f.signature_held === 1)) notes.push('The signed statement of operational need holds the signer\'s drawn signature as an image.');
  if (held.draftSignatureHeld) notes.push('The signature drawn in the application form is held as an image.');
  if (redacted) {
    notes.unshift('This record was redacted: the answers, contact details, stage days, statements, inductions and emails were removed. '
      + 'Only its id, card, brand, the day it was sent, a salted hash of the birthdate, the payments\' amounts and days, and the record of the redaction are kept.');
  } else if (person.birthdate_hash) {
    notes.push('A salted hash of the birthdate is held.');
  }
  const result: DataAccessExport = {
    madeAt: now.toISOString(),
    madeBy: member.name,
    trackingNumber: trackingNumber(person.id, cardType),
    card: cardType === 'msic' ? 'MSIC' : 'ASIC',
    redacted,
    notes,
    person: {
      id: person.id, company: person.company, cardType: person.card_type, firstname: person.firstname, surname: person.surname,
      birthdate: person.birthdate, email: person.email, submittedAt: person.created_at, interviewedAt: person.interviewed_at,
      paidAt: person.paid_at, needApproved: person.ops_approved === 1, lodgedAt: person.check_uploaded_at, checkDecision: person.check_decision,
      decidedAt: person.check_cert_date, dispatchedAt: person.posted_at, dispatchMethod: person.dispatch_method, cardSerial: person.card_serial,
      activatedAt: person.activated_at, redactedAt: person.redacted_at,
    },
    application: redacted ? null : parse(person.data),
    draft: held.draft ? {
      createdAt: held.draft.created_at, updatedAt: held.draft.updated_at, stepCompleted: held.draft.step_completed,
      answers: redacted ? null : parse(held.draft.data), signatureHeld: held.draftSignatureHeld,
      moves: held.moves.map((m) => ({ from: m.from_company, to: m.to_company, at: m.created_at })),
    } : null,
    audit: held.audit.map((a) => ({ at: a.created_at, actor: a.actor, action: a.action, before: parse(a.before), after: parse(a.after) })),
    payments: held.payments.map((p) => ({
      at: p.created_at, amountCents: p.amount_cents, provider: p.provider, status: p.status, cardLast4: p.last4 || null, reference: p.reference,
    })),
    operationalNeedForms: held.forms.map((f) => ({
      status: f.status, signerEmail: f.signer_email, details: parse(f.fields), signatureHeld: f.signature_held === 1,
      signedAt: f.signed_at, createdAt: f.created_at, updatedAt: f.updated_at,
    })),
    inductions: held.inductions.map((i) => ({
      program: i.program, module: i.module, completedAt: i.completed_at, certificateCode: i.certificate_code, startedAt: i.created_at, updatedAt: i.updated_at,
    })),
    emails: held.emails.map((e) => ({ at: e.created_at, subject: e.subject, kind: e.kind, status: e.status, sentAt: e.sent_at })),
    signInCodes: {
      count: held.codes.length,
      codes: held.codes.map((c) => ({ purpose: c.purpose, createdAt: c.created_at, expiresAt: c.expires_at, usedAt: c.used_at })),
    },
    formErrors: held.formErrors.map((e) => ({ at: e.created_at, error: e.error, answers: parse(e.user_data) })),
  };
  // On record before it leaves: a copy that could not be recorded is not given.
  await app.privacy.recordAccess(person.id, member, format, now);
  return result;
}
