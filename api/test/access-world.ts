import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { signIdToken } from '../src/features/people/id-token.ts';
import { enrol, enrolment, enrolmentToken, foreignCard } from './induction-helpers.ts';
import { createDraft, headers, outbox, resumeLinkIn, save, signInAs, step1, step2, wholeApplication } from './draft-helpers.ts';
import type { TestApp } from './helpers.ts';

// The records the access matrix (access-matrix.test.ts) tries to reach: two applicants, A and B, each with one of
// everything a credential opens. Every test holds A's credentials and aims at B's records, so B's values must never
// come back.

export interface Applicant {
  firstname: string;
  surname: string;
  birthdate: string;
  /** A draft in progress (step 1 done, so its saved-form email holds a resume link). */
  draft: { id: number; key: string; formLink: string; token: string; email: string };
  /** A sent application of adg (an induction brand) for Darwin, signed in. */
  person: { Id: number; draftId: number; trackingNumber: string; token: string; email: string };
  /** The statement of operational need its conversion made, and its emailed link. */
  statement: { id: number; ref: string; employer: string };
  /** The person's induction (public id). */
  induction: string;
  /** A card of another issuer enrolled for inductions. */
  card: { Id: number; RandomId: string; induction: string; email: string; number: string };
  /** The one-time token of the enrolment link emailed when the person enrolled with their own facts. */
  enrolmentToken: string;
}

export interface World {
  t: TestApp;
  a: Applicant;
  b: Applicant;
  /** Tokens of A's that must open nothing: signed with another secret, expired, signed out. */
  badTokens: { forged: string; expired: string; revoked: string };
}

const unique = (what: string) => `${what}.${randomBytes(6).toString('hex')}@example.com`;

/** A key, RandomId or reference shaped like the real ones, and nobody's. */
export const madeUpKey = () => randomBytes(32).toString('base64url');
export const madeUpRef = () => randomBytes(18).toString('base64url');

/** The same text with its last character changed: the reference next door. */
export function nextTo(ref: string, at = ref.length - 1): string {
  const changed = ref[at] === 'A' ? 'B' : 'A';
  return ref.slice(0, at) + changed + ref.slice(at + 1);
}

async function applicant(t: TestApp, firstname: string, surname: string, birthdate: string, cardNumber: string): Promise<Applicant> {
  const tag = firstname.toLowerCase();
  const name = { ...step1, Firstname: firstname, Surname: surname, Birthdate: birthdate };

  // The draft in progress: created with step 1 complete, which queues the saved-form email with its resume link.
  const draftEmail = unique(`${tag}.draft`);
  const created = await createDraft(t, { ...name, ...step2, Email: draftEmail, EmailConfirm: draftEmail, _stepCompleted: 1 });
  const [saved] = await outbox(t, draftEmail);
  expect(saved, `no saved-form email to ${draftEmail}`).toBeDefined();
  const link = resumeLinkIn(saved!.text);
  const draft = { id: created.id, key: created.key, formLink: link.formLink, token: link.token, email: draftEmail };

  // The sent application: adg's Darwin, so it has an induction; an employer, so a statement to sign.
  const email = unique(tag);
  const employer = unique(`${tag}.employer`);
  const data: Draft = { ...name, ...step2, Email: email, EmailConfirm: email };
  const sent = await createDraft(t, data, 'adg');
  const whole = { ...wholeApplication, ...data, Employeremail: employer, airports: [{ Id: 8, Airport: 'Darwin (DRW)' }] };
  const complete = await save(t, sent.id, sent.key, { ...whole, _version: 1, _stepCompleted: 4 });
  expect(complete.statusCode, complete.body).toBe(200);
  const converted = await t.app.inject({ method: 'POST', url: `/api/form/${sent.id}/people`, headers: headers(sent.key, 'adg'), payload: {} });
  expect(converted.statusCode, converted.body).toBe(200);
  const { Id, TrackingNumber } = converted.json() as { Id: number; TrackingNumber: string };
  const token = await signInAs(t, { Id, email, birthdate });
  const person = { Id, draftId: sent.id, trackingNumber: TrackingNumber, token, email };

  const [statementMail] = (await outbox(t, employer)).filter((m) => m.subject.startsWith('Please confirm why'));
  expect(statementMail, `no statement email to ${employer}`).toBeDefined();
  const [, formId, ref] = /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]+)/.exec(statementMail!.text)!;
  const statement = { id: Number(formId), ref: ref!, employer };

  const [induction] = await t.app.db.selectFrom('inductions').select('public_id').where('person_id', '=', Id).execute();
  expect(induction, `no induction for person ${Id}`).toBeDefined();

  const cardEmail = unique(`${tag}.card`);
  const enrolled = await foreignCard(t, { Firstname: firstname, Surname: surname, Birthdate: birthdate, Email: cardEmail, Asicnum: cardNumber });
  const card = { Id: enrolled.Id, RandomId: enrolled.RandomId, induction: enrolled.inductionIds[0]!, email: cardEmail, number: cardNumber };

  const enrolled2 = await enrol(t, enrolment({ Firstname: firstname, Middlenames: undefined, Surname: surname, Birthdate: birthdate, Asicnum: TrackingNumber }));
  expect(enrolled2.statusCode, enrolled2.body).toBe(200);
  const linkToken = await enrolmentToken(t, email);

  return { firstname, surname, birthdate, draft, person, statement, induction: induction!.public_id, card, enrolmentToken: linkToken };
}

