import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import {
  confirmNeed,
  createDraft, headers, outbox, save, signInAs, step1, step2, submittedPerson, wholeApplication, type OutboxMessage, type SubmittedPerson,
} from '../draft-helpers.ts';

// An MSIC holder's emails name the MSIC and link the MSIC's pages (SPEC §2 track /track-{product}); the
// status emails take the card from the person record; the card is activated with its own VEP number (SPEC §3
// 'Tracking input', §5 'Activation', veritasmsicnum; §7 POST /api/activate-card/activate).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

/** A default-brand MSIC (a grey maritime need, no airports), sent as the form sends it. */
async function submittedMsic(): Promise<SubmittedPerson> {
  const email = `sea.${Math.random().toString(36).slice(2)}@example.com`;
  const created = await createDraft(t, { ...step1, ...step2, Email: email, EmailConfirm: email }, 'default', 'msic');
  expect(created.form._cardType).toBe('msic');
  const saved = await save(t, created.id, created.key, {
    ...wholeApplication, OperationalNeedId: 11, airports: [], Email: email, EmailConfirm: email, _version: 1, _stepCompleted: 4,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json(), email, birthdate: step1.Birthdate!, draftId: created.id };
}

/** Every address to the site in a message's plain text. */
const linksIn = (mail: OutboxMessage) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
const trackLinks = (mail: OutboxMessage) => linksIn(mail).filter((url) => url.pathname.startsWith('/track-'));

async function latest(person: SubmittedPerson, subject: RegExp): Promise<OutboxMessage> {
  const mail = (await outbox(t, person.email)).filter((m) => subject.test(m.subject));
  expect(mail.length, `no email matching ${subject}`).toBeGreaterThan(0);
  return mail.at(-1)!;
}

const stage = (person: SubmittedPerson, action: 'interview' | 'payment' | 'upload') => runPersonCommand(t.app, { action, who: person.TrackingNumber, by: 'Staff' });

async function dispatch(person: SubmittedPerson, serial = '4210') {
  for (const action of ['interview', 'payment', 'upload'] as const) await stage(person, action);
  // No card is issued before its statement is signed and approved (shared stage rules).
  await confirmNeed(t, person);
  await runPersonCommand(t.app, { action: 'decision', who: person.TrackingNumber, decision: 'Y', by: 'Staff' });
  await runPersonCommand(t.app, { action: 'dispatch', who: person.TrackingNumber, serial, by: 'Staff' });
}

describe('the emails of an MSIC holder', () => {
  it('the submission, sign-in and every status email name the MSIC and link /track-msic with its VEP number', async () => {
    const person = await submittedMsic();
    expect(person.TrackingNumber).toMatch(/^VEP\d{7}$/);
    await signInAs(t, person);
    await dispatch(person);
    const mail = await outbox(t, person.email);
    const aboutPerson = mail.filter((m) => m.text.includes(person.TrackingNumber));
    // Submitted, the sign-in code, and the interview, payment, upload, decision and dispatch emails.
    expect(aboutPerson.length).toBeGreaterThanOrEqual(7);
    for (const message of aboutPerson) {
      const links = trackLinks(message);
      expect(links.length, message.subject).toBeGreaterThan(0);
      for (const url of links) {
        expect(url.pathname, message.subject).toBe('/track-msic');
        expect(url.searchParams.get('ref')).toBe(person.TrackingNumber);
      }
      expect(message.text, message.subject).not.toMatch(/\bASIC\b/);
    }
    expect((await latest(person, /on its way/)).subject).toMatch(/your MSIC is on its way/i);
  });

  it('a status email takes the card from the person record, not from the draft it was made from', async () => {
    const person = await submittedMsic();
    // The draft row says ASIC now; the application made from it is an MSIC.
    await t.app.db.updateTable('drafts').set({ card_type: 'asic' }).where('id', '=', person.draftId).execute();
    await dispatch(person);
    const sent = await latest(person, /on its way/);
    expect(sent.subject).toMatch(/your MSIC is on its way/i);
    expect(sent.text).not.toMatch(/\bASIC\b/);
    expect(trackLinks(sent).map((url) => url.pathname)).toEqual(['/track-msic']);
  });

  it('the dispatch email that says to activate the card links /activate naming the person\'s card, for each card', async () => {
    for (const [person, card] of [[await submittedMsic(), 'msic'], [await submittedPerson(t), 'asic']] as const) {
      await dispatch(person);
      const sent = await latest(person, /on its way/);
      const activation = linksIn(sent).filter((url) => url.pathname === '/activate');
      expect(activation.length, sent.text).toBe(1);
      expect(Object.fromEntries(activation[0]!.searchParams)).toEqual({ card, company: 'default' });
      expect(sent.text).toContain(`Activate your ${card.toUpperCase()} on this page:\n${activation[0]!.href}`);
      // The HTML links it too (escaped as HTML writes an ampersand).
      expect(sent.html).toContain(`href="${activation[0]!.href.replace(/&/g, '&amp;')}"`);
    }
  });

  it('an ASIC holder\'s emails still link /track-asic', async () => {
    const person = await submittedPerson(t);
    await stage(person, 'interview');
    for (const message of (await outbox(t, person.email)).filter((m) => m.text.includes(person.TrackingNumber))) {
      expect(trackLinks(message).map((url) => url.pathname), message.subject).toEqual(['/track-asic']);
    }
  });
});

describe('activating an MSIC', () => {
  const activate = (body: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/activate-card/activate', remoteAddress, payload: body });

  it('activates with the VEP number the dispatch email gives, in the MSIC\'s words; a repeat names the MSIC too', async () => {
    const person = await submittedMsic();
    await dispatch(person);
    const body = { asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate };
    const res = await activate(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your MSIC is now active.' });
    expect((await t.app.people.byId(person.Id))!.activated_at).not.toBeNull();
    const again = await activate({ ...body, asic_number: person.TrackingNumber.toLowerCase().replace('vep', 'vep ') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This MSIC is already active.');
  });

  it('the number must name the holder\'s own card: VEA with an MSIC holder\'s digits is the one 404', async () => {
    const person = await submittedMsic();
    await dispatch(person);
    const asAsic = person.TrackingNumber.replace(/^VEP/, 'VEA');
    const res = await activate({ asic_number: asAsic, serial_number: '4210', birthdate: person.birthdate }, '10.40.0.1');
    expect(expectErrorShape(res, 404).message).toMatch(/^We could not find a card with that number/);
    expect((await t.app.people.byId(person.Id))!.activated_at).toBeNull();
  });

  it.each([['VEP'], ['VEP12345'], ['VEX0001523'], ['VEP00015230']])('%s is refused as the shared rule refuses it: 400 naming the field', async (number) => {
    const res = await activate({ asic_number: number, serial_number: '4210', birthdate: '1990-05-17' }, '10.40.0.2');
    expect(expectErrorShape(res, 400).fields).toEqual({ asic_number: 'asicnumber' });
  });

  it('the email about a locked MSIC links the activation page in the MSIC\'s words', async () => {
    const person = await submittedMsic();
    await dispatch(person);
    for (let i = 0; i < t.app.config.activationCardLimit.max; i += 1) {
      await activate({ asic_number: person.TrackingNumber, serial_number: '9999', birthdate: person.birthdate }, `10.41.0.${i + 1}`);
    }
    const notice = await latest(person, /paused activation/);
    const page = linksIn(notice).find((url) => url.pathname === '/activate');
    expect(page?.searchParams.get('card')).toBe('msic');
  });
});
