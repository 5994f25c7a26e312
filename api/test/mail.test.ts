import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { maskEmail } from '../src/mail/links.ts';
import { escapeHtml } from '../src/mail/messages.ts';
import { createTestApp, expectErrorShape, type TestApp } from './helpers.ts';
import { createDraft, headers, load, outbox, resumeLinkIn, save, setDraft, step1 } from './draft-helpers.ts';

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

/** A draft with step 1 done and its own email address. */
async function startedDraft(email: string, extra: object = {}) {
  const created = await createDraft(t, { ...step1, Email: email, EmailConfirm: email, ...extra });
  return created;
}

describe('SPEC §4 form progress: POST /api/mail/form-saved sends the saved-form email once', () => {
  it('emails the resume link with a new key, answers it, and the old key stops working', async () => {
    const { id, key, form } = await startedDraft('saved.once@example.com');
    const res = await formSaved(key, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sent, key: newKey } = res.json();
    expect(sent).toBe(true);
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newKey).not.toBe(key);

    const [mail, ...others] = await outbox(t, 'saved.once@example.com');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Your ASIC application is saved');
    expect(mail!.text).toContain('Hello Jane,');
    expect(mail!.text).toContain('Secure Card Services');
    const link = resumeLinkIn(mail!.text);
    expect(link.url.origin + link.url.pathname).toBe(`https://cards.example.com.au/apply/form/${form._formLink}/`);
    expect(link).toMatchObject({ key: newKey, company: 'default' });
    expect(mail!.html).toContain(`href="https://cards.example.com.au/apply/form/${form._formLink}/?key=${newKey}&amp;company=default"`);

    expect((await load(t, form._formLink!, newKey)).statusCode).toBe(200);
    expectErrorShape(await load(t, form._formLink!, key), 403);
    expect((await load(t, form._formLink!, newKey)).json()._mailLinkSent).toBe(true);
    // The open page keeps saving with the key it was given.
    expect((await save(t, id, newKey, { ...form, _version: 1 })).statusCode).toBe(200);
  });

  it('a second call sends nothing and answers sent: false', async () => {
    const { key, form } = await startedDraft('saved.twice@example.com');
    const first = (await formSaved(key, form)).json();
    const second = await formSaved(first.key, { _id: form._id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ sent: false });
    expect(await outbox(t, 'saved.twice@example.com')).toHaveLength(1);
  });

  it('finds the draft by its key alone, or by _id with the key', async () => {
    const a = await startedDraft('by.key@example.com');
    expect((await formSaved(a.key, {})).json().sent).toBe(true);
    const b = await startedDraft('by.id@example.com');
    expect((await formSaved(b.key, { _id: b.id })).json().sent).toBe(true);
  });

  it('401 without a key; 403 with a wrong or another draft\'s key, and the same for an unknown _id', async () => {
    const a = await startedDraft('keys.a@example.com');
    const b = await startedDraft('keys.b@example.com');
    expect(expectErrorShape(await formSaved(undefined, { _id: a.id }), 401).reason).toBe('key_required');
    expectErrorShape(await formSaved('n'.repeat(43), {}), 403);
    expectErrorShape(await formSaved(b.key, { _id: a.id }), 403);
    const unknown = await formSaved(a.key, { _id: 999_999 });
    expectErrorShape(unknown, 403);
    expect(unknown.body).toBe((await formSaved(a.key, { _id: b.id })).body);
    expect(expectErrorShape(await formSaved(a.key, { _id: 'one' }), 400).fields).toEqual({ _id: 'invalid' });
    expect(await outbox(t, 'keys.a@example.com')).toHaveLength(0);
  });

  it('400 with a message when the draft has no usable email address, and the key is unchanged', async () => {
    const { key, form } = await createDraft(t, { Firstname: 'Jo', Email: 'jo@' });
    const body = expectErrorShape(await formSaved(key, form), 400);
    expect(body.message).toMatch(/no email address/);
    expect((await load(t, form._formLink!, key)).statusCode).toBe(200);
  });

  it('502 when the email cannot be sent; nothing changes and it can be tried again', async () => {
    const { key, form } = await startedDraft('fails@example.com');
    const spy = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('smtp down at 10.0.0.1'));
    try {
      const body = expectErrorShape(await formSaved(key, form), 502);
      expect(body.message).toBe('We could not send the email just now. Please try again in a few minutes.');
    } finally {
      spy.mockRestore();
    }
    expect((await load(t, form._formLink!, key)).json()._mailLinkSent).toBe(false);
    expect((await formSaved(key, form)).json().sent).toBe(true);
  });

  it('escapes what was typed in the HTML and names the brand and card', async () => {
    const { key, form } = await createDraft(t, { Firstname: '<b>Jo</b> & "Co"', Email: 'html@example.com' }, 'chcheli', 'msic');
    expect((await formSaved(key, form)).statusCode).toBe(200);
    const [mail] = await outbox(t, 'html@example.com');
    expect(mail!.subject).toBe('Your MSIC application is saved');
    expect(mail!.html).toContain('Hello &lt;b&gt;Jo&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail!.html).not.toContain('<b>Jo</b>');
    expect(mail!.text).toContain('CHC Helicopters Card Office');
    expect(resumeLinkIn(mail!.text).company).toBe('chcheli');
  });
});

