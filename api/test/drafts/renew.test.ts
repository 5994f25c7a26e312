import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, mailSettings, withoutLimits, type TestApp } from '../helpers.ts';
import { completeStepOne, createDraft, exchange, headers, load, outbox, resumeLinkIn, step1, type Created } from '../draft-helpers.ts';

// SPEC §4 'Renew quick save' (renew quick start): a renewal started on /renew arrives at POST /api/form
// with _renew and the quick start's answers. When they pass the quick start's rules (renewQuickStartErrors, with
// the server's issuing bodies and the card type the request is for), the draft is created with the saved-form
// email, once: step 1's completion sends nothing more. Otherwise it is saved like any autosave and nothing is sent
// (no mail on demand). The mail limits still hold.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits({ publicUrl: 'https://cards.example.com.au', mail: mailSettings() }) });
});
afterAll(async () => {
  await t.close();
});

/** An ISO date `years` from today. */
function yearsAhead(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** What the /renew page sends for an ASIC issued by Sydney Airport (issuing body 13 of the seed). */
function renewal(email: string, changes: Draft = {}): Draft {
  return {
    _renew: true,
    Apptype: 'R',
    _isSaved: true,
    _cardType: 'asic',
    Firstname: 'Ann',
    Surname: "O'Brien",
    Birthdate: '1985-03-27',
    Email: email,
    EmailConfirm: email,
    Issuingbodyid: 13,
    Asicnum: 'SY12345',
    Asicexpirydate: yearsAhead(1),
    ...changes,
  };
}

async function stored(created: Created): Promise<Draft> {
  const res = await load(t, created.form._formLink!, created.key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Draft;
}

describe('a renewal that passes the quick start\'s rules', () => {
  it('is created with Apptype R and _renew as sent, and the saved-form email with the resume link', async () => {
    const address = 'renew.asic@example.com';
    const created = await createDraft(t, renewal(address));
    expect(created.form).toMatchObject({ _renew: true, Apptype: 'R', _isSaved: true, _stepCompleted: 0, _mailLinkSent: true, _cardType: 'asic' });
    expect(await stored(created)).toMatchObject({ _renew: true, Apptype: 'R', Asicnum: 'SY12345', Issuingbodyid: 13, _mailLinkSent: true });

    const [mail, ...others] = await outbox(t, address);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Your ASIC application is saved');
    expect(mail!.text).toContain('Hello Ann,');
    const link = resumeLinkIn(mail!.text);
    expect(link.url.origin + link.url.pathname).toBe(`https://cards.example.com.au/apply/form/${created.form._formLink}/`);
    expect(link.company).toBe('default');
    expect(mail!.text).not.toContain(created.key);
    // The link opens the draft on another device, with a key of its own.
    const bought = await exchange(t, created.form._formLink!, link.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await load(t, created.form._formLink!, bought.json().key)).json()).toMatchObject({ _renew: true, Apptype: 'R' });
  });

  it('is emailed once: completing step 1 afterwards sends nothing more, nor does asking for it', async () => {
    const address = 'renew.once@example.com';
    const created = await createDraft(t, { ...step1, ...renewal(address) });
    const res = await completeStepOne(t, created);
    expect(res.statusCode, res.body).toBe(200);
    const formSaved = await t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: headers(created.key), payload: {} });
    expect(formSaved.json()).toEqual({ sent: false });
    expect((await outbox(t, address)).map((m) => m.subject)).toEqual(['Your ASIC application is saved']);
  });

  it.each([
    ['our own ASIC (VEA and 7 digits)', 'asic', { Issuingbodyid: 1, Asicnum: 'VEA0001523' }, 'Your ASIC application is saved'],
    ['an MSIC of Fremantle Ports', 'msic', { _cardType: 'msic', Asicnum: undefined, Issuingbodyid: 18, Msicnum: 'FPA 123456' }, 'Your MSIC application is saved'],
    ['our own MSIC (VEP and 7 digits)', 'msic', { _cardType: 'msic', Asicnum: undefined, Issuingbodyid: 1, Msicnum: 'VEP 0001523' }, 'Your MSIC application is saved'],
    ['a single name', 'asic', { _singlename: true, Firstname: '', Surname: 'Madonna' }, 'Your ASIC application is saved'],
  ] as const)('%s', async (what, cardType, changes, subject) => {
    const address = `renew.${what.replace(/\W+/g, '-')}@example.com`;
    const created = await createDraft(t, renewal(address, changes as Draft), 'default', cardType);
    expect(created.form).toMatchObject({ _cardType: cardType, _mailLinkSent: true });
    expect((await outbox(t, address)).map((m) => m.subject)).toEqual([subject]);
  });
});

