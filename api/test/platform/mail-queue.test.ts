import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailRow } from '../../src/platform/mail/mail-queue.ts';
import { createMailSender, nextAttempt, type MailSenderSettings } from '../../src/platform/mail/sender.ts';
import type { MailTransport } from '../../src/platform/mail/transport.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// The queue and the sender on their own: claims with a lease, retries with back-off,
// giving up, ops' retry and cancel, and several senders on one queue sending each message once. Against a real
// SMTP server: mail-delivery.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, build: { mailSender: false } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('outbox').execute();
});

const settings: MailSenderSettings = { pollMs: 60_000, leaseMs: 60_000, retryBaseMs: 1000, retryMaxMs: 8000, giveUpAfterMs: 3_600_000 };

async function queue(count: number, now = new Date()): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await t.app.mailQueue.add(t.app.db, {
      to: `person${i}@example.com`, subject: `Message ${i}`, text: 'text', html: '<p>html</p>', kind: 'form-saved',
    }, now);
    ids.push(id!);
  }
  return ids;
}

/** A transport that records what it was handed, and fails while `failing` is set. */
function recordingTransport() {
  const delivered: number[] = [];
  const transport: MailTransport & { delivered: number[]; failing: boolean } = {
    kind: 'smtp',
    delivered,
    failing: false,
    async deliver(message: MailRow) {
      // Let other senders run between claim and delivery, as a real network send would.
      await new Promise((resolve) => setImmediate(resolve));
      if (transport.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(message.id);
    },
    close: () => {},
  };
  return transport;
}

const status = async (id: number) =>
  (await t.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

describe('nextAttempt: back-off, then giving up', () => {
  const created = '2026-01-01T00:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(created) + ms);

  it('waits retryBaseMs, doubling with each attempt up to retryMaxMs', () => {
    expect(nextAttempt({ attempts: 1, created_at: created }, at(0), settings)).toEqual(at(1000));
    expect(nextAttempt({ attempts: 2, created_at: created }, at(0), settings)).toEqual(at(2000));
    expect(nextAttempt({ attempts: 3, created_at: created }, at(0), settings)).toEqual(at(4000));
    expect(nextAttempt({ attempts: 9, created_at: created }, at(0), settings)).toEqual(at(8000));
  });

  it('gives up (null) when the next try would come after giveUpAfterMs', () => {
    expect(nextAttempt({ attempts: 5, created_at: created }, at(3_600_000 - 8001), settings)).not.toBeNull();
    expect(nextAttempt({ attempts: 5, created_at: created }, at(3_600_000 - 7999), settings)).toBeNull();
  });

  it('retries for hours by default', async () => {
    const { loadConfig } = await import('../../src/platform/config.ts');
    const defaults = loadConfig({}).mail;
    let attempts = 0;
    let now = at(0);
    for (;;) {
      attempts += 1;
      const next = nextAttempt({ attempts, created_at: created }, now, defaults);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - Date.parse(created)).toBeGreaterThan(24 * 3_600_000);
    expect(attempts).toBeLessThan(100);
  });
});

describe('claims', () => {
  it('takes due messages once, with a lease; a lapsed lease (a node that died) lets another take them', async () => {
    const [id] = await queue(1);
    const now = new Date();
    expect((await t.app.mailQueue.claim(now, 1000, 10)).map((r) => r.id)).toEqual([id]);
    expect(await t.app.mailQueue.claim(now, 1000, 10)).toEqual([]);
    expect((await status(id!)).status).toBe('sending');
    const later = new Date(now.getTime() + 1001);
    const [again] = await t.app.mailQueue.claim(later, 1000, 10);
    expect(again).toMatchObject({ id, attempts: 2 });
  });

  it('leaves messages that are not due yet, and takes them in the order they were queued', async () => {
    const now = new Date();
    const ids = await queue(3, now);
    await t.app.mailQueue.markFailed(ids[0]!, 'x', new Date(now.getTime() + 60_000));
    const claimed = await t.app.mailQueue.claim(now, 1000, 10);
    expect(claimed.map((r) => r.id)).toEqual([ids[1], ids[2]]);
    expect(await t.app.mailQueue.claim(new Date(now.getTime() + 60_000), 1000, 1)).toMatchObject([{ id: ids[0] }]);
  });
});

describe('the sender', () => {
  it('sends each due message and marks it sent', async () => {
    const ids = await queue(25);
    const transport = recordingTransport();
    const sender = createMailSender(t.app.mailQueue, transport, settings, t.app.log);
    expect(await sender.drain()).toBe(25);
    await sender.stop();
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(ids);
    for (const id of ids) expect(await status(id)).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null });
  });

  it('records a failure with its error and the time of the next try; gives up when the time is past', async () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const [id] = await queue(1, now);
    const transport = recordingTransport();
    transport.failing = true;
    let clock = now;
    const sender = createMailSender(t.app.mailQueue, transport, settings, t.app.log, () => clock);
    await sender.drain();
    expect(await status(id!)).toMatchObject({
      status: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25', next_attempt_at: '2026-03-01T00:00:01.000Z',
    });
    // Not due: nothing happens.
    expect(await sender.drain()).toBe(0);
    clock = new Date(now.getTime() + 3_600_000);
    await sender.drain();
    expect(await status(id!)).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
    await sender.stop();
  });

  it('several senders on one queue deliver every message exactly once', async () => {
    const ids = await queue(40);
    const transport = recordingTransport();
    const senders = Array.from({ length: 4 }, () => createMailSender(t.app.mailQueue, transport, settings, t.app.log));
    await Promise.all(senders.map((s) => s.drain()));
    await Promise.all(senders.map((s) => s.stop()));
    expect(transport.delivered).toHaveLength(40);
    expect(new Set(transport.delivered).size).toBe(40);
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(ids);
  });

  it('a round that finds the database locked is logged as a warning, and the next round sends', async () => {
    const [id] = await queue(1);
    const transport = recordingTransport();
    let locked = true;
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const mailQueue = { ...t.app.mailQueue, claim: (...args: Parameters<typeof t.app.mailQueue.claim>) => (locked ? Promise.reject(busy) : t.app.mailQueue.claim(...args)) };
    const lines: Array<[string, unknown, string]> = [];
    const log = {
      warn: (obj: unknown, msg: string) => lines.push(['warn', obj, msg]),
      error: (obj: unknown, msg: string) => lines.push(['error', obj, msg]),
    } as unknown as typeof t.app.log;
    const sender = createMailSender(mailQueue, transport, settings, log);
    expect(await sender.drain()).toBe(0);
    expect(lines).toEqual([['warn', { code: 'SQLITE_BUSY' }, 'mail sender waits for the database']]);
    locked = false;
    expect(await sender.drain()).toBe(1);
    await sender.stop();
    expect(transport.delivered).toEqual([id]);
  });

  it('after stop, looks for nothing more', async () => {
    const transport = recordingTransport();
    const sender = createMailSender(t.app.mailQueue, transport, { ...settings, pollMs: 1 }, t.app.log);
    await sender.stop();
    await queue(1);
    sender.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(transport.delivered).toEqual([]);
  });
});