describe('SPEC §4 idle handling: POST /api/mail/session-expired/{id} emails the saved form', () => {
  it('emails a resume link and answers a message with the address masked and the new key', async () => {
    const { id, key, form } = await startedDraft('idle.person@example.com');
    const res = await sessionExpired(id, key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('We have emailed a link to your application to i***@example.com.');
    const [mail] = await outbox(t, 'idle.person@example.com');
    expect(mail!.subject).toBe('Continue your ASIC application');
    expect(resumeLinkIn(mail!.text)).toMatchObject({ formLink: form._formLink, key: body.key });
    expect((await load(t, form._formLink!, body.key)).statusCode).toBe(200);
    expectErrorShape(await load(t, form._formLink!, key), 403);
  });

  it('needs the key; 400 without an email address; refuses converted, expired and disabled drafts', async () => {
    const { id, key } = await startedDraft('idle.keys@example.com');
    expect(expectErrorShape(await sessionExpired(id), 401).reason).toBe('key_required');
    expectErrorShape(await sessionExpired(id, 'm'.repeat(43)), 403);
    expectErrorShape(await sessionExpired(999_999, key), 403);
    expectErrorShape(await t.app.inject({ method: 'POST', url: '/api/mail/session-expired/x', headers: headers(key), payload: {} }), 400);

    const noEmail = await createDraft(t, { Firstname: 'Jo' });
    expectErrorShape(await sessionExpired(noEmail.id, noEmail.key), 400);

    await setDraft(t, id, { converted: 1 });
    expect(expectErrorShape(await sessionExpired(id, key), 409).reason).toBe('converted');
    const expired = await startedDraft('idle.expired@example.com');
    await setDraft(t, expired.id, { expired_at: new Date().toISOString() });
    expect(expectErrorShape(await sessionExpired(expired.id, expired.key), 401).reason).toBe('link_expired');
    const disabled = await startedDraft('idle.disabled@example.com');
    await setDraft(t, disabled.id, { disabled: 1 });
    expect(expectErrorShape(await sessionExpired(disabled.id, disabled.key), 404).reason).toBe('link_disabled');
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

  it('emails a fresh link to the draft\'s address; the new key works, the old one does not', async () => {
    const { key, form } = await expiredDraft('lost.link@example.com');
    const res = await linkExpired(t, form._formLink!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'We have emailed a new link to l***@example.com.' });
    expect(res.body).not.toMatch(/key/i);

    const [mail] = await outbox(t, 'lost.link@example.com');
    expect(mail!.subject).toBe('Your new link to your ASIC application');
    const link = resumeLinkIn(mail!.text);
    expect(link.formLink).toBe(form._formLink);
    const loaded = await load(t, form._formLink!, link.key);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()._version).toBe(2);
    expectErrorShape(await load(t, form._formLink!, key), 403);
    // The expiry is cleared: saving works again with the new key.
    expect((await save(t, form._id!, link.key, loaded.json())).statusCode).toBe(200);
  });

  it('also serves a link that has not expired (a browser that lost its key)', async () => {
    const { form } = await startedDraft('no.key@example.com');
    expect((await linkExpired(t, form._formLink!)).statusCode).toBe(200);
    expect(await outbox(t, 'no.key@example.com')).toHaveLength(1);
  });

  it('404 with a message for an unknown or malformed randomId or a disabled link; 400 without an email; 409 converted', async () => {
    expect(expectErrorShape(await linkExpired(t, 'Q'.repeat(24)), 404).message).toMatch(/could not find that application link/);
    expectErrorShape(await linkExpired(t, '12'), 404);
    const disabled = await startedDraft('disabled.link@example.com');
    await setDraft(t, disabled.id, { disabled: 1 });
    expect(expectErrorShape(await linkExpired(t, disabled.form._formLink!), 404).reason).toBe('link_disabled');
    const noEmail = await createDraft(t, { Firstname: 'Jo' });
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
      expect(body.message).toBe('Too many requests, please try again in a minute');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await outbox(limited)).toHaveLength(2);

      // One client asking for many links (here unknown ones) is stopped too.
      for (let i = 0; i < 4; i++) expect((await linkExpired(limited, `${'R'.repeat(23)}${i}`, '10.0.0.9')).statusCode).toBe(404);
      const client = await linkExpired(limited, 'R'.repeat(24), '10.0.0.9');
      expect(expectErrorShape(client, 429).message).toBe('Too many requests, please try again in a minute');
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
        const { key, form } = await createDraft(dev, { ...step1, Email: email, EmailConfirm: email });
        expect((await dev.app.inject({ method: 'POST', url: '/api/mail/form-saved', headers: headers(key), payload: form })).statusCode).toBe(200);
      }
      const all = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json().map((m: { to: string }) => m.to)).toEqual(['two@example.com', 'one@example.com']);
      const one = (await dev.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ONE@example.com' })).json();
      expect(one).toHaveLength(1);
      expect(one[0]).toMatchObject({ to: 'one@example.com', subject: 'Your ASIC application is saved', createdAt: expect.any(String) });
      expect(resumeLinkIn(one[0].text).key).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
    expect(defaults.mail).toEqual({ smtpUrl: undefined, from: 'no-reply@cards.example.com.au' });
    const set = loadConfig({
      PORT: '9000', PUBLIC_URL: 'https://cards.example.com.au/', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Cards <c@example.com>',
      OUTBOX_PAGE: '1', MAIL_RATE_LIMIT_MAX: '3', LINK_REQUEST_RATE_LIMIT_WINDOW_MS: '1000', FORM_RATE_LIMIT_MAX: '7',
    });
    expect(set).toMatchObject({
      publicUrl: 'https://cards.example.com.au',
      mail: { smtpUrl: 'smtp://mail:25', from: 'Cards <c@example.com>' },
      outboxPage: true,
      mailRateLimit: { max: 3, windowMs: 60_000 },
      linkRequestRateLimit: { max: 3, windowMs: 1000 },
      formRateLimit: { max: 7, windowMs: 60_000 },
    });
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('uses SMTP when SMTP_URL is set and the outbox otherwise', () => {
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@example.com' }, t.app.outbox);
    expect(smtp.transport).toBe('smtp');
    smtp.close();
    expect(t.app.mailer.transport).toBe('outbox');
  });

  it('masks addresses and escapes HTML', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
