import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { maskEmail } from '../../src/platform/mail/links.ts';
import { createTestApp, expectErrorShape, statedRefusal, type TestApp } from '../helpers.ts';
import {
  completeStepOne, createDraft, exchange, headers, load, outbox, resumeLinkIn, save, setDraft, step1,
} from '../draft-helpers.ts';

// SPEC §7 mail calls and the mail the draft routes queue: each is queued with the change that causes it
// and answers at once; emailed links carry a one-time token, never a key, so no key changes and open pages carry
// on. The limits and the SMTP side have their own files (mail-limits.test.ts, mail-delivery.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    shell: false,
    config: {
      publicUrl: 'https://cards.example.com.au',
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
      linkRequestRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

function formSaved(key: string | undefined, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: headers(key), payload: body });
}

function sessionExpired(id: number, key?: string) {
  return t.app.inject({ method: 'POST', url: `/api/mail/session-expired/${id}`, headers: headers(key), payload: {} });
}

function linkExpired(app: TestApp, randomId: string, ip = '127.0.0.1') {
  return app.app.inject({ method: 'POST', url: `/api/mail/link-expired/${randomId}`, headers: headers(), remoteAddress: ip, payload: {} });
}

/**
 * A draft as an autosave after its creation left it (SPEC §5: POST /api/form makes none without a first name and
 * the address twice alike, but the applicant may clear or change them later); at version 2.
 */
