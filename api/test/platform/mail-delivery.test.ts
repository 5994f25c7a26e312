import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '../../src/platform/config.ts';
import { createTestApp, mailSettings, type TestApp } from '../helpers.ts';
import { completeStepOne, createDraft, headers, load, resumeLinkIn, save, step1 } from '../draft-helpers.ts';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../smtp-test-server.ts';

// Against a real SMTP server started here: mail is queued with the change that causes it and the api
// answers at once; the sender delivers it with the right headers, retries while the server is down or stalled, and
// delivers every message once when it is back. Two api processes on one database: mail-nodes.test.ts.

let smtp: SmtpTestServer;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  smtp.unstall();
  await smtp.up().catch(() => {});
});
afterAll(async () => {
  await smtp.close();
});

/** Short timeouts and retries, so a test waits for states that come quickly. */
function fastMail(changes: Partial<MailSettings> = {}): MailSettings {
  return mailSettings({
    smtpUrl: smtp.url,
    heloName: 'cards.example.com.au',
    timeouts: { connectionMs: 1000, greetingMs: 300, socketMs: 2000 },
    pollMs: 50,
    retryBaseMs: 20,
    retryMaxMs: 100,
    ...changes,
  });
}

async function mailApp(changes: Partial<MailSettings> = {}): Promise<TestApp> {
  const t = await createTestApp({
    shell: false,
    config: {
      publicUrl: 'https://cards.example.com.au',
      mail: fastMail(changes),
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
  apps.push(t);
  return t;
}

const to = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

async function arrived(address: string, count = 1): Promise<ReceivedMail[]> {
  await vi.waitFor(() => expect(to(address)).toHaveLength(count), { timeout: 10_000, interval: 20 });
  return to(address);
}

function rows(t: TestApp) {
  return t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

describe('mail arrives well formed (headers, envelope, both parts)', () => {
  it('sends multipart text and HTML from the brand, Reply-To its contact, Auto-Submitted, HELO from PUBLIC_URL', async () => {
    const t = await mailApp();
    const address = 'well.formed@example.com';
    await createDraft(t, { ...step1, Firstname: 'Zoë', Email: address, EmailConfirm: address, _stepCompleted: 1 }, 'chcheli', 'msic');
    const [mail] = await arrived(address);
    const { parsed } = mail!;

    expect(mail!.helo).toBe('cards.example.com.au');
    expect(mail!.envelope).toEqual({ from: 'no-reply@cards.example.com.au', to: [address] });
    expect(parsed.from?.value).toEqual([{ name: 'CHC Helicopters Card Office', address: 'no-reply@cards.example.com.au' }]);
    expect(parsed.replyTo?.value[0]?.address).toMatch(/@/);
    expect(parsed.replyTo?.value[0]?.address).not.toBe('no-reply@cards.example.com.au');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.subject).toBe('Your MSIC application is saved');
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(parsed.text).toContain('Hello Zoë,');
    expect(parsed.html).toContain('lang="en-AU"');
    const link = resumeLinkIn(parsed.text!);
    expect(link.url.href.startsWith('https://cards.example.com.au/apply/form/')).toBe(true);
    expect(parsed.html).toContain(link.url.href.replace(/&/g, '&amp;'));

    await vi.waitFor(async () => expect((await rows(t))[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null }));
    expect((await rows(t))[0]!.sent_at).not.toBeNull();
  });

  it('keeps the address of MAIL_FROM and its own display name when it has one', async () => {
    const t = await mailApp({ from: 'Card Office <office@cards.example.com.au>' });
    const address = 'named.from@example.com';
    await createDraft(t, { ...step1, Email: address, EmailConfirm: address, _stepCompleted: 1 });
    const [mail] = await arrived(address);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Card Office', address: 'office@cards.example.com.au' }]);
  });
});

describe('with the SMTP server down or stalled the api answers at once and nothing is lost', () => {
  it('down: every call answers, the mail waits and retries, and each arrives once when the server is back', async () => {
    await smtp.down();
    const t = await mailApp();
    const addresses = ['down.1@example.com', 'down.2@example.com', 'down.3@example.com'];

    // Step 1 completed (form-saved), a session that ended (session-expired), a link that expired (/expired).
    const saved = await createDraft(t, { ...step1, Email: addresses[0], EmailConfirm: addresses[0] });
    expect((await completeStepOne(t, saved)).statusCode).toBe(200);
    const idle = await createDraft(t, { ...step1, Email: addresses[1], EmailConfirm: addresses[1] });
    const idleAnswer = await t.app.inject({ method: 'POST', url: `/api/mail/session-expired/${idle.id}`, headers: headers(idle.key), payload: {} });
    expect(idleAnswer.json()).toMatchObject({ queued: true });
    const expiring = await createDraft(t, { ...step1, Email: addresses[2], EmailConfirm: addresses[2] });
    const expired = await t.app.inject({
      method: 'POST', url: `/api/form/${expiring.id}/expired`, headers: headers(expiring.key), payload: { ...expiring.form, _version: 1 },
    });
    expect(expired.json()).toMatchObject({ emailed: true });

    // The sender has tried each and will try again; the open page's key still works meanwhile.
    await vi.waitFor(async () => {
      const queued = await rows(t);
      expect(queued).toHaveLength(3);
      for (const row of queued) {
        expect(row.status).toBe('queued');
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toMatch(/ECONNREFUSED/);
      }
    }, { timeout: 10_000, interval: 20 });
    expect((await load(t, saved.form._formLink!, saved.key)).statusCode).toBe(200);

    await smtp.up();
    for (const address of addresses) await arrived(address);
    await vi.waitFor(async () => expect((await rows(t)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']));
    expect(to(addresses[2]!)[0]!.parsed.subject).toBe('The link to your ASIC application has expired');
    // Later polls send nothing again.
    await t.app.mailSender.drain();
    for (const address of addresses) expect(to(address)).toHaveLength(1);
  });

  it('stalled: the api answers while the server holds the connection; the mail goes once after it answers', async () => {
    smtp.stall();
    const t = await mailApp();
    const address = 'stalled@example.com';
    const created = await createDraft(t, { ...step1, Email: address, EmailConfirm: address });
    // The server never greets: these answer only because nothing waits for it.
    expect((await completeStepOne(t, created)).statusCode).toBe(200);
    expect((await save(t, created.id, created.key, { ...created.form, Surname: 'Ng', _version: 2 })).statusCode).toBe(200);

    await vi.waitFor(async () => {
      const [row] = await rows(t);
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
      expect(row!.last_error).toMatch(/greeting/i);
    }, { timeout: 10_000, interval: 20 });
    expect(to(address)).toHaveLength(0);

    smtp.unstall();
    await arrived(address);
    await vi.waitFor(async () => expect((await rows(t))[0]!.status).toBe('sent'));
    await t.app.mailSender.drain();
    expect(to(address)).toHaveLength(1);
  });

  it('gives up after MAIL_GIVE_UP_AFTER_MS and marks the mail failed, for ops to retry', async () => {
    await smtp.down();
    const t = await mailApp({ giveUpAfterMs: 150 });
    const address = 'gives.up@example.com';
    await createDraft(t, { ...step1, Email: address, EmailConfirm: address, _stepCompleted: 1 });
    await vi.waitFor(async () => expect((await rows(t))[0]).toMatchObject({ status: 'failed', next_attempt_at: null }), {
      timeout: 10_000, interval: 20,
    });
    await smtp.up();
    const [row] = await rows(t);
    expect(await t.app.mailQueue.retry(row!.id, new Date())).toBe(true);
    t.app.mailSender.kick();
    await arrived(address);
  });
});
