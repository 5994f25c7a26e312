import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false });
  // A route that fails the way a bug or a database error would, to check nothing leaks.
  t.app.get('/api/test-failure', async () => {
    throw new Error('select * from secret_table where id = 1');
  });
});
afterAll(async () => {
  await t.close();
});

describe('ARCHITECTURE API conventions: errors are JSON everywhere under /api', () => {
  it('answers 404 JSON for unknown api paths and methods', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
    expectErrorShape(await t.app.inject({ method: 'DELETE', url: '/api/state/list' }), 404);
    expectErrorShape(await t.app.inject({ method: 'PATCH', url: '/api/form/1', payload: {} }), 404);
  });

  it('answers 500 with a plain message and no internals', async () => {
    const body = expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/test-failure' }), 500);
    expect(body.message).toBe('Something went wrong on our side. Please try again later.');
  });

  it('answers 404 JSON for a non-page request to an unknown path', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/no/such/file.js', headers: { accept: '*/*' } }), 404);
  });
});

describe('ARCHITECTURE API conventions: security headers', () => {
  it('sends the Content-Security-Policy on every answer, and a fresh nonce for inline styles and scripts on every page (only pages pay for it)', async () => {
    const pages = await createTestApp();
    const first = await pages.app.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html' } });
    const second = await pages.app.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html' } });
    await pages.close();
    const csp = String(first.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      // The office map's default tiles; content-page-config.test.ts tests the setting.
      'img-src': "'self' data: https://tile.openstreetmap.org",
      'connect-src': "'self'",
      'font-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    // The same nonce lets the page's one inline script start the app after its first paint.
    expect(directives['script-src']).toBe(directives['style-src']);
    expect(second.headers['content-security-policy']).not.toBe(csp);
    const nonce = directives['style-src']!.match(/'nonce-([^']+)'/)![1];
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a built file, never shown as a page, the api\'s short set: a script, a style, an image, a build\'s JSON', async () => {
    const pages = await createTestApp();
    const shellFiles = ['main.2222222222.css', 'main.1111111111.js', 'logo.svg'];
    for (const file of shellFiles) await fs.writeFile(path.join(pages.config.shellDist, file), 'x');
    const urls = ['/remotes.json', ...shellFiles.map((file) => `/${file}`)];
    const answers = await Promise.all(urls.map((url) => pages.app.inject({ method: 'GET', url })));
    // A page keeps its own.
    const page = await pages.app.inject({ method: 'GET', url: '/faq?x=a.js', headers: { accept: 'text/html' } });
    await pages.close();
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, urls[index]).toBe(200);
      expect(answer.headers['content-security-policy'], urls[index]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['x-xss-protection']).toBeUndefined();
    }
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends an api answer, never shown as a page, a short set: nothing may load from it, frame it or sniff it', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/state/list' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(json.headers).toMatchObject({
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    // HSTS over https only (security-headers.test.ts); inject is plain http.
    expect(json.headers['strict-transport-security']).toBeUndefined();
    // What only a document reads is left off.
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection', 'referrer-policy']) {
      expect(json.headers[name]).toBeUndefined();
    }
    // Errors and unknown api addresses alike.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
