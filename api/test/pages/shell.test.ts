import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
}

function siteData(body: string): { code: string; name: string; config?: unknown } {
  const json = /<script id="site-data" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
  return JSON.parse(json!);
}

describe('SPEC §2 history fallback: every page path renders the shell', () => {
  it('fills every token of the template for the default brand', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toMatch(/__CARDS_[A-Z_]+__/);
    expect(res.body).toContain(`<title>Apply for your ASIC or MSIC online | ${brands.default.name}</title>`);
    expect(res.body).toContain('data-brand="default"');
    expect(res.body).toContain(`<img src="${brands.default.theme.logo}" alt="${brands.default.theme.logoAlt}" width="${brands.default.theme.logoWidth}" height="40"`);
    expect(res.body).toContain(':root{--color-primary:');
    expect(siteData(res.body)).toMatchObject({ code: 'default', name: brands.default.name });
    expect(res.body).not.toContain('hostnames');
  });

  it('carries the idle settings from the environment into the page (SPEC §4, §9)', async () => {
    const res = await page('/');
    expect(siteData(res.body)).toMatchObject({
      config: { idle: { idleAfterMs: 2000, timeoutAfterIdleMs: 1_800_000, warningBeforeTimeoutMs: 120_000 } },
    });
    expect(loadConfig({ IDLE_AFTER_MS: '500', SESSION_TIMEOUT_MS: '4000', IDLE_WARNING_MS: '3000' }).idle).toEqual({
      idleAfterMs: 500,
      timeoutAfterIdleMs: 4000,
      warningBeforeTimeoutMs: 3000,
    });
  });

  it('names the site version (SPEC §9 0.1) in a meta element', async () => {
    const res = await page('/apply');
    expect(res.body).toContain('<meta name="version" content="0.1">');
  });

  it('puts the CSP nonce of the response on the style element', async () => {
    const res = await page('/faq');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">`);
  });

  it('takes the title and description from the route table, with the brand\'s card name', async () => {
    const res = await page('/track-asic');
    expect(res.body).toContain(`<title>Track your application | ${brands.default.name}</title>`);
    expect(res.body).toContain('content="Check the progress of your ASIC application."');
  });

  it('answers 404 with the shell\'s 404 page for a path no route owns (SPEC §2 catch-all)', async () => {
    for (const url of ['/does-not-exist', '/no/such/page', '/apply/nothing', '/status', '/track-masic', '/media/a/b', '/track-msic?company=adg']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<title>Page not found');
    }
  });

  it('answers 200 for every path of the route table, with the brand\'s card name in it', async () => {
    for (const url of ['/', '/apply', '/apply/form/step1', '/apply/form/abc/step2', '/track-asic', '/faq', '/faq/how-long',
      '/question/how-long', '/media/some-article', '/status/12', '/status/12/3', '/link-expired/abc', '/induction-status/1/x',
      '/obligations-for-asic-holders', '/white-asic', '/session-expired', '/FAQ/']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('answers every {product} route at the address of each card the brand issues, named for that card (SPEC §2)', async () => {
    const titled = [
      ['/track-msic', 'Track your application', 'Check the progress of your MSIC application.'],
      ['/obligations-for-msic-holders', 'Obligations of MSIC holders', 'What you must do while you hold an MSIC'],
      ['/white-msic', 'White MSIC', 'The white MSIC for people who do not need unescorted access'],
      ['/white-asic', 'White ASIC', 'The white ASIC for people who do not need unescorted access'],
    ] as const;
    for (const [url, title, description] of titled) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} | ${brands.default.name}</title>`);
      expect(res.body, url).toContain(`content="${description}`);
    }
    // A brand that issues only the ASIC has no MSIC addresses.
    for (const url of ['/track-msic', '/white-msic', '/obligations-for-msic-holders']) {
      expect((await page(url, { host: 'adg.cards.example.com.au' })).statusCode, url).toBe(404);
    }
    expect((await page('/track-asic', { host: 'adg.cards.example.com.au' })).statusCode).toBe(200);
  });

  it('renders /index.html rather than sending the raw template', async () => {
    const res = await page('/index.html');
    expect(res.body).not.toContain('__CARDS_TITLE__');
  });

  it('answers 404 JSON to requests that do not ask for HTML', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'application/json' } }), 404);
  });

  it('sends the page for /induction/{id} to browsers; the api side answers JSON', async () => {
    expect((await page('/induction/3')).body).toContain('<title>Security induction');
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/induction/3', headers: { accept: 'application/json, text/plain, */*' } }), 404);
  });
});

describe('SPEC §1 Branding: ?company= chooses the brand and a session cookie keeps it', () => {
  it('renders the brand named by ?company= and saves it in a session cookie', async () => {
    const res = await page('/apply?company=bne');
    expect(siteData(res.body).code).toBe('bne');
    const cookie = res.cookies.find((c) => c.name === 'company');
    expect(cookie).toMatchObject({ value: 'bne', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('keeps the saved brand on later pages', async () => {
    const res = await page('/faq', { cookie: 'company=adg' });
    expect(siteData(res.body).code).toBe('adg');
    expect(res.cookies).toHaveLength(0);
  });

  it('ignores an unknown company and sets no cookie', async () => {
    const res = await page('/?company=nobody');
    expect(siteData(res.body).code).toBe('default');
    expect(res.cookies).toHaveLength(0);
  });

  it('escapes site data so it cannot close its script element', async () => {
    const res = await page('/?company=postal');
    const json = /<script id="site-data" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
  });
});

describe('Shell build files', () => {
  it('serves hashed files with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/js/main.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('shell');
  });

  it('serves other files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lets mail apps on other origins load the brand logos emails show; other files stay same-origin', async () => {
    await fs.mkdir(path.join(t.config.shellDist, 'brand', 'default'), { recursive: true });
    await fs.writeFile(path.join(t.config.shellDist, 'brand', 'default', 'logo.png'), Buffer.from('89504e47', 'hex'));
    const logo = await t.app.inject({ method: 'GET', url: '/brand/default/logo.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('gives a plain client that takes anything the page, but a missing file a 404', async () => {
    const pageRes = await t.app.inject({ method: 'GET', url: '/track-asic', headers: { accept: '*/*' } });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toBe('text/html; charset=utf-8');
    const bare = await t.app.inject({ method: 'GET', url: '/' });
    expect(bare.statusCode).toBe(200);
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/main.0ld0ld00.js', headers: { accept: '*/*' } }), 404);
  });

  it('never serves source maps', async () => {
    await fs.writeFile(path.join(t.config.shellDist, 'static', 'js', 'main.1a2b3c4d.js.map'), '{"sources":["secret.ts"]}');
    for (const url of ['/static/js/main.1a2b3c4d.js.map', '/static/js/main.1a2b3c4d.js.MAP']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('keeps the cache header when the browser accepts compression but there is no compressed copy', async () => {
    for (const encoding of ['br, gzip, deflate', 'gzip', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url: '/static/js/main.1a2b3c4d.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': encoding } });
      expect(favicon.headers['cache-control'], encoding).toBe('public, max-age=3600');
    }
  });

  it('never serves files outside the build folder', async () => {
    await fs.writeFile(path.join(t.dir, 'secret.txt'), 'secret');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/static/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });
});

describe('SPEC §2 page-404: GET /404?uri= records the missed path', () => {
  it('records the uri and answers 404 with the shell page', async () => {
    const res = await page('/404?uri=%2Fmissing%2Fpage', { 'x-company': 'bne' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found');
    const rows = await t.app.db.selectFrom('missed_pages').selectAll().execute();
    expect(rows.map((r) => [r.uri, r.company])).toContainEqual(['/missing/page', 'bne']);
  });

  it('answers 404 JSON to the shell\'s background call', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/404?uri=/x', headers: { accept: 'application/json' } }), 404);
  });

  it('shortens a very long uri instead of failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/404?uri=/${'a'.repeat(5000)}`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    const rows = await t.app.db.selectFrom('missed_pages').select('uri').execute();
    expect(Math.max(...rows.map((r) => r.uri.length))).toBe(2048);
  });
});

describe('The shell not built yet', () => {
  it('answers 503 JSON saying to run npm run build', async () => {
    const bare = await createTestApp({ shell: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/', headers: html });
      const body = expectErrorShape(res, 503);
      expect(body.message).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
