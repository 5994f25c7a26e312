import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/ops/cli.ts';
import { readRemotesFile } from '../../src/features/pages/remotes/store.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { fakeRemoteBuild, fakeShellBuild, setManifestShared, sharedOf } from '../remote-fixtures.ts';

// Pre-render every content page per brand, and the frame of the form, track and status pages, at
// publish time: after each change ops makes, the pages of the release in force are rendered with the server builds
// of the live shell and of each page's remote; the api sends a page's pre-render in place of the loading frame,
// marked for hydration; a release never gets another's pre-render, and those of releases no longer in force go.
// The server builds here are stand-ins that say what they were asked to render (the real ones are rendered by the
// journeys, e2e/tests/hydration.spec.ts).

const template = `<!doctype html>
<html lang="en-AU"><head><title>__CARDS_TITLE__</title>
<style nonce="__CARDS_NONCE__">__CARDS_THEME__</style>
<script type="application/json" id="site-data">__CARDS_SITE_DATA__</script>
<!--__CARDS_PAGE_HEAD__-->
</head><body data-brand="__CARDS_BRAND__"><div id="root"><!--__CARDS_FRAME_START__--><p class="page-loading">Loading…</p><!--__CARDS_FRAME_END__--></div></body></html>`;

/** The shell's server build: renders what it was asked, with the remote's pages and the @cards/shared it was given. */
const shellServerBuild = (version: string) => `
exports.sharedModules = { '@cards/shared/ui': { from: 'shell ${version}' } };
exports.renderPage = async (input) => {
  if (input.url === '/privacy') throw new Error('the privacy page failed');
  const remote = input.remote ? input.remote.name + ' with ' + input.remote.sharedFrom : 'no remote';
  return '<div class="layout"><p id="rendered">' + [input.brand, input.url, input.date, remote, input.banner || 'no banner'].join(' | ') + '</p></div>';
};`;

/** A remote's server build: its pages, the paths of its questions, and the @cards/shared it requires. */
const remoteServerBuild = (version: string) => `
const ui = require('@cards/shared/ui');
module.exports = {
  default: {},
  name: 'mf-content ${version}',
  sharedFrom: ui.from,
  prerenderPaths: () => ({
    'faq-with-url': ['/question/one', '/media/not-a-question'],
    'media-article': ['/media/known-article'],
    'card-holder-duty': ['/card-holder-duties/lost-card'],
  }),
};`;

let t: TestApp;
let output: string[];
let commit: string;
const ops = async (...args: string[]) => {
  output = [];
  return runCli(args, { root: t.dir, varDir: t.config.varDir, shellDist: t.config.shellDist, commit, out: (line) => output.push(line) });
};

async function shellWithServerBuild(version: string, withServer = true) {
  await fakeShellBuild(t.dir, version, sharedOf('1.2.0'), template);
  const dist = path.join(t.dir, 'shell', 'dist');
  await fs.writeFile(path.join(dist, 'page-chunks.json'), JSON.stringify({ groups: { main: { js: ['main.1111111111.js'], css: [] } } }));
  await fs.mkdir(path.join(dist, 'banners'), { recursive: true });
  await fs.writeFile(path.join(dist, 'banners', 'sfc-intake.txt'), 'Intake closes on Friday.\n');
  if (withServer) {
    await fs.mkdir(path.join(dist, 'server'), { recursive: true });
    await fs.writeFile(path.join(dist, 'server', 'main.cjs'), shellServerBuild(version));
  }
}

async function remoteWithServerBuild(folder: string, version: string, shared = '1.2.0') {
  await fakeRemoteBuild(t.dir, folder, version);
  await setManifestShared(t.dir, folder, sharedOf(shared));
  const dist = path.join(t.dir, folder, 'dist');
  await fs.mkdir(path.join(dist, 'server'), { recursive: true });
  await fs.writeFile(path.join(dist, 'server', 'main.cjs'), remoteServerBuild(version));
}

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const marker = /<script type="application\/json" id="prerender">(.*?)<\/script>/s.exec(res.body)?.[1];
  return {
    status: res.statusCode,
    body: res.body,
    rendered: /<p id="rendered">(.*?)<\/p>/.exec(res.body)?.[1],
    marker: marker ? JSON.parse(marker) as { route: string; mode: string; date: string } : undefined,
  };
}

async function prerenderFiles(): Promise<string[]> {
  const root = path.join(t.config.varDir, 'prerender');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();
}