/** A and B, made one after the other, so each record of B's sits next to A's. */
export async function makeWorld(t: TestApp): Promise<World> {
  const a = await applicant(t, 'Alinta', 'Ashworth', '1990-05-17', 'ABC1234');
  const b = await applicant(t, 'Bronwyn', 'Blackwood', '1984-11-02', 'XYZ9876');
  const { auth } = t.config;
  const forged = await signIdToken(a.person.Id, { ...auth, jwtSecret: 'a secret that is not the api\'s' });
  const expired = await signIdToken(a.person.Id, auth, new Date(Date.now() - 2 * auth.idTokenTtlSeconds * 1000));
  const revoked = await signInAs(t, { Id: a.person.Id, email: a.person.email, birthdate: a.birthdate });
  const signedOut = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${revoked}` } });
  expect(signedOut.statusCode).toBe(204);
  return { t, a, b, badTokens: { forged, expired, revoked } };
}

/**
 * Everything of B's that an answer to A could leak: names, addresses, birthdate, numbers and every secret. Names and
 * email addresses are what a person would recognise; the secrets are what would let A in.
 */
export function valuesOf(x: Applicant): string[] {
  return [
    x.firstname, x.surname, x.birthdate, x.draft.key, x.draft.formLink, x.draft.token, x.draft.email, x.person.trackingNumber,
    x.person.token, x.person.email, x.statement.ref, x.statement.employer, x.induction, x.card.RandomId, x.card.induction,
    x.card.email, x.card.number, x.enrolmentToken,
  ];
}

/** Every row the database holds of one applicant's, to show that nothing refused changed any of them. */
export async function rowsOf(t: TestApp, x: Applicant) {
  const db = t.app.db;
  const drafts = [x.draft.id, x.person.draftId];
  const addresses = [x.draft.email, x.person.email, x.statement.employer, x.card.email];
  const people = [x.person.Id];
  return {
    drafts: await db.selectFrom('drafts').selectAll().where('id', 'in', drafts).orderBy('id').execute(),
    draftKeys: await db.selectFrom('draft_keys').selectAll().where('draft_id', 'in', drafts).orderBy('id').execute(),
    draftTokens: await db.selectFrom('draft_tokens').selectAll().where('draft_id', 'in', drafts).orderBy('id').execute(),
    formErrors: await db.selectFrom('form_errors').selectAll().where('draft_id', 'in', drafts).orderBy('id').execute(),
    moves: await db.selectFrom('draft_moves').selectAll().where('draft_id', 'in', drafts).orderBy('id').execute(),
    signatures: await db.selectFrom('draft_signatures').selectAll().where('draft_id', 'in', drafts).execute(),
    mail: await db.selectFrom('outbox').select(['id', 'recipient', 'subject']).where('recipient', 'in', addresses).orderBy('id').execute(),
    people: await db.selectFrom('people').selectAll().where('id', 'in', people).execute(),
    codes: await db.selectFrom('verification_codes').selectAll().where('people_id', 'in', people).orderBy('id').execute(),
    audit: await db.selectFrom('person_audit').selectAll().where('people_id', 'in', people).orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().where('people_id', 'in', people).orderBy('id').execute(),
    statements: await db.selectFrom('operational_need_forms').selectAll().where('people_id', 'in', people).orderBy('id').execute(),
    enrolmentLinks: await db.selectFrom('induction_enrolment_claims').selectAll().where('people_id', 'in', people).orderBy('id').execute(),
    cards: await db.selectFrom('foreign_cards').selectAll().where('id', '=', x.card.Id).execute(),
    inductions: await db.selectFrom('inductions').selectAll()
      .where((eb) => eb.or([eb('person_id', 'in', people), eb('foreign_card_id', '=', x.card.Id)])).orderBy('id').execute(),
  };
}
