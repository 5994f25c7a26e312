import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import type { MailStatus } from '../../src/platform/db/schema.ts';
import { createMailSender } from '../../src/platform/mail/sender.ts';
import { runCli } from '../../src/ops/cli.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { headers, outbox, resumeLinkIn, step1, step2 } from '../draft-helpers.ts';

// A durable queue and postal partner invitations: `npm run ops -- mail list|retry|cancel` and
// `npm run ops -- invite <email> [--card …]`, run through runCli against a test app whose own sender is off
// (`mailSender: false`, as in the ops process), so nothing is sent until a test drains the queue with a sender
// of its own (the api's, in production). SPEC §1: the postal partner is invitation only.

const generous = { max: 10_000, windowMs: 60_000 };
const publicUrl = 'https://post.cards.example.com.au';

let t: TestApp;
let output: string[];
let errors: string[];

beforeEach(async () => {
  t = await createTestApp({
    shell: false,
    config: { publicUrl, formRateLimit: generous, saveRateLimit: generous, mailRateLimit: generous },
    build: { mailSender: false },
  });
  output = [];
  errors = [];
});
afterEach(async () => {
  await t.close();
});

const ops = (...args: string[]) => runCli(args, {
  root: t.dir,
  varDir: t.config.varDir,
  app: async () => t.app,
  out: (line) => output.push(line),
  err: (line) => errors.push(line),
});

/** What the api's sender does: sends every due message (the outbox transport marks it sent). */
async function drain(): Promise<number> {
  const sender = createMailSender(t.app.mailQueue, t.app.mailTransport, t.config.mail, t.app.log);
  try {
    return await sender.drain();
  } finally {
    await sender.stop();
  }
}

/** A message in the queue, as a draft route queues one. */
async function queue(to: string, kind = 'form-saved'): Promise<number> {
  const id = await t.app.mailQueue.add(t.app.db, { to, subject: `About ${to}`, text: 'text', html: '<p>html</p>', kind }, new Date());
  expect(id).not.toBeNull();
  return id!;
}

async function statusOf(id: number): Promise<MailStatus> {
  const row = await t.app.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

async function setStatus(id: number, status: MailStatus, lastError: string | null = null) {
  await t.app.db.updateTable('outbox').set({ status, last_error: lastError }).where('id', '=', id).execute();
}

/** The ids at the start of `mail list` lines (`#12  queued …`). */
const listedIds = () => output.map((line) => Number(/^#(\d+) /.exec(line)?.[1]));

describe('ops mail list shows the queue, newest first', () => {
  it('lists each message with its number, status, kind, address, time and attempts', async () => {
    const first = await queue('first@example.com', 'form-saved');
    const second = await queue('second@example.com', 'invitation');
    const third = await queue('third@example.com', 'new-link');
    await setStatus(second, 'failed', 'connect ECONNREFUSED 127.0.0.1:25');

    expect(await ops('mail', 'list')).toBe(0);
    expect(errors).toEqual([]);
    expect(listedIds()).toEqual([third, second, first]);
    // Columns two spaces apart; status and kind padded, so the addresses line up.
    expect(output[0]!.startsWith(`#${third}  queued     new-link         third@example.com  `)).toBe(true);
    const columns = output.map((line) => line.split(/ {2,}/));
    expect(columns[0]).toEqual([`#${third}`, 'queued', 'new-link', 'third@example.com', expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), 'attempts 0']);
    expect(columns[1]).toEqual([`#${second}`, 'failed', 'invitation', 'second@example.com', expect.any(String), 'attempts 0',
      'last error: connect ECONNREFUSED 127.0.0.1:25']);
    expect(columns[2]!.slice(0, 4)).toEqual([`#${first}`, 'queued', 'form-saved', 'first@example.com']);
  });

  it('says so when there is nothing to list', async () => {
    expect(await ops('mail', 'list')).toBe(0);
    expect(output).toEqual(['No messages.']);
  });

  it('filters by --status and stops at --limit', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await queue(`n${i}@example.com`));
    await setStatus(ids[1]!, 'cancelled');
    await setStatus(ids[3]!, 'cancelled');

    expect(await ops('mail', 'list', '--status', 'cancelled')).toBe(0);
    expect(listedIds()).toEqual([ids[3], ids[1]]);
    output = [];
    expect(await ops('mail', 'list', '--limit', '2')).toBe(0);
    expect(listedIds()).toEqual([ids[4], ids[3]]);
    output = [];
    expect(await ops('mail', 'list', '--status', 'queued', '--limit', '1')).toBe(0);
    expect(listedIds()).toEqual([ids[4]]);
    output = [];
    expect(await ops('mail', 'list', '--status', 'sent')).toBe(0);
    expect(output).toEqual(['No messages.']);
  });

  it.each([
    [['--status', 'lost'], /^Error: --status is one of queued, sending, sent, failed, cancelled\.$/],
    [['--status', 'QUEUED'], /^Error: --status is one of/],
    [['--status'], /^Error: --status needs a value\.$/],
    [['--limit', '0'], /^Error: --limit is a number from 1 to 1000\.$/],
    [['--limit', '1001'], /^Error: --limit is a number from 1 to 1000\.$/],
    [['--limit', '2.5'], /^Error: --limit is a number from 1 to 1000\.$/],
    [['--limit', 'ten'], /^Error: --limit is a number from 1 to 1000\.$/],
    [['--limit'], /^Error: --limit needs a value\.$/],
  ])('refuses %j with exit 1 and an Error: line', async (args, message) => {
    await queue('refused@example.com');
    expect(await ops('mail', 'list', ...args)).toBe(1);
    expect(errors).toEqual([expect.stringMatching(message)]);
    expect(output).toEqual([]);
  });

  it('refuses an unknown mail command with exit 1', async () => {
    expect(await ops('mail', 'resend', '1')).toBe(1);
    expect(errors).toEqual(['Error: mail takes list, retry <id> or cancel <id>.']);
    expect(await ops('mail')).toBe(1);
  });

  it('needs the database: without ctx.app it says so', async () => {
    const code = await runCli(['mail', 'list'], { root: t.dir, varDir: t.config.varDir, out: (line) => output.push(line) });
    expect(code).toBe(1);
    expect(output).toEqual(['Error: This command needs the database.']);
  });
});

