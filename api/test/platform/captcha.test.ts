import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createSpentCaptchas } from '../../src/platform/captcha/captcha-spent.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { fetchChallenge, payloadOf, quickCaptcha, solvedCaptcha } from '../captcha-helpers.ts';

// The contact forms' captcha, checked on the server. Self-hosted ALTCHA by default: a solved challenge is
// taken once; a wrong solution, a replay and an expired challenge answer `result: false` (SPEC §8 'Contact').
// reCAPTCHA when its keys are set, against a local stub of Google's siteverify.

const enquiry = {
  EnquiryType: 'General Enquiries', Name: 'Jane Citizen', Email: 'jane@example.com.au', Message: 'When will my card arrive, please?',
};

function send(t: TestApp, recaptcha: string) {
  return t.app.inject({ method: 'POST', url: '/api/mail/contact-us', payload: { ...enquiry, recaptcha } });
}

describe('self-hosted ALTCHA', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = withoutLimits();
    t = await createTestApp({ shell: false, config: { ...base, captcha: quickCaptcha({}, base) } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GET /api/captcha names ALTCHA and where its challenges come from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' });
  });

  it('GET /api/captcha/challenge answers a signed challenge that no cache keeps, a new one each time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), salt: expect.any(String), expiresAt: expect.any(Number) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await fetchChallenge(t)).parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('takes a solved challenge once: the same solution again is refused', async () => {
    const answer = await solvedCaptcha(t);
    const first = await send(t, answer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: true });
    const again = await send(t, answer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ result: false, error: 'captcha' });
  });

  it('of two requests with the same solution at once, exactly one is taken', async () => {
    const answer = await solvedCaptcha(t);
    const results = await Promise.all([send(t, answer), send(t, answer), send(t, answer)]);
    expect(results.map((r) => r.json().result).sort()).toEqual([false, false, true]);
  });

  it('refuses a wrong solution, a changed challenge, and what is not a payload at all', async () => {
    const challenge = await fetchChallenge(t);
    const wrong = payloadOf(challenge, { counter: 1_000_000, derivedKey: '00'.repeat(32) });
    expect((await send(t, wrong)).json()).toEqual({ result: false, error: 'captcha' });

    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1, keyPrefix: '0' } };
    expect((await send(t, payloadOf(easier, { counter: 0, derivedKey: '00'.repeat(32) }))).json()).toEqual({ result: false, error: 'captcha' });

    for (const junk of ['not base64 !', Buffer.from('{"challenge":1}').toString('base64'), Buffer.from('[]').toString('base64')]) {
      expect((await send(t, junk)).json()).toEqual({ result: false, error: 'captcha' });
    }
  });

  it('refuses a challenge that has expired, even solved', async () => {
    const answer = await solvedCaptcha(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await send(t, answer)).json()).toEqual({ result: false, error: 'captcha' });
  });

  it('keeps a spent answer until its challenge has expired, then lets it go', async () => {
    await send(t, await solvedCaptcha(t));
    const spent = createSpentCaptchas(t.app.db);
    const later = new Date(Date.now() + 11 * 60_000);
    const until = new Date(later.getTime() + 10 * 60_000);
    expect(await spent.spend('test:a', until, later)).toBe(true);
    expect(await spent.spend('test:a', until, later)).toBe(false);
    expect((await t.app.db.selectFrom('captcha_spent').select('key').execute()).map((r) => r.key)).toEqual(['test:a']);
  });

  it('limits challenges per client with a 429', async () => {
    const limited = await createTestApp({
      shell: false, config: { captcha: quickCaptcha({}, { captcha: { ...loadConfig({}).captcha, challengeRateLimit: { max: 2, windowMs: 60_000 } } }) },
    });
    try {
      for (let i = 0; i < 2; i += 1) expect((await limited.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(200);
      expectErrorShape(await limited.app.inject({ method: 'GET', url: '/api/captcha/challenge' }), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('reCAPTCHA, against a local stub of siteverify', () => {
  let stub: Server;
  let stubUrl: string;
  const asked: Array<Record<string, string>> = [];
  let t: TestApp;

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return Object.fromEntries(new URLSearchParams(text));
  }

  beforeAll(async () => {
    stub = createServer((req: IncomingMessage, res: ServerResponse) => {
      void readForm(req).then((form) => {
        asked.push(form);
        if (form.response === 'slow') return; // never answers: the api's timeout decides
        if (form.response === 'broken') {
          res.writeHead(500).end('oops');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(form.response === 'good-token' && form.secret === 'test-secret'
          ? { success: true, hostname: 'localhost' }
          : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    const base = withoutLimits();
    const captcha = loadConfig({
      RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: stubUrl, RECAPTCHA_TIMEOUT_MS: '300',
    }).captcha;
    t = await createTestApp({ shell: false, config: { ...base, captcha } });
  });
  afterAll(async () => {
    await t.close();
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('GET /api/captcha names reCAPTCHA and its site key; there is no ALTCHA challenge', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha' })).json()).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' }), 404);
  });

  it("sends the token, the secret and the client's address, and takes Google's yes", async () => {
    const res = await send(t, 'good-token');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(asked.at(-1)).toEqual({ secret: 'test-secret', response: 'good-token', remoteip: '127.0.0.1' });
  });

  it("takes Google's no as a wrong answer", async () => {
    expect((await send(t, 'bad-token')).json()).toEqual({ result: false, error: 'captcha' });
  });

  it('a siteverify that fails, is too slow or is down is a 503 the page can say to try again for', async () => {
    for (const token of ['broken', 'slow']) {
      const res = await send(t, token);
      expect(expectErrorShape(res, 503)).toMatchObject({ reason: 'captcha_unavailable', message: expect.stringMatching(/try again/) });
    }
    const down = await createTestApp({
      shell: false,
      config: { ...withoutLimits(), captcha: loadConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }).captcha },
    });
    try {
      expect(expectErrorShape(await send(down, 'good-token'), 503).reason).toBe('captcha_unavailable');
      expect(await down.app.db.selectFrom('enquiries').selectAll().execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