async function draftSavedAs(changes: object) {
  const created = await createDraft(t);
  const form = { ...created.form, ...changes, _version: 2 };
  const res = await save(t, created.id, created.key, { ...form, _version: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...created, form };
}

/** A draft with step 1 answered (not yet completed) and its own email address. */
function startedDraft(email: string, extra: object = {}) {
  return createDraft(t, { ...step1, Email: email, EmailConfirm: email, ...extra });
}

/** The visible text of an HTML part: what a person reads, without tags or attributes. */
function visibleText(html: string): string {
  return html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
}

describe('SPEC §4 form progress: the saved-form email goes with the first completion of step 1', () => {
  it('is queued by the save that completes step 1; its button carries a one-time token and no key changes', async () => {
    const created = await startedDraft('saved.once@example.com');
    const { id, key, form } = created;
    expect(await outbox(t, 'saved.once@example.com')).toHaveLength(0);
    expect((await completeStepOne(t, created)).statusCode).toBe(200);

    const [mail, ...others] = await outbox(t, 'saved.once@example.com');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Your ASIC application is saved');
    expect(mail!.text).toContain('Hello Jane,');
    expect(mail!.text).toContain('Secure Card Services');
    const link = resumeLinkIn(mail!.text);
    expect(link.url.origin + link.url.pathname).toBe(`https://cards.example.com.au/apply/form/${form._formLink}/`);
    expect(link.company).toBe('default');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url.searchParams.has('key')).toBe(false);
    expect(mail!.text).not.toContain(key);
    // The secret link sits behind the button only; the visible text shows the link-expired page instead.
    expect(mail!.html).toContain(`href="https://cards.example.com.au/apply/form/${form._formLink}/?t=${link.token}&amp;company=default"`);
    expect(visibleText(mail!.html)).not.toContain(link.token);
    expect(visibleText(mail!.html)).toContain(`https://cards.example.com.au/link-expired/${form._formLink}?company=default`);

    // The page that completed step 1 keeps its key; the link buys another page a key of its own.
    const loaded = await load(t, form._formLink!, key);
    expect(loaded.statusCode).toBe(200);
    const saved = loaded.json() as Record<string, unknown>;
    expect(saved._mailLinkSent).toBe(true);
    const bought = await exchange(t, form._formLink!, link.token);
    expect(bought.statusCode, bought.body).toBe(200);
    const { key: second } = bought.json();
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await load(t, form._formLink!, second)).statusCode).toBe(200);
    expect((await save(t, id, key, { ...saved, _version: 2 })).statusCode).toBe(200);
    expect((await save(t, id, second, { ...saved, _version: 3 })).statusCode).toBe(200);
  });

  it('is queued with the creation of a draft that arrives with step 1 complete', async () => {
    await createDraft(t, { ...step1, Email: 'created.complete@example.com', EmailConfirm: 'created.complete@example.com', _stepCompleted: 1 });
    const mails = await outbox(t, 'created.complete@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Your ASIC application is saved']);
  });

  it('goes once: saving step 1 again, and POST /api/mail/form-saved afterwards, send nothing more', async () => {
    const created = await startedDraft('saved.twice@example.com');
    await completeStepOne(t, created);
    expect((await save(t, created.id, created.key, { ...created.form, _version: 2, _stepCompleted: 1 })).statusCode).toBe(200);
    const res = await formSaved(created.key, { _id: created.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ sent: false });
    expect(await outbox(t, 'saved.twice@example.com')).toHaveLength(1);
  });

  it('POST /api/mail/form-saved answers 409 before step 1 is complete and sends nothing (no mail on demand)', async () => {
    const { key, form } = await draftSavedAs({
      ...step1, Email: 'not.yet@example.com', EmailConfirm: 'not.yet@example.com', Firstname: 'Your card is cancelled. Call 1900 555 000',
    });
    const body = expectErrorShape(await formSaved(key, form), 409);
    expect(body.message).toBe('We email the link to your application once you have completed step 1.');
    expect(await outbox(t, 'not.yet@example.com')).toHaveLength(0);
  });

  it('POST /api/mail/form-saved sends it for a draft whose step 1 is complete but whose email never went', async () => {
    const a = await startedDraft('by.key@example.com');
    await t.app.db.updateTable('drafts').set({ step_completed: 1 }).where('id', '=', a.id).execute();
    expect((await formSaved(a.key, {})).json()).toEqual({ sent: true });
    const b = await startedDraft('by.id@example.com');
    await t.app.db.updateTable('drafts').set({ step_completed: 1 }).where('id', '=', b.id).execute();
    expect((await formSaved(b.key, { _id: b.id })).json()).toEqual({ sent: true });
    expect((await formSaved(b.key, { _id: b.id })).json()).toEqual({ sent: false });
    expect(await outbox(t, 'by.id@example.com')).toHaveLength(1);
  });

  it('401 without a key or with one that is no draft\'s; 403 with another draft\'s key, and the same for an unknown _id', async () => {
    const a = await startedDraft('keys.a@example.com');
    const b = await startedDraft('keys.b@example.com');
    expect(expectErrorShape(await formSaved(undefined, { _id: a.id }), 401).reason).toBe('key_required');
    expect(expectErrorShape(await formSaved('n'.repeat(43), {}), 401).reason).toBe('key_required');
    expectErrorShape(await formSaved(b.key, { _id: a.id }), 403);
    const unknown = await formSaved(a.key, { _id: 999_999 });
    expectErrorShape(unknown, 403);
    expect(unknown.body).toBe((await formSaved(a.key, { _id: b.id })).body);
    expect(expectErrorShape(await formSaved(a.key, { _id: 'one' }), 400).fields).toEqual({ _id: 'invalid' });
    expect(await outbox(t, 'keys.a@example.com')).toHaveLength(0);
  });

  it('400 naming Email when the draft has no usable address', async () => {
    const { id, key, form } = await createDraft(t, { Firstname: 'Jo', Email: 'jo@', EmailConfirm: 'jo@' });
    await t.app.db.updateTable('drafts').set({ step_completed: 1 }).where('id', '=', id).execute();
    const body = expectErrorShape(await formSaved(key, form), 400);
    expect(body.message).toMatch(/no email address/);
    expect(body.fields).toEqual({ Email: 'required' });
    expect((await load(t, form._formLink!, key)).json()._mailLinkSent).toBe(false);
  });

  it('names the brand and the card, and greets by a first name only when it passes the SPEC §5 name rule', async () => {
    const msic = await createDraft(t, { ...step1, Firstname: 'Zoë', Email: 'msic@example.com', EmailConfirm: 'msic@example.com' }, 'chcheli', 'msic');
    await completeStepOne(t, msic);
    const [mail] = await outbox(t, 'msic@example.com');
    expect(mail!.subject).toBe('Your MSIC application is saved');
    expect(mail!.text).toContain('Hello Zoë,');
    expect(mail!.text).toContain('CHC Helicopters Card Office');
    expect(resumeLinkIn(mail!.text).company).toBe('chcheli');
  });
});