describe('ops mail cancel stops a message for good', () => {
  it('cancels a queued message, which the sender then never sends', async () => {
    const cancelled = await queue('cancel.me@example.com');
    const other = await queue('send.me@example.com');
    expect(await ops('mail', 'cancel', String(cancelled))).toBe(0);
    expect(output).toEqual([`Message ${cancelled} is cancelled.`]);
    expect(await statusOf(cancelled)).toBe('cancelled');

    expect(await drain()).toBe(1);
    expect(await statusOf(cancelled)).toBe('cancelled');
    expect(await statusOf(other)).toBe('sent');
    const row = await t.app.db.selectFrom('outbox').selectAll().where('id', '=', cancelled).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 0, sent_at: null });
  });

  it('cancels a failed message', async () => {
    const id = await queue('failed@example.com');
    await setStatus(id, 'failed', 'timeout');
    expect(await ops('mail', 'cancel', String(id))).toBe(0);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('refuses a sent or already cancelled message with exit 1 and leaves it', async () => {
    const id = await queue('sent@example.com');
    await drain();
    expect(await statusOf(id)).toBe('sent');
    expect(await ops('mail', 'cancel', String(id))).toBe(1);
    expect(errors).toEqual([`Error: Message ${id} is not queued or failed, or does not exist.`]);
    expect(await statusOf(id)).toBe('sent');

    const other = await queue('twice@example.com');
    expect(await ops('mail', 'cancel', String(other))).toBe(0);
    expect(await ops('mail', 'cancel', String(other))).toBe(1);
  });
});

describe('ops mail retry queues a failed or cancelled message again', () => {
  it('puts a failed message back in the queue, due now, and the sender sends it', async () => {
    const id = await queue('retry.me@example.com');
    await t.app.db.updateTable('outbox')
      .set({ status: 'failed', last_error: 'connect ECONNREFUSED', next_attempt_at: null, attempts: 7 })
      .where('id', '=', id).execute();
    expect(await drain()).toBe(0);

    expect(await ops('mail', 'retry', String(id))).toBe(0);
    expect(output).toEqual([`Message ${id} is queued again.`]);
    const row = await t.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    expect(Date.parse(row.next_attempt_at!)).toBeLessThanOrEqual(Date.now());

    expect(await drain()).toBe(1);
    expect(await statusOf(id)).toBe('sent');
  });

  it('puts a cancelled message back in the queue', async () => {
    const id = await queue('changed.mind@example.com');
    expect(await ops('mail', 'cancel', String(id))).toBe(0);
    expect(await ops('mail', 'retry', String(id))).toBe(0);
    expect(await statusOf(id)).toBe('queued');
  });

  it('refuses a queued or sent message with exit 1', async () => {
    const id = await queue('busy@example.com');
    expect(await ops('mail', 'retry', String(id))).toBe(1);
    expect(errors).toEqual([`Error: Message ${id} is not failed or cancelled, or does not exist.`]);
    await drain();
    expect(await ops('mail', 'retry', String(id))).toBe(1);
    expect(await statusOf(id)).toBe('sent');
  });
});

