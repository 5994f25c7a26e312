import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/ops/cli.ts';
import { createTestApp, shellTemplate, type TestApp } from '../helpers.ts';
import { fakeRemoteBuild, fakeShellBuild, sharedOf } from '../remote-fixtures.ts';

// The api serves the shell that remotes.json names, looked up on every request, so a shell deploy or
// rollback is live on the next page load with no restart; with REMOTES_BASE_URL the remotes come from a CDN.

const page = (t: TestApp, url = '/faq') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the live shell', () => {
  let t: TestApp;
  let commit = 'aaaaaaaaaa';
  const ops = (...args: string[]) => runCli(args, { root: t.dir, varDir: t.config.varDir, shellDist: t.config.shellDist, commit, out: () => {} });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is SHELL_DIST until a shell is published', async () => {
    const res = await page(t);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/static/js/main.1a2b3c4d.js');
  });

  it('is the published shell after ops publish shell, and the one before after a rollback, with no restart', async () => {
    await fakeShellBuild(t.dir, '0.2.0', sharedOf('1.0.0'), shellTemplate.replace('<div id="root">', '<div id="root" data-shell="0.2.0">'));
    expect(await ops('publish', 'shell')).toBe(0);
    commit = 'bbbbbbbbbb';
    await fakeShellBuild(t.dir, '0.3.0', sharedOf('1.0.0'), shellTemplate.replace('<div id="root">', '<div id="root" data-shell="0.3.0">'));
    expect(await ops('publish', 'shell')).toBe(0);

    let res = await page(t);
    expect(res.body).toContain('data-shell="0.3.0"');
    // Rendered per brand as ever: the tokens are filled in.
    expect(res.body).not.toContain('__CARDS_TITLE__');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toContain('0.3.0');

    expect(await ops('rollback', 'shell')).toBe(0);
    res = await page(t);
    expect(res.body).toContain('data-shell="0.2.0"');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toContain('0.2.0');
  });

  it('still serves the hashed scripts of an earlier published shell to a page opened before the change', async () => {
    // The shell in force is 0.2.0; main.<0.3.0's hash>.js belongs to the shell just rolled back.
    const later = await t.app.inject({ method: 'GET', url: '/main.302e332e30.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('/* shell 0.3.0 */');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/main.302e322e30.js' })).body).toBe('/* shell 0.2.0 */');
    // The SHELL_DIST build is not a published shell: its files are not served while another is live.
    expect((await t.app.inject({ method: 'GET', url: '/static/js/main.1a2b3c4d.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });
});

describe('REMOTES_BASE_URL, remotes on another origin', () => {
  let cdn: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    cdn = await createTestApp({ config: { remotesBaseUrl: 'https://cdn.example.net/cards/remotes' } });
    plain = await createTestApp();
    for (const t of [cdn, plain]) {
      await fakeRemoteBuild(t.dir, 'mf-content', '0.4.0');
      await runCli(['publish', 'mf-content'], { root: t.dir, varDir: t.config.varDir, shellDist: t.config.shellDist, commit: 'cccccccccc', out: () => {} });
    }
  });
  afterAll(async () => {
    await cdn.close();
    await plain.close();
  });

  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('names absolute entries under the CDN in /remotes.json', async () => {
    const res = await cdn.app.inject({ method: 'GET', url: '/remotes.json?company=bne' });
    expect(res.json().remotes).toEqual([
      { name: 'mf_content', version: '0.4.0+cccccccccc', entry: 'https://cdn.example.net/cards/remotes/mf-content/0.4.0+cccccccccc/remoteEntry.js' },
    ]);
  });

  it('allows exactly the CDN\'s origin for scripts, styles, images and fonts, and nothing else', async () => {
    const csp = String((await page(cdn)).headers['content-security-policy']);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src']) {
      expect(directive(csp, name), name).toContain(' https://cdn.example.net');
      expect(directive(csp, name), name).not.toContain('/cards/remotes');
    }
    // Nothing is fetched from it: remotes are registered by their entry script.
    for (const name of ['connect-src', 'frame-src', 'default-src', 'worker-src']) expect(directive(csp, name), name).not.toContain('cdn.example.net');
  });

  it('keeps relative entries and a same-origin policy without it', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json().remotes[0].entry).toBe('/remotes/mf-content/0.4.0+cccccccccc/remoteEntry.js');
    const csp = String((await page(plain)).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' +'nonce-[^']+'$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('serves a published version whose name carries the commit', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/remotes/mf-content/0.4.0+cccccccccc/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('/* mf-content 0.4.0 */');
  });
});