describe('SPEC §4 idle handling: POST /api/mail/session-expired/{id} emails the saved form', () => {
  it('queues a resume link, answers queued with the address masked, and leaves the key working', async () => {
    const { id, key, form } = await startedDraft('idle.person@example.com');
    const res = await sessionExpired(id, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true, message: 'We have emailed a link to your application to i***@example.com.' });
    const [mail] = await outbox(t, 'idle.person@example.com');
    expect(mail!.subject).toBe('We saved your ASIC application when your session ended');
    const link = resumeLinkIn(mail!.text);
    expect(link.formLink).toBe(form._formLink);
    expect((await load(t, form._formLink!, key)).statusCode).toBe(200);
    expect((await exchange(t, form._formLink!, link.token)).statusCode).toBe(200);
  });

  it('goes at most once per draft and page session: a repeat answers the first outcome and sends nothing', async () => {
    const { id, key, form } = await startedDraft('idle.repeat@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => sessionExpired(id, key)));
    for (const res of answers) expect(res.json()).toMatchObject({ queued: true });
    expect(await outbox(t, 'idle.repeat@example.com')).toHaveLength(1);

    // A new page session (the emailed link opened elsewhere) may get its own.
    const [mail] = await outbox(t, 'idle.repeat@example.com');
    const { key: second } = (await exchange(t, form._formLink!, resumeLinkIn(mail!.text).token)).json();
    expect((await sessionExpired(id, second)).json()).toMatchObject({ queued: true });
    expect(await outbox(t, 'idle.repeat@example.com')).toHaveLength(2);
  });

  it('greets neutrally when the first name is no name: nothing typed is echoed (SPEC §5 name rule)', async () => {
    const { id, key } = await draftSavedAs({
      ...step1, Email: 'idle.phish@example.com', EmailConfirm: 'idle.phish@example.com', Firstname: 'Your card is cancelled. Call 1900 555 000',
    });
    await sessionExpired(id, key);
    const [mail] = await outbox(t, 'idle.phish@example.com');
    expect(mail!.text).toContain('Hello,');
    expect(mail!.text + mail!.html + mail!.subject).not.toMatch(/cancelled|1900/);
  });

  it('needs the key; 400 without an email address; refuses converted, expired and disabled drafts', async () => {
    const { id, key } = await startedDraft('idle.keys@example.com');
    expect(expectErrorShape(await sessionExpired(id), 401).reason).toBe('key_required');
    expect(expectErrorShape(await sessionExpired(id, 'm'.repeat(43)), 401).reason).toBe('key_required');
    expectErrorShape(await sessionExpired(999_999, key), 403);
    expectErrorShape(await t.app.inject({ method: 'POST', url: '/api/mail/session-expired/x', headers: headers(key), payload: {} }), 400);

    const noEmail = await draftSavedAs({ Email: '', EmailConfirm: '' });
    expectErrorShape(await sessionExpired(noEmail.id, noEmail.key), 400);

    await setDraft(t, id, { converted: 1 });
    expect(expectErrorShape(await sessionExpired(id, key), 409).reason).toBe('converted');
    const expired = await startedDraft('idle.expired@example.com');
    await setDraft(t, expired.id, { expired_at: new Date().toISOString() });
    expect(expectErrorShape(await sessionExpired(expired.id, expired.key), 401).reason).toBe('link_expired');
    const disabled = await startedDraft('idle.disabled@example.com');
    await setDraft(t, disabled.id, { disabled: 1 });
    expect(expectErrorShape(await sessionExpired(disabled.id, disabled.key), 404).reason).toBe('link_disabled');
    expect(await outbox(t, 'idle.keys@example.com')).toHaveLength(0);
  });
});

describe('SPEC §4 idle handling: POST /api/form/{id}/expired queues the expiry email with the save', () => {
  it('queues it in the same transaction, pointing at the link-expired page, and answers emailed', async () => {
    const { id, key, form } = await startedDraft('expiry.mail@example.com');
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key), payload: { ...form, _version: 1 },
    });
    expect(res.json()).toEqual({ id, formLink: form._formLink, emailed: true });
    const [mail] = await outbox(t, 'expiry.mail@example.com');
    expect(mail!.subject).toBe('The link to your ASIC application has expired');
    expect(mail!.html).toContain(`href="https://cards.example.com.au/link-expired/${form._formLink}?company=default"`);
    expect(mail!.text).not.toMatch(/[?&](t|key)=/);
  });

  it('answers emailed: false when the draft has no address to write to; it is still saved and expired', async () => {
    const { id, key, form } = await draftSavedAs({ Email: '', EmailConfirm: '' });
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key), payload: { ...form, Surname: 'Li' },
    });
    expect(res.json()).toEqual({ id, formLink: form._formLink, emailed: false });
    expect(expectErrorShape(await load(t, form._formLink!, key), 401).reason).toBe('link_expired');
  });
});

