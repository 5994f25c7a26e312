import { expect } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import type { OutboxMessage } from '../src/platform/mail/mail-queue.ts';
import { invite } from '../src/ops/mail-ops.ts';
import { runPersonCommand } from '../src/ops/person-ops.ts';
import { png } from './signature-helpers.ts';
import { step1, step2, step3, step4, wholeApplication } from './application-data.ts';
import type { TestApp } from './helpers.ts';

// Calls shared by the api's tests, and the sample drafts (application-data.ts).

export { step1, step2, step3, step4, wholeApplication };

export interface Created {
  id: number;
  key: string;
  form: Draft;
}

export function headers(key?: string, company = 'default', cardType = 'asic'): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-company': company,
    'x-website-type': cardType,
    ...(key === undefined ? {} : { 'x-form-key': key }),
  };
}

/**
 * SPEC §5: what the page has before its first save (a first name, the email address twice), under what a test
 * sends; POST /api/form makes no draft without it.
 */
export const firstSave: Draft = { Firstname: 'Jane', Email: 'jane.citizen@example.com', EmailConfirm: 'jane.citizen@example.com' };

/** POST /api/form with `draft` over `firstSave`. The postal partner's drafts are made by invitation (`invitedDraft`). */
export async function createDraft(t: TestApp, draft: object = {}, company = 'default', cardType = 'asic'): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/form', headers: headers(undefined, company, cardType), payload: { ...firstSave, ...draft },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
}

/**
 * SPEC §1: a postal-partner draft, made as the partner's applicants get theirs: `ops invite`, then the emailed
 * link's token for a key, then the draft loaded with it (version 1, nothing typed but the address).
 */
export async function invitedDraft(t: TestApp, email = `invited.${Math.random().toString(36).slice(2)}@example.com`): Promise<Created> {
  const { draftId, formLink } = await invite(t.app, email);
  const [mail] = (await outbox(t, email)).filter((m) => m.subject.startsWith('Your invitation'));
  const link = resumeLinkIn(mail!.text);
  expect(link.formLink).toBe(formLink);
  const exchanged = await t.app.inject({ method: 'POST', url: `/api/form/${formLink}/key`, headers: headers(undefined, 'postal'), payload: { token: link.token } });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const key = exchanged.json<{ key: string }>().key;
  const loaded = await load(t, formLink, key);
  expect(loaded.statusCode, loaded.body).toBe(200);
  return { id: draftId, key, form: loaded.json<Draft>() };
}

export function load(t: TestApp, ref: string, key?: string) {
  return t.app.inject({ method: 'GET', url: `/api/form/${ref}`, headers: headers(key) });
}

export function save(t: TestApp, id: number | string, key: string | undefined, draft: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/form/${id}`,
    headers: headers(key),
    payload: typeof draft === 'string' ? draft : JSON.stringify(draft),
  });
}

/** The stored row, to set states the api has no route for (disabled, converted). */
export async function setDraft(t: TestApp, id: number, changes: { disabled?: number; converted?: number; people_id?: number; expired_at?: string }) {
  await t.app.db.updateTable('drafts').set(changes).where('id', '=', id).execute();
}

export type { OutboxMessage };

/** Every message kept for `to` (or for anyone), newest first. */
export function outbox(t: TestApp, to?: string): Promise<OutboxMessage[]> {
  return t.app.mailQueue.latest({ to, limit: 10_000 });
}

/** The resume link in a message: `{PUBLIC_URL}/apply/form/{formLink}/?t={one-time token}&company=…`. */
export function resumeLinkIn(text: string): { url: URL; formLink: string; token: string; company: string } {
  const match = /https?:\/\/\S+\/apply\/form\/\S+/.exec(text);
  expect(match, text).not.toBeNull();
  const url = new URL(match![0]);
  const formLink = url.pathname.split('/')[3]!;
  return { url, formLink, token: url.searchParams.get('t')!, company: url.searchParams.get('company')! };
}

/** POST /api/form/{ref}/key: an emailed link's token for a key of the page's own. */
export function exchange(t: TestApp, ref: string, token: string) {
  return t.app.inject({ method: 'POST', url: `/api/form/${ref}/key`, headers: headers(), payload: { token } });
}

/** Completes step 1 of a draft made with the step 1 answers (the first completion queues the saved-form email). */
export function completeStepOne(t: TestApp, created: Created, version = 1) {
  return save(t, created.id, created.key, { ...created.form, _version: version, _stepCompleted: 1 });
}

export interface SubmittedPerson {
  Id: number;
  TrackingNumber: string;
  VerificationCode: string;
  email: string;
  birthdate: string;
  draftId: number;
}

/** A whole default-brand application, sent: the person it became on conversion. */
export async function submittedPerson(t: TestApp, email = `person.${Math.random().toString(36).slice(2)}@example.com`): Promise<SubmittedPerson> {
  const created = await createDraft(t, { ...step1, ...step2, Email: email, EmailConfirm: email });
  const saved = await save(t, created.id, created.key, { ...wholeApplication, Email: email, EmailConfirm: email, _version: 1, _stepCompleted: 4 });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json(), email, birthdate: step1.Birthdate!, draftId: created.id };
}

/** Signs a person in as the track page does: a code by email (read from the outbox), then the token. */
export async function signInAs(t: TestApp, person: Pick<SubmittedPerson, 'Id' | 'email' | 'birthdate'>): Promise<string> {
  const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.Id), password: person.birthdate, ...body } });
  expect((await login({})).statusCode).toBe(200);
  const [mail] = (await outbox(t, person.email)).filter((m) => m.subject.startsWith('Your code to track'));
  const code = /Your code:\n(\d{6})\n/.exec(mail!.text)![1]!;
  const res = await login({ verificationCode: code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/**
 * The employer signs the statement of operational need (the repository's own signing, with a real PNG) and staff
 * approve it with the ops command: what decision Y and dispatch wait for (shared stage rules).
 */
export async function confirmNeed(t: TestApp, person: Pick<SubmittedPerson, 'Id' | 'TrackingNumber'>, now = new Date()): Promise<void> {
  const form = await t.app.opNeedForms.byPeopleId(person.Id);
  expect(form, `no statement for ${person.TrackingNumber}`).toBeDefined();
  if (form!.status === 'awaited') expect(await t.app.opNeedForms.sign(form!.id, t.app.opNeedForms.fieldsOf(form!), png(300, 100), now)).toBe(true);
  await runPersonCommand(t.app, { action: 'approve-need', who: person.TrackingNumber, by: 'Staff' }, now);
}
