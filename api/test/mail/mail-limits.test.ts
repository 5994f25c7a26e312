import { afterEach, describe, expect, it } from 'vitest';
import type { MailSettings } from '../../src/platform/config.ts';
import { MAIL_KINDS, mailKinds } from '../../src/mail/templates/index.ts';
import { createTestApp, expectErrorShape, mailSettings, statedWait, type TestApp } from '../helpers.ts';
import {
  completeStepOne, createDraft, exchange, headers, load, outbox, resumeLinkIn, save, step1, step2, wholeApplication, type Created,
} from '../draft-helpers.ts';

// Limits and honest content: every email about a draft is limited per draft and per address, an hour
// and a day (MAIL_LIMIT_*), counted in the database so the limits hold across api nodes. The per-client rate
// limits of the routes are set high here, so only the mail limits answer.

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function limitedApp(limits: Partial<MailSettings['limits']>): Promise<TestApp> {
  const t = await createTestApp({
    shell: false,
    config: {
      mail: mailSettings({ limits: { draftPerHour: 100, draftPerDay: 100, addressPerHour: 100, addressPerDay: 100, ...limits } }),
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
      linkRequestRateLimit: { max: 10_000, windowMs: 60_000 },
    },
    // Nothing is sent: what is queued is what counts.
    build: { mailSender: false },
  });
  apps.push(t);
  return t;
}