describe('SPEC §2 link-expired, §8 link expiry request: POST /api/mail/link-expired/{randomId}', () => {
  async function expiredDraft(email: string) {
    const created = await startedDraft(email);
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${created.id}/expired`, headers: headers(created.key), payload: { ...created.form, _version: 1 },
    });
    expect(res.statusCode).toBe(200);
    return created;
  }

  it('emails a new link to the draft\'s address; it opens the draft again, and the expired page\'s key stays shut out', async () => {
    const { key, form } = await expiredDraft('lost.link@example.com');
    const res = await linkExpired(t, form._formLink!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'We have emailed a new link to l***@example.com.' });
    expect(res.body).not.toMatch(/key|token/i);

    const [mail] = await outbox(t, 'lost.link@example.com');
    expect(mail!.subject).toBe('Your new link to your ASIC application');
    const link = resumeLinkIn(mail!.text);
    expect(link.formLink).toBe(form._formLink);
    const { key: fresh } = (await exchange(t, form._formLink!, link.token)).json();
    const loaded = await load(t, form._formLink!, fresh);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()._version).toBe(2);
    // The expiry is cleared for the new page only: the idle page's key, revoked, does not come back to life.
    expect(expectErrorShape(await load(t, form._formLink!, key), 401).reason).toBe('key_required');
    expect((await save(t, form._id!, fresh, loaded.json())).statusCode).toBe(200);
  });

  it('also serves a link that has not expired (a browser that lost its key); only the newest link works', async () => {
    const { form } = await startedDraft('no.key@example.com');
    expect((await linkExpired(t, form._formLink!)).statusCode).toBe(200);
    expect((await linkExpired(t, form._formLink!)).statusCode).toBe(200);
    const [newest, older] = await outbox(t, 'no.key@example.com');
    expect(expectErrorShape(await exchange(t, form._formLink!, resumeLinkIn(older!.text).token), 401).reason).toBe('link_expired');
    expect((await exchange(t, form._formLink!, resumeLinkIn(newest!.text).token)).statusCode).toBe(200);
  });

  it('404 with a message for an unknown or malformed randomId or a disabled link; 400 without an email; 409 converted', async () => {
    expect(expectErrorShape(await linkExpired(t, 'Q'.repeat(24)), 404).message).toMatch(/could not find that application link/);
    expectErrorShape(await linkExpired(t, '12'), 404);
    const disabled = await startedDraft('disabled.link@example.com');
    await setDraft(t, disabled.id, { disabled: 1 });
    expect(expectErrorShape(await linkExpired(t, disabled.form._formLink!), 404).reason).toBe('link_disabled');
    const noEmail = await draftSavedAs({ Email: '', EmailConfirm: '' });
    expect(expectErrorShape(await linkExpired(t, noEmail.form._formLink!), 400).message).toMatch(/no email address/);
    const converted = await startedDraft('converted.link@example.com');
    await setDraft(t, converted.id, { converted: 1 });
    expect(expectErrorShape(await linkExpired(t, converted.form._formLink!), 409).reason).toBe('converted');
  });

  it('429 with Retry-After and the page\'s message after repeats for one link, and per client', async () => {
    const limited = await createTestApp({
      shell: false,
      config: { linkRequestRateLimit: { max: 2, windowMs: 60_000 }, mailRateLimit: { max: 4, windowMs: 60_000 } },
    });
    try {
      const { form } = await createDraft(limited, { ...step1 });
      const ref = form._formLink!;
      expect((await linkExpired(limited, ref, '10.0.0.1')).statusCode).toBe(200);
      expect((await linkExpired(limited, ref, '10.0.0.2')).statusCode).toBe(200);
      const res = await linkExpired(limited, ref, '10.0.0.3');
      const body = expectErrorShape(res, 429);
      expect(body.message).toBe(statedRefusal(res));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await outbox(limited)).toHaveLength(2);

      // One client asking for many links (here unknown ones) is stopped too.
      for (let i = 0; i < 4; i++) expect((await linkExpired(limited, `${'R'.repeat(23)}${i}`, '10.0.0.9')).statusCode).toBe(404);
      const client = await linkExpired(limited, 'R'.repeat(24), '10.0.0.9');
      expect(expectErrorShape(client, 429).message).toBe(statedRefusal(client));
      expect(Number(client.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/dev/outbox (OUTBOX_PAGE)', () => {
  it('is off by default: 404', async () => {
    expect(loadConfig({}).outboxPage).toBe(false);
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' }), 404);
  });

  it('with OUTBOX_PAGE=1 lists the newest messages, optionally for one address', async () => {
    const dev = await createTestApp({ shell: false, config: { outboxPage: loadConfig({ OUTBOX_PAGE: '1' }).outboxPage } });
    try {
      for (const email of ['one@example.com', 'two@example.com']) {
        await createDraft(dev, { ...step1, Email: email, EmailConfirm: email, _stepCompleted: 1 });
      }
      const all = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json().map((m: { to: string }) => m.to)).toEqual(['two@example.com', 'one@example.com']);
      const one = (await dev.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ONE@example.com' })).json();
      expect(one).toHaveLength(1);
      expect(one[0]).toMatchObject({ to: 'one@example.com', subject: 'Your ASIC application is saved', createdAt: expect.any(String) });
      expect(resumeLinkIn(one[0].text).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A browser gets a page whose links can be followed; the text is escaped.
      const page = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Mail outbox</h1>');
      expect(page.body).toMatch(/<a href="http:\/\/[^"]+\/apply\/form\//);
      expectErrorShape(await dev.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' }), 400);
      expectErrorShape(await dev.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${'a'.repeat(400)}` }), 400);
    } finally {
      await dev.close();
    }
  });
});