describe('ops: retry and cancel', () => {
  it('cancels queued or failed mail only, and retries failed or cancelled mail only', async () => {
    const [queued, failed, sent] = await queue(3);
    await t.app.mailQueue.markFailed(failed!, 'gave up', null);
    await t.app.mailQueue.markSent(sent!, new Date());
    expect(await t.app.mailQueue.cancel(queued!)).toBe(true);
    expect(await t.app.mailQueue.cancel(sent!)).toBe(false);
    expect(await t.app.mailQueue.retry(sent!, new Date())).toBe(false);
    expect(await t.app.mailQueue.retry(failed!, new Date())).toBe(true);
    expect(await t.app.mailQueue.retry(queued!, new Date())).toBe(true);
    expect(await t.app.mailQueue.retry(999_999, new Date())).toBe(false);
    expect((await t.app.mailQueue.list({ limit: 10 })).map((r) => r.status)).toEqual(['sent', 'queued', 'queued']);
    expect(await t.app.mailQueue.list({ status: 'sent', limit: 10 })).toHaveLength(1);
  });

  it('a second message with the same dedupe key is not added', async () => {
    const mail = { to: 'a@example.com', subject: 's', text: 't', html: 'h', kind: 'session-expired', dedupeKey: 'session-expired:1:abc' };
    expect(await t.app.mailQueue.add(t.app.db, mail, new Date())).toEqual(expect.any(Number));
    expect(await t.app.mailQueue.add(t.app.db, mail, new Date())).toBeNull();
    expect(await t.app.mailQueue.byDedupeKey('session-expired:1:abc')).toMatchObject({ to_address: 'a@example.com' });
  });
});