beforeEach(async () => {
  t = await createTestApp();
  commit = '1111111111';
});
afterEach(async () => {
  await t.close();
});

describe('pages pre-rendered at publish time', () => {
  it('renders the content pages of every brand with the remote\'s build, which gets the shell\'s @cards/shared', async () => {
    await shellWithServerBuild('0.1.0');
    expect(await ops('publish', 'shell')).toBe(0);
    await remoteWithServerBuild('mf-content', '0.1.0');
    expect(await ops('publish', 'mf-content')).toBe(0);
    expect(output[0]).toMatch(/^Published mf-content 0\.1\.0\+1111111111; it is now the default\.$/);
    expect(output[1]).toMatch(/^Pre-rendered \d+ pages \(0 already were, 0 of earlier releases removed\)\.$/);

    const faq = await page('/faq');
    const today = /"date":"(\d{4}-\d{2}-\d{2})"/.exec(faq.body)?.[1];
    expect(faq.rendered).toBe(`default | /faq | ${today} | mf-content 0.1.0 with shell 0.1.0 | no banner`);
    expect(faq.marker).toEqual({ route: 'faq', mode: 'page', date: today });
    // In place of the loading frame, and nothing of the frame or its slots left.
    expect(faq.body).toContain('<div id="root"><div class="layout"><p id="rendered">');
    expect(faq.body).not.toMatch(/page-loading|__CARDS_/);

    // Each brand has its own, with its banner.
    expect((await page('/faq?company=sfc')).rendered).toBe(`sfc | /faq | ${today} | mf-content 0.1.0 with shell 0.1.0 | Intake closes on Friday.`);
    expect(JSON.parse(/id="site-data">(.*?)<\/script>/s.exec((await page('/faq?company=sfc')).body)![1]!).config.banner).toBe('Intake closes on Friday.');
    // A path the remote names for a route with a parameter; not one that is not that route's.
    expect((await page('/question/one')).rendered).toContain('| /question/one |');
    expect((await page('/question/two')).marker).toBeUndefined();
    expect((await prerenderFiles()).some((file) => file.includes('not-a-question'))).toBe(false);
  });

  it('sends the plain page for a query the page might read, a path with no pre-render, a 404 and a failed render', async () => {
    await shellWithServerBuild('0.1.0');
    await ops('publish', 'shell');
    await remoteWithServerBuild('mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    expect(output).toContain('Not pre-rendered (sent without it): default /privacy: the privacy page failed');
    for (const url of ['/faq?sort=new', '/privacy', '/no-such-page', '/faq/no-such-question']) {
      const plain = await page(url);
      expect(plain.marker, url).toBeUndefined();
      expect(plain.body, url).toContain('<p class="page-loading">Loading…</p>');
    }
    expect((await page('/faq?company=bne&card=msic')).rendered).toContain('bne | /faq |');
    // A page the brand is sent away from is not pre-rendered (SPEC §1: the postal partner's home is blocked).
    expect((await page('/?company=postal')).marker).toBeUndefined();
    expect((await page('/?company=default')).marker).toMatchObject({ route: 'home', mode: 'page' });
  });

  it('renders the frame of a remote\'s other pages, one for every path of the route, with no remote build needed', async () => {
    await shellWithServerBuild('0.1.0');
    await ops('publish', 'shell');
    await fakeRemoteBuild(t.dir, 'mf-track-status', '0.1.0');
    await ops('publish', 'mf-track-status');
    for (const url of ['/status/12', '/status/99', '/activate']) {
      const frame = await page(url);
      expect(frame.marker, url).toMatchObject({ mode: 'frame' });
      expect(frame.rendered, url).toContain('| no remote |');
    }
    expect((await page('/status/12')).marker?.route).toBe('status');
  });

  it('never sends a page of another release: a pin, a publish and a rollback each get their own, and the old ones go', async () => {
    await shellWithServerBuild('0.1.0');
    await ops('publish', 'shell');
    await remoteWithServerBuild('mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    commit = '2222222222';
    await remoteWithServerBuild('mf-content', '0.2.0');
    await ops('publish', 'mf-content');
    expect(output[1]).toMatch(/^Pre-rendered \d+ pages \(\d+ already were, [1-9]\d* of earlier releases removed\)\.$/);
    expect((await page('/faq')).rendered).toContain('mf-content 0.2.0');

    expect(await ops('pin', 'mf-content', '0.1.0', '--brand', 'bne')).toBe(0);
    expect((await page('/faq?company=bne')).rendered).toContain('mf-content 0.1.0');
    expect((await page('/faq')).rendered).toContain('mf-content 0.2.0');
    const files = await prerenderFiles();
    expect(files.filter((file) => file.includes('/bne/mf-content@0.2.0'))).toEqual([]);
    expect(files.filter((file) => file.includes('/default/mf-content@0.1.0'))).toEqual([]);

    // A new shell: every page again, for it.
    commit = '3333333333';
    await shellWithServerBuild('0.2.0');
    expect(await ops('publish', 'shell')).toBe(0);
    expect((await page('/faq')).rendered).toContain('with shell 0.2.0');
    const live = (await readRemotesFile(t.config.varDir)).shell;
    expect((await prerenderFiles()).every((file) => file.startsWith(`${live}/`))).toBe(true);
    expect(await ops('rollback', 'shell')).toBe(0);
    expect((await page('/faq')).rendered).toContain('with shell 0.1.0');
  });

  it('sends the pages of a remote built against a @cards/shared before 1.2.0 without a pre-render, its frames with one', async () => {
    await shellWithServerBuild('0.1.0');
    await ops('publish', 'shell');
    await remoteWithServerBuild('mf-content', '0.1.0', '1.1.0');
    await ops('publish', 'mf-content');
    expect((await page('/faq')).marker).toBeUndefined();
    await remoteWithServerBuild('mf-track-status', '0.1.0', '1.1.0');
    await ops('publish', 'mf-track-status');
    expect((await page('/status/3')).marker).toMatchObject({ mode: 'frame' });
    // The track page is pre-rendered whole (its login form), so an older build's is sent as before, with none.
    expect((await page('/track-asic')).marker).toBeUndefined();
  });

  it('pre-renders nothing under a shell built without a server copy, and removes what an earlier shell had', async () => {
    await shellWithServerBuild('0.1.0');
    await ops('publish', 'shell');
    await remoteWithServerBuild('mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    expect((await prerenderFiles()).length).toBeGreaterThan(0);
    commit = '4444444444';
    await shellWithServerBuild('0.2.0', false);
    await ops('publish', 'shell');
    expect(await prerenderFiles()).toEqual([]);
    expect((await page('/faq')).marker).toBeUndefined();
    expect(await ops('prerender')).toBe(0);
    expect(output).toEqual(['Pre-rendered 0 pages (0 already were, 0 of earlier releases removed).']);
  });
});

// SPEC §2 page-404, ARCHITECTURE 'unknown paths answer 404 with the 404 page': a path of a content route
// with a parameter that the content of the release in force has no page for is a 404, at that address, with the
// not-found page; the server does not report it (the page does, SPEC §7 GET /404?uri=, so once).
describe('content the release has no page for answers 404', () => {
  async function release() {
    await shellWithServerBuild('0.1.0');
    expect(await ops('publish', 'shell')).toBe(0);
    await remoteWithServerBuild('mf-content', '0.1.0');
    expect(await ops('publish', 'mf-content')).toBe(0);
  }

  it.each(['/media/known-article', '/question/one', '/card-holder-duties/lost-card', '/media', '/faq', '/faq/no-such-question'])(
    'answers %s 200 as before (a known page, a list, and the FAQ, which lists every question for an unknown one)',
    async (url) => {
      await release();
      const known = await page(url);
      expect(known.status, url).toBe(200);
      expect(JSON.parse(/id="site-data">(.*?)<\/script>/s.exec(known.body)![1]!).config.notFound).toBeUndefined();
    },
  );

  it.each(['/media/foo', '/question/foo', '/card-holder-duties/foo', '/media/not-a-question', '/media/foo?company=sfc'])(
    'answers %s 404 with the not-found page at that address, and reports nothing itself',
    async (url) => {
      await release();
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.marker).toBeUndefined();
      expect(missing.body).toContain('<title>Page not found');
      // The shell is told to show its not-found page here, whatever its route table says of the address.
      expect(JSON.parse(/id="site-data">(.*?)<\/script>/s.exec(missing.body)![1]!).config.notFound).toBe(true);
      expect(await t.app.db.selectFrom('missed_pages').selectAll().execute()).toEqual([]);
    },
  );

  it('answers as before (200, the page finds out) where the release does not name its content\'s pages', async () => {
    // No published shell: nothing is pre-rendered, so nothing is known.
    await remoteWithServerBuild('mf-content', '0.1.0');
    await ops('publish', 'mf-content');
    expect((await page('/media/foo')).status).toBe(200);
  });
});