describe('Mail settings', () => {
  it('reads PUBLIC_URL, SMTP_URL, MAIL_FROM, OUTBOX_PAGE and the rate limits from the environment', () => {
    const defaults = loadConfig({});
    expect(defaults.publicUrl).toBe('http://localhost:8080');
    expect(defaults.mail).toMatchObject({ smtpUrl: undefined, from: 'no-reply@cards.example.com.au', heloName: 'localhost' });
    const set = loadConfig({
      PORT: '9000', PUBLIC_URL: 'https://cards.example.com.au/', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Cards <c@example.com>',
      OUTBOX_PAGE: '1', MAIL_RATE_LIMIT_MAX: '3', LINK_REQUEST_RATE_LIMIT_WINDOW_MS: '1000', FORM_RATE_LIMIT_MAX: '7',
    });
    expect(set).toMatchObject({
      publicUrl: 'https://cards.example.com.au',
      mail: { smtpUrl: 'smtp://mail:25', from: 'Cards <c@example.com>', heloName: 'cards.example.com.au' },
      outboxPage: true,
      mailRateLimit: { max: 3, windowMs: 60_000 },
      linkRequestRateLimit: { max: 3, windowMs: 1000 },
      formRateLimit: { max: 7, windowMs: 60_000 },
    });
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the queue\'s timeouts, retry times, limits and token lifetimes, and refuses nonsense', () => {
    const mail = loadConfig({
      SMTP_CONNECTION_TIMEOUT_MS: '1500', SMTP_GREETING_TIMEOUT_MS: '1600', SMTP_SOCKET_TIMEOUT_MS: '1700',
      MAIL_POLL_MS: '100', MAIL_LEASE_MS: '5000', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '800',
      MAIL_GIVE_UP_AFTER_MS: '9000', MAIL_LIMIT_DRAFT_HOUR: '2', MAIL_LIMIT_DRAFT_DAY: '3', MAIL_LIMIT_ADDRESS_HOUR: '4',
      MAIL_LIMIT_ADDRESS_DAY: '6', MAIL_TOKEN_TTL_MS: '60000', MAIL_INVITATION_TTL_MS: '120000',
    }).mail;
    expect(mail).toMatchObject({
      timeouts: { connectionMs: 1500, greetingMs: 1600, socketMs: 1700 },
      pollMs: 100, leaseMs: 5000, retryBaseMs: 200, retryMaxMs: 800, giveUpAfterMs: 9000,
      limits: { draftPerHour: 2, draftPerDay: 3, addressPerHour: 4, addressPerDay: 6 },
      tokenTtlMs: 60_000, invitationTtlMs: 120_000,
    });
    // Defaults: seconds to connect, retries for hours.
    const defaults = loadConfig({}).mail;
    expect(defaults.timeouts.connectionMs).toBeLessThanOrEqual(15_000);
    expect(defaults.timeouts.socketMs).toBeLessThanOrEqual(30_000);
    expect(defaults.giveUpAfterMs).toBeGreaterThanOrEqual(6 * 3_600_000);
    expect(() => loadConfig({ MAIL_LIMIT_DRAFT_HOUR: 'lots' })).toThrow(/MAIL_LIMIT_DRAFT_HOUR/);
    expect(() => loadConfig({ SMTP_SOCKET_TIMEOUT_MS: '-1' })).toThrow(/SMTP_SOCKET_TIMEOUT_MS/);
  });

  it('keeps mail in the outbox without SMTP_URL', () => {
    expect(t.app.mailTransport.kind).toBe('outbox');
  });

  it('masks addresses', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
  });
});
