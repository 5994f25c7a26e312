import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

// Strict-Transport-Security only on an answer that went over https (behind TRUST_PROXY,
// the proxy's X-Forwarded-Proto says so), and a strict Permissions-Policy on every page.

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ config: { trustProxy: true } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const HSTS = 'strict-transport-security';
const html = { accept: 'text/html' };

/** A page, an api answer, a built file, an unknown api path and a path the router refuses. */
const answersOf = (t: TestApp, headers: Record<string, string>) => Promise.all([
  t.app.inject({ method: 'GET', url: '/faq', headers: { ...html, ...headers } }),
  t.app.inject({ method: 'GET', url: '/api/state/list', headers }),
  t.app.inject({ method: 'GET', url: '/static/js/main.1a2b3c4d.js', headers }),
  t.app.inject({ method: 'GET', url: '/api/nothing-here', headers }),
  t.app.inject({ method: 'GET', url: '/api/state/%E0%A4%A', headers }),
]);

describe('HSTS only over https', () => {
  it('is not sent over plain http, to pages, api answers, files or errors', async () => {
    const answers = await answersOf(direct, {});
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 400]);
    for (const answer of answers) expect(answer.headers[HSTS]).toBeUndefined();
  });

  it('is not sent on a client\'s own X-Forwarded-Proto when no proxy is trusted', async () => {
    for (const answer of await answersOf(direct, { 'x-forwarded-proto': 'https' })) expect(answer.headers[HSTS]).toBeUndefined();
  });

  it('is sent behind TRUST_PROXY when the proxy forwarded https, and only then', async () => {
    for (const answer of await answersOf(proxied, { 'x-forwarded-proto': 'https' })) {
      expect(answer.headers[HSTS], answer.body.slice(0, 80)).toBe('max-age=31536000; includeSubDomains');
    }
    for (const answer of await answersOf(proxied, { 'x-forwarded-proto': 'http' })) expect(answer.headers[HSTS]).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it('turns off every powerful feature on a page but passkeys, which only our own origin may use (the staff console signs in with them)', async () => {
    const page = await direct.app.inject({ method: 'GET', url: '/contact-us', headers: html });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['permissions-policy']);
    const features = Object.fromEntries(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'fullscreen']) {
      expect(features[feature], feature).toBe('()');
    }
    const { 'publickey-credentials-get': get, 'publickey-credentials-create': create, ...others } = features;
    expect({ get, create }).toEqual({ get: '(self)', create: '(self)' });
    expect(Object.values(others).every((allow) => allow === '()')).toBe(true);
    // Over plain http and https alike.
    const secure = await proxied.app.inject({ method: 'GET', url: '/contact-us', headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(secure.headers['permissions-policy']).toBe(policy);
  });
});
