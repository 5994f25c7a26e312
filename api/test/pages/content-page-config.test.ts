import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { cspExtras, tileOrigin } from '../../src/platform/security.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// The office map's tiles are configuration, and the content security policy allows only their origin;
// reCAPTCHA, when configured, is the only other outside script. Without them the page loads nothing from elsewhere.

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const siteData = (html: string) => JSON.parse(/<script id="site-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { config: Record<string, unknown> };
const pageStyle = (html: string) => /<style nonce="[^"]+">(.*?)<\/style>/s.exec(html)![1]!;
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('the office map and outside origins', () => {
  it('by default (SPEC §2): OpenStreetMap\'s standard tiles with their attribution, and the policy allows their origin', async () => {
    current = await createTestApp();
    const res = await current.app.inject({ url: '/contact-us' });
    expect(siteData(res.body).config.map).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    expect(pageStyle(res.body)).toContain(':root{--office-map:1}');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://tile.openstreetmap.org");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' +'nonce-[^']+'$/);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('with MAP_TILE_URL=off: no map in the page, and images, scripts and frames from our own origin only', async () => {
    current = await createTestApp({ config: { map: loadConfig({ MAP_TILE_URL: 'off' }).map } });
    const res = await current.app.inject({ url: '/contact-us' });
    expect(siteData(res.body).config.map).toBeNull();
    // No place is kept for a map that will not come.
    expect(pageStyle(res.body)).not.toContain('--office-map');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' +'nonce-[^']+'$/);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
  });

  it('with MAP_TILE_URL: the page gets the tiles and the policy allows their origin alone', async () => {
    const map = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© Example contributors' }).map;
    current = await createTestApp({ config: { map } });
    const res = await current.app.inject({ url: '/contact-us' });
    expect(siteData(res.body).config.map).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example contributors' });
    // The map is drawn after hydration: the page's first paint keeps its place (content.css .office-map-slot).
    expect(pageStyle(res.body)).toContain(':root{--office-map:1}');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://*.tiles.example.org");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' +'nonce-[^']+'$/);
    // The files the pages load, like api answers, are never pages: they load nothing (errors.test.ts).
    const file = await current.app.inject({ url: '/remotes.json' });
    expect(file.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it.each([
    ['http://tiles.example.org/{z}/{x}/{y}.png', /https tile URL/],
    ['https://tiles.example.org/tiles.png', /\{z\}, \{x\} and \{y\}/],
    ['not a url {z}{x}{y}', /tile URL template/],
  ])('refuses MAP_TILE_URL %s at start', (url, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(message);
  });

  it('allows a local tile server for tests', () => {
    expect(tileOrigin(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:4100/{z}/{x}/{y}.png' }).map!.tileUrl)).toBe('http://127.0.0.1:4100');
  });

  it('with reCAPTCHA keys: Google’s reCAPTCHA script and frame are allowed, nothing more', () => {
    const config = loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', MAP_TILE_URL: 'off' });
    expect(cspExtras(config)).toEqual({
      img: [],
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/'],
      style: [],
      font: [],
    });
  });
});