/** The refusal states the real wait, which its Retry-After gives: an hour's window or a day's. */
function overLimit(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string {
  expect(expectErrorShape(res, 429).message).toBe(`We have sent several emails about this application recently. Please try again ${statedWait(res)}.`);
  return statedWait(res);
}

function sessionExpired(t: TestApp, { id, key }: Pick<Created, 'id' | 'key'>) {
  return t.app.inject({ method: 'POST', url: `/api/mail/session-expired/${id}`, headers: headers(key), payload: {} });
}

function newLink(t: TestApp, formLink: string) {
  return t.app.inject({ method: 'POST', url: `/api/mail/link-expired/${formLink}`, headers: headers(), payload: {} });
}

/** A page session of its own (session-expired goes once per key): the draft's newest emailed link, exchanged. */
async function anotherPage(t: TestApp, created: Created, address: string): Promise<Created> {
  const [newest] = await outbox(t, address);
  const res = await exchange(t, created.form._formLink!, resumeLinkIn(newest!.text).token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...created, key: res.json().key };
}

/** Moves every message back in time, as if sent `hours` ago. */
async function age(t: TestApp, hours: number) {
  const rows = await t.app.db.selectFrom('outbox').select(['id', 'created_at']).execute();
  for (const row of rows) {
    const then = new Date(Date.parse(row.created_at) - hours * 3_600_000).toISOString();
    await t.app.db.updateTable('outbox').set({ created_at: then }).where('id', '=', row.id).execute();
  }
}

describe('per draft: MAIL_LIMIT_DRAFT_HOUR and MAIL_LIMIT_DRAFT_DAY', () => {
  it('stops mail about one draft after the hour\'s limit, then after the day\'s, whatever the kind', async () => {
    const t = await limitedApp({ draftPerHour: 2, draftPerDay: 3 });
    const address = 'draft.limit@example.com';
    const draft = await createDraft(t, { ...step1, Email: address, EmailConfirm: address });
    expect((await sessionExpired(t, draft)).json()).toMatchObject({ queued: true });
    expect((await newLink(t, draft.form._formLink!)).statusCode).toBe(200);

    // The third in the hour: refused with a message, whichever call asks.
    const page = await anotherPage(t, draft, address);
    expect(overLimit(await sessionExpired(t, page))).toBe('in 60 minutes');
    overLimit(await newLink(t, draft.form._formLink!));
    expect(await outbox(t, address)).toHaveLength(2);

    // An hour on, the day still allows one more; then the day's limit holds.
    await age(t, 2);
    expect((await sessionExpired(t, page)).json()).toMatchObject({ queued: true });
    const third = await anotherPage(t, draft, address);
    // The day's limit: the wait is until the first of the day's emails is a day old, not 'an hour'.
    expect(overLimit(await sessionExpired(t, third))).toBe('in 22 hours');

    // A day on, mail goes again.
    await age(t, 25);
    expect((await sessionExpired(t, third)).json()).toMatchObject({ queued: true });
    expect(await outbox(t, address)).toHaveLength(4);
  });

  it('the first completion of step 1 over the limit still saves; the saved-form email can be asked for later', async () => {
    const t = await limitedApp({ draftPerHour: 1 });
    const address = 'saved.over@example.com';
    const draft = await createDraft(t, { ...step1, Email: address, EmailConfirm: address });
    expect((await sessionExpired(t, draft)).json()).toMatchObject({ queued: true });
    expect((await completeStepOne(t, draft)).statusCode).toBe(200);
    const loaded = (await load(t, draft.form._formLink!, draft.key)).json();
    expect(loaded).toMatchObject({ _stepCompleted: 1, _mailLinkSent: false });
    const formSaved = () => t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: headers(draft.key), payload: {} });
    overLimit(await formSaved());
    await age(t, 2);
    expect((await formSaved()).json()).toEqual({ sent: true });
    expect((await outbox(t, address)).map((m) => m.subject)).toEqual([
      'Your ASIC application is saved', 'We saved your ASIC application when your session ended',
    ]);
  });

  it('every kind a visitor can have sent is held by the limits; of the service\'s own, only the statement is', () => {
    for (const kind of mailKinds) if (MAIL_KINDS[kind].onDemand) expect(MAIL_KINDS[kind].heldByLimits, kind).toBe(true);
    expect(mailKinds.filter((kind) => !MAIL_KINDS[kind].onDemand && MAIL_KINDS[kind].heldByLimits)).toEqual(['opneed-request']);
  });

  it('the service\'s own mail is not held back: sent over the limits, the application still gets its confirmation', async () => {
    const t = await limitedApp({ draftPerHour: 1, addressPerHour: 1 });
    const address = 'asked.often@example.com';
    const draft = await createDraft(t, { ...step1, ...step2, Email: address, EmailConfirm: address });
    expect((await sessionExpired(t, draft)).json()).toMatchObject({ queued: true });
    overLimit(await newLink(t, draft.form._formLink!));
    const whole = { ...wholeApplication, Email: address, EmailConfirm: address, _version: 1, _stepCompleted: 4 };
    expect((await save(t, draft.id, draft.key, whole)).statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: `/api/form/${draft.id}/people`, headers: headers(draft.key), payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const subjects = (await outbox(t, address)).map((m) => m.subject);
    expect(subjects).toContain(`We have your ASIC application: ${sent.json().TrackingNumber}`);
    // And it counts against none: the hour's one on-demand email is still the session-expired one.
    expect(subjects).toHaveLength(2);
  });

  it('an expiry over the limit still saves and expires the draft, and answers emailed: false', async () => {
    const t = await limitedApp({ draftPerHour: 1 });
    const address = 'expiry.over@example.com';
    const draft = await createDraft(t, { ...step1, Email: address, EmailConfirm: address });
    await sessionExpired(t, draft);
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${draft.id}/expired`, headers: headers(draft.key), payload: { ...draft.form, Surname: 'Kept', _version: 1 },
    });
    expect(res.json()).toMatchObject({ emailed: false });
    expect(expectErrorShape(await load(t, draft.form._formLink!, draft.key), 401).reason).toBe('link_expired');
    const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data).Surname).toBe('Kept');
    expect(await outbox(t, address)).toHaveLength(1);
  });
});

describe('per address: MAIL_LIMIT_ADDRESS_HOUR and MAIL_LIMIT_ADDRESS_DAY', () => {
  it('stops mail to one address however many drafts name it, in any case of letters; other addresses go on', async () => {
    const t = await limitedApp({ addressPerHour: 2, addressPerDay: 3 });
    const drafts = [];
    for (const address of ['victim@example.com', 'VICTIM@Example.com', 'victim@EXAMPLE.COM', 'victim@example.com']) {
      drafts.push(await createDraft(t, { ...step1, Email: address, EmailConfirm: address }));
    }
    expect((await sessionExpired(t, drafts[0]!)).json()).toMatchObject({ queued: true });
    expect((await sessionExpired(t, drafts[1]!)).json()).toMatchObject({ queued: true });
    overLimit(await sessionExpired(t, drafts[2]!));
    // Creating a draft with step 1 complete is not refused over the limit: it is saved, without its email.
    const created = await createDraft(t, { ...step1, Email: 'victim@example.com', EmailConfirm: 'victim@example.com', _stepCompleted: 1 });
    expect((await load(t, created.form._formLink!, created.key)).json()._mailLinkSent).toBe(false);

    const other = await createDraft(t, { ...step1, Email: 'other@example.com', EmailConfirm: 'other@example.com' });
    expect((await sessionExpired(t, other)).json()).toMatchObject({ queued: true });

    await age(t, 2);
    expect((await sessionExpired(t, drafts[2]!)).json()).toMatchObject({ queued: true });
    overLimit(await sessionExpired(t, drafts[3]!));
    expect(await outbox(t, 'victim@example.com')).toHaveLength(3);
  });

  it('does not count cancelled mail', async () => {
    const t = await limitedApp({ addressPerHour: 1 });
    const a = await createDraft(t, { ...step1, Email: 'cancelled@example.com', EmailConfirm: 'cancelled@example.com' });
    await sessionExpired(t, a);
    const [queued] = await outbox(t, 'cancelled@example.com');
    await t.app.db.updateTable('outbox').set({ status: 'cancelled' }).where('id', '=', queued!.id).execute();
    const b = await createDraft(t, { ...step1, Email: 'cancelled@example.com', EmailConfirm: 'cancelled@example.com' });
    expect((await sessionExpired(t, b)).json()).toMatchObject({ queued: true });
  });

  it('holds when many requests race for the last place (the count and the insert are one step)', async () => {
    const t = await limitedApp({ addressPerHour: 3 });
    const drafts = [];
    for (let i = 0; i < 8; i++) drafts.push(await createDraft(t, { ...step1, Email: 'race@example.com', EmailConfirm: 'race@example.com' }));
    const answers = await Promise.all(drafts.map((d) => sessionExpired(t, d)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await outbox(t, 'race@example.com')).toHaveLength(3);
  });
});