describe('a body that is no valid renewal is saved and sends nothing', () => {
  // SPEC §5: what the page would not save first is not saved at all (first-save.test.ts).
  it.each([
    ['a first name that is no name', { Firstname: 'Call 1900 555 000' }, { Firstname: 'name' }],
    ['emails that differ', { EmailConfirm: 'someone.else@example.com' }, { EmailConfirm: 'match' }],
  ] as const)('%s: not made at all (400 naming it), and nothing is sent', async (what, changes, fields) => {
    const address = `not.made.${what.replace(/\W+/g, '-')}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: renewal(address, changes) });
    expect(expectErrorShape(res, 400).fields).toEqual(fields);
    expect(await outbox(t, address)).toHaveLength(0);
  });

  it.each([
    ['no date of birth', { Birthdate: undefined }],
    ['no card number', { Asicnum: undefined }],
    ['a card number in no issuer\'s format', { Asicnum: 'SY-1234' }],
    ['our own issuer with another issuer\'s number', { Issuingbodyid: 1 }],
    ['an issuer of MSICs only, for an ASIC', { Issuingbodyid: 18 }],
    ['an issuer that does not exist', { Issuingbodyid: 999 }],
    ['no expiry date', { Asicexpirydate: undefined }],
    ['an expiry more than 4 years ahead', { Asicexpirydate: yearsAhead(5) }],
    // The card type is the one the request is for (X-Website-Type), not the body's: an MSIC body sent as an ASIC.
    ['an MSIC body for an ASIC request', { _cardType: 'msic', Asicnum: undefined, Issuingbodyid: 18, Msicnum: 'FPA 123456' }],
  ] as const)('%s', async (what, changes) => {
    const address = `not.renew.${what.replace(/\W+/g, '-')}@example.com`;
    const created = await createDraft(t, renewal(address, changes as Draft));
    expect(created.form).toMatchObject({ _renew: true, Apptype: 'R', _mailLinkSent: false });
    expect(await outbox(t, address)).toHaveLength(0);
  });

  it('a valid renewal\'s answers without _renew (an autosave of the new form) send nothing', async () => {
    for (const [address, flag] of [['no.flag@example.com', undefined], ['flag.false@example.com', false]] as const) {
      const created = await createDraft(t, renewal(address, { _renew: flag }));
      expect(created.form._mailLinkSent).toBe(false);
      expect(await outbox(t, address)).toHaveLength(0);
    }
  });

  it('a renewal that did not pass gets its email with the first completion of step 1, as any draft does', async () => {
    const address = 'renew.later@example.com';
    const created = await createDraft(t, { ...step1, ...renewal(address, { Issuingbodyid: null }) });
    expect(await outbox(t, address)).toHaveLength(0);
    expect((await completeStepOne(t, created)).statusCode).toBe(200);
    expect((await outbox(t, address)).map((m) => m.subject)).toEqual(['Your ASIC application is saved']);
  });
});

describe('the mail limits still hold', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('past the address\'s limit a renewal is still created, without its email, and step 1 can send it later', async () => {
    const limited = await createTestApp({
      shell: false,
      config: {
        mail: mailSettings({ limits: { draftPerHour: 100, draftPerDay: 100, addressPerHour: 2, addressPerDay: 100 } }),
        formRateLimit: { max: 10_000, windowMs: 60_000 },
        saveRateLimit: { max: 10_000, windowMs: 60_000 },
      },
      build: { mailSender: false },
    });
    apps.push(limited);
    const address = 'renew.victim@example.com';
    const create = (body: Draft) => limited.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: body });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await create(renewal(i % 2 ? address.toUpperCase() : address)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((r) => r.json().form._mailLinkSent)).toEqual([true, true, false, false]);
    expect(await outbox(limited, address)).toHaveLength(2);

    // An hour on, the third draft's step 1 completion sends its email: it was never marked sent.
    await limited.app.db.updateTable('outbox').set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }).execute();
    const third = answers[2]!.json() as Created;
    const done = await limited.app.inject({
      method: 'PUT', url: `/api/form/${third.id}`, headers: headers(third.key), payload: { ...step1, ...third.form, _version: 1, _stepCompleted: 1 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await outbox(limited, address)).toHaveLength(3);
  });
});