describe('ops mail retry and cancel name a message by its number', () => {
  it.each(['retry', 'cancel'])('%s of a number no message has: exit 1, nothing changes', async (command) => {
    const id = await queue('untouched@example.com');
    await setStatus(id, 'failed');
    expect(await ops('mail', command, '999999')).toBe(1);
    expect(errors).toEqual([expect.stringMatching(/^Error: Message 999999 is not .+, or does not exist\.$/)]);
    expect(await statusOf(id)).toBe('failed');
  });

  it.each([
    ['retry', []], ['retry', ['abc']], ['retry', ['-1']], ['retry', ['1.5']], ['retry', ['1e3']], ['retry', ['#1']],
    ['cancel', []], ['cancel', ['abc']], ['cancel', [' 1']], ['cancel', ['99999999999999999999']],
  ])('%s %j: exit 1, asks for a number', async (command, args) => {
    expect(await ops('mail', command, ...args)).toBe(1);
    expect(errors).toEqual(['Error: Name the message by its number, such as 12.']);
    expect(output).toEqual([]);
  });
});

const invitedSubject = /^Your invitation to apply for /;

/** An emailed invitation's link, opened as the postal page does: the token for a key. */
async function acceptInvitation(address: string) {
  const [mail, ...others] = await outbox(t, address);
  expect(others).toHaveLength(0);
  expect(mail!.subject).toMatch(invitedSubject);
  const link = resumeLinkIn(mail!.text);
  const res = await t.app.inject({
    method: 'POST', url: `/api/form/${link.formLink}/key`, headers: headers(undefined, 'postal'), payload: { token: link.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { link, key: res.json<{ key: string }>().key };
}

function loadPostal(formLink: string, key: string) {
  return t.app.inject({ method: 'GET', url: `/api/form/${formLink}`, headers: headers(key, 'postal') });
}

function savePostal(id: number, key: string, draft: Draft) {
  return t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: headers(key, 'postal'), payload: draft });
}

describe('postal partner invitations: ops invite <email> (SPEC §1 invitation only, §9 postal presets)', () => {
  it('makes a postal draft with the address preset and queues its invitation, whose token opens the draft', async () => {
    const address = 'invited.person@example.com';
    expect(await ops('invite', address)).toBe(0);
    expect(errors).toEqual([]);
    const draft = await t.app.db.selectFrom('drafts').selectAll().executeTakeFirstOrThrow();
    expect(output).toEqual([`Invited ${address}: draft ${draft.id} (/apply/form/${draft.form_link}/); the invitation is queued.`]);
    expect(draft).toMatchObject({ company: 'postal', card_type: 'asic', step_completed: 0, mail_link_sent: 0, expired_at: null });
    expect(draft.company_id).toBe(getBrand('postal').companyId ?? null);
    // SPEC §9: site 7 and operational need 9 for the postal brand.
    expect(JSON.parse(draft.data)).toMatchObject({ Email: address, EmailConfirm: address, Site: 7, OperationalNeedId: 9 });

    const [mail] = await outbox(t, address);
    expect(mail).toMatchObject({ to: address, status: 'queued', subject: expect.stringMatching(invitedSubject) });
    const row = await t.app.db.selectFrom('outbox').selectAll().where('id', '=', mail!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'invitation', draft_id: draft.id });
    const link = resumeLinkIn(mail!.text);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${publicUrl}/apply/form/${draft.form_link}/`);
    expect(link.company).toBe('postal');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url.searchParams.has('key')).toBe(false);
    // Invitations last longer than other links (config mail.invitationTtlMs).
    const token = await t.app.db.selectFrom('draft_tokens').selectAll().where('draft_id', '=', draft.id).executeTakeFirstOrThrow();
    expect(token.purpose).toBe('invitation');
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(t.config.mail.invitationTtlMs);

    const { key } = await acceptInvitation(address);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const loaded = await loadPostal(draft.form_link, key);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({ _id: draft.id, _company: 'postal', _cardType: 'asic', Email: address, _stepCompleted: 0 });
    // The token is spent.
    const again = await t.app.inject({
      method: 'POST', url: `/api/form/${draft.form_link}/key`, headers: headers(undefined, 'postal'), payload: { token: link.token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('is not sent until the api\'s sender runs; then it is sent once', async () => {
    expect(await ops('invite', 'later@example.com')).toBe(0);
    expect((await outbox(t, 'later@example.com'))[0]!.status).toBe('queued');
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    expect((await outbox(t, 'later@example.com')).map((m) => m.status)).toEqual(['sent']);
  });

  it('lets the invited person complete step 1 and step 2 through the api with the key the link bought', async () => {
    const address = 'invited.applicant@example.com';
    expect(await ops('invite', address)).toBe(0);
    const { link, key } = await acceptInvitation(address);
    const form = (await loadPostal(link.formLink, key)).json<Draft>();
    const id = form._id!;

    const one = await savePostal(id, key, { ...form, ...step1, Email: address, EmailConfirm: address, _version: 1, _stepCompleted: 1 });
    expect(one.statusCode, one.body).toBe(200);
    // SPEC §4: the first completion of step 1 queues the saved-form email, to the invited address.
    expect((await outbox(t, address)).map((m) => m.subject)).toEqual([expect.stringMatching(/is saved$/), expect.stringMatching(invitedSubject)]);

    const two = await savePostal(id, key, { ...form, ...step1, ...step2, Email: address, EmailConfirm: address, _version: 2, _stepCompleted: 2 });
    expect(two.statusCode, two.body).toBe(200);
    const saved = await loadPostal(link.formLink, key);
    expect(saved.json()).toMatchObject({
      _stepCompleted: 2, _company: 'postal', Email: address, Firstname: 'Jane', OperationalNeedId: 9,
      _address: [expect.objectContaining({ Localityname: 'Perth' })],
    });
  });

  it('takes --card asic in any case, and refuses a card the postal partner does not issue (it issues asic only)', async () => {
    expect(getBrand('postal').cardTypes).toEqual(['asic']);
    expect(await ops('invite', 'upper@example.com', '--card', 'ASIC')).toBe(0);
    const made = await t.app.db.selectFrom('drafts').select(['company', 'card_type']).execute();
    expect(made).toEqual([{ company: 'postal', card_type: 'asic' }]);

    expect(await ops('invite', 'sea@example.com', '--card', 'msic')).toBe(1);
    expect(errors).toEqual(['Error: The postal partner issues asic, not msic.']);
    expect(await ops('invite', '--card', 'gold', 'gold@example.com')).toBe(1);
    expect(errors.at(-1)).toBe('Error: The postal partner issues asic, not gold.');
    expect(await ops('invite', 'novalue@example.com', '--card')).toBe(1);
    expect(errors.at(-1)).toBe('Error: --card needs a value.');
    expect(await t.app.db.selectFrom('drafts').select('id').execute()).toHaveLength(1);
    expect(await outbox(t)).toHaveLength(1);
  });

  it.each([
    ['not-an-email', 'Error: "not-an-email" is not an email address.'],
    ['two@example.com,three@example.com', 'Error: "two@example.com,three@example.com" is not an email address.'],
    ['@example.com', 'Error: "@example.com" is not an email address.'],
  ])('refuses %s with exit 1 and makes nothing', async (address, message) => {
    expect(await ops('invite', address)).toBe(1);
    expect(errors).toEqual([message]);
    expect(output).toEqual([]);
    expect(await t.app.db.selectFrom('drafts').select('id').execute()).toEqual([]);
    expect(await outbox(t)).toEqual([]);
  });

  it('refuses to run without an address', async () => {
    expect(await ops('invite')).toBe(1);
    expect(errors).toEqual(['Error: Name the address to invite.']);
  });

  it('holds to the per-address mail limit: over it, exit 1 and neither draft nor mail is kept', async () => {
    const { addressPerHour } = t.config.mail.limits;
    for (let i = 0; i < addressPerHour; i += 1) expect(await ops('invite', 'often@example.com')).toBe(0);
    expect(await ops('invite', 'often@example.com')).toBe(1);
    expect(errors).toEqual(['Error: Not sent: too many emails to often@example.com recently. Try again later.']);
    expect(await t.app.db.selectFrom('drafts').select('id').execute()).toHaveLength(addressPerHour);
    expect(await outbox(t, 'often@example.com')).toHaveLength(addressPerHour);
  });
});
