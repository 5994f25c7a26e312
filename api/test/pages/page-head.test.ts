import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../src/ops/publish.ts';
import { pageHeadMarkup, routeParamValues, startAfterFirstPaint } from '../../src/features/pages/page-assets.ts';
import { pin } from '../../src/ops/remotes-ops.ts';
import { createTestApp, makeTempDir, type TestApp } from '../helpers.ts';
import { fakeRemoteBuild } from '../remote-fixtures.ts';
import { workspaceRemoteRoutes } from '@cards/shared/testing/workspace-routes';

// No request waterfall: the page names everything its route needs, so it all starts downloading as the
// HTML arrives: the shell's styles inline, its entry script and bootstrap chunk, the brand's list of remotes inline,
// and for the route's remote its manifest, entry, exposed module and route chunk, with their styles inline.

/** The shell template as the build writes it now: slots for the page head and the pre-rendered frame. */
const template = `<!doctype html>
<html lang="en-AU"><head><title>__CARDS_TITLE__</title>
<style nonce="__CARDS_NONCE__">__CARDS_THEME__</style>
<script type="application/json" id="site-data">__CARDS_SITE_DATA__</script>
<!--__CARDS_PAGE_HEAD__-->
</head><body data-brand="__CARDS_BRAND__"><div id="root"><!--__CARDS_FRAME_START__--><p>Loading…</p><!--__CARDS_FRAME_END__--></div></body></html>`;

const shellChunks = {
  groups: {
    main: { js: ['main.1111111111.js'], css: ['main.2222222222.css'] },
    bootstrap: { js: ['295.3333333333.js', 'bootstrap.4444444444.js'], css: [] },
    // The libraries the shell loads with the first page that uses them, and what each takes in turn.
    'loaded-on-use': { js: ['223.axios.js', '426.stores.js', '515.mobx.js', '979.mst.js'], css: [] },
    'loaded-on-use:axios': { js: ['223.axios.js'], css: [], shared: [] },
    'loaded-on-use:@cards/shared/stores': { js: ['426.stores.js'], css: [], shared: ['@cards/shared/ui', 'mobx', 'mobx-state-tree'] },
    'loaded-on-use:mobx-state-tree': { js: ['979.mst.js'], css: [], shared: ['mobx'] },
    'loaded-on-use:mobx': { js: ['515.mobx.js'], css: [], shared: [] },
    // A shell page that loads on its own, with the stores.
    'route-link-expired': { js: ['route-link-expired.5555555555.js'], css: [], shared: ['@cards/shared/stores'] },
  },
};

let t: TestApp;
let root: string;

async function writeRemotePageChunks(folder: string, version: string, withMap = false) {
  const dist = path.join(root, folder, 'dist');
  const manifest = JSON.parse(await fs.readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({
    ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ name: 'routes', path: './routes' }],
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: { js: { sync: ['121.abababab.js'], async: [] } } },
      { name: '@cards/shared/validation', version: '1.1.0', requiredVersion: '^1.1.0', assets: { js: { sync: ['868.cdcdcdcd.js', '935.efefefef.js'], async: [] } } },
    ],
  }));
  await fs.writeFile(path.join(dist, 'page-chunks.json'), JSON.stringify({
    groups: {
      __federation_expose_routes: { js: ['__federation_expose_routes.aaaaaaaaaa.js'], css: ['expose.bbbbbbbbbb.css'] },
      'route-faq': { js: ['300.cccccccccc.js', 'route-faq.dddddddddd.js'], css: [] },
      'route-contact-us': { js: ['route-contact-us.eeeeeeeeee.js'], css: withMap ? ['map.ffffffffff.css'] : [], shared: ['@cards/shared/stores', 'react'] },
      'route-forms': { js: ['route-forms.1212121212.js'], css: [], shared: ['@cards/shared/validation', 'react'] },
      // A news item's page: the route's chunk, and the item's own text.
      'route-media-article': { js: ['route-media-article.3434343434.js'], css: [] },
      'route-media-article~a-story': { js: ['route-media-article~a-story.5656565656.js'], css: [] },
      'route-media-article~b-story': { js: ['route-media-article~b-story.7878787878.js'], css: [] },
    },
  }));
  // What the FAQ page asks the api for as it starts (its route's data in routes.json): one read of ours, and one
  // that is no read of ours, left to the page.
  const routes = workspaceRemoteRoutes().mf_content!.map((route) => (route.id === 'faq' ? { ...route, data: ['/api/state/list', '/api/no-such-list'] } : route));
  await fs.writeFile(path.join(dist, 'routes.json'), JSON.stringify(routes));
  await fs.writeFile(path.join(dist, 'expose.bbbbbbbbbb.css'), `.content-${version}{color:red}`);
  if (withMap) await fs.writeFile(path.join(dist, 'map.ffffffffff.css'), '.map{background:url(images/layers.png)}');
}

beforeAll(async () => {
  t = await createTestApp();
  await fs.writeFile(path.join(t.config.shellDist, 'index.html'), template);
  await fs.writeFile(path.join(t.config.shellDist, 'page-chunks.json'), JSON.stringify(shellChunks));
  await fs.writeFile(path.join(t.config.shellDist, 'main.2222222222.css'), '.site-main{min-height:1px}');
  // The shell provides react but not the validation rules: a remote page that uses them loads its own copy.
  await fs.writeFile(path.join(t.config.shellDist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [
    { name: 'react', version: '19.3.1' }, { name: '@cards/shared/domain', version: '1.1.0' }, { name: '@cards/shared/stores', version: '1.3.0' },
    { name: 'mobx', version: '7.1.3' }, { name: 'mobx-state-tree', version: '9.0.0' },
  ] }));
  root = await makeTempDir('cards-root-');
  const ctx = { root, varDir: t.config.varDir, shellDist: t.config.shellDist };
  await fakeRemoteBuild(root, 'mf-content', '0.1.0');
  await writeRemotePageChunks('mf-content', '0.1.0');
  await publish(ctx, 'mf-content');
  await fakeRemoteBuild(root, 'mf-content', '0.2.0');
  await writeRemotePageChunks('mf-content', '0.2.0', true);
  await publish(ctx, 'mf-content');
  await pin(ctx, 'mf-content', '0.1.0', 'bne');
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode, url).toBeLessThan(500);
  return res;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin)?>/g)]
  .map(([, as, href, cors]) => `${as}${cors ? ' cors' : ''} ${href}`);

describe('the page names what its route needs', () => {
  it('inlines the shell\'s styles under the page\'s nonce and names its entry and bootstrap chunk', async () => {
    const res = await page('/faq');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<style nonce="${nonce}">.site-main{min-height:1px}`);
    expect(res.body).not.toContain('main.2222222222.css"');
    expect(res.body).toContain('<script defer src="/main.1111111111.js"></script>');
    expect(preloads(res.body)).toEqual(expect.arrayContaining(['script /295.3333333333.js', 'script /bootstrap.4444444444.js']));
    expect(res.body).not.toMatch(/__CARDS_|<!--__/);
  });

  it('preloads the route\'s remote entry, exposed module and route chunk, with the remote\'s styles inline', async () => {
    const res = await page('/faq');
    const base = '/remotes/mf-content/0.2.0';
    const routes = (JSON.parse(/<script type="application\/json" id="routes">(.*?)<\/script>/s.exec(res.body)![1]!) as { href: string }).href;
    expect(preloads(res.body)).toEqual([
      // The inline styles the remote's runtime links when its module loads are fetched at once, not at the end.
      `style ${base}/expose.bbbbbbbbbb.css`,
      'script /295.3333333333.js', 'script /bootstrap.4444444444.js',
      // The routes the shell registers before it renders.
      `fetch cors ${routes.replaceAll('&', '&amp;')}`,
      // Served as a frame here (no pre-render in this app), its page calls the api as it starts.
      'script /223.axios.js',
      `script ${base}/remoteEntry.js`,
      `script ${base}/__federation_expose_routes.aaaaaaaaaa.js`, `script ${base}/300.cccccccccc.js`,
      `script ${base}/route-faq.dddddddddd.js`,
    ]);
    expect(res.body).toContain('.content-0.2.0{color:red}');
    // Every preloaded file is served.
    for (const href of preloads(res.body).map((line) => line.split(' ').pop()!)) {
      if (href.startsWith('/remotes/')) expect((await t.app.inject({ method: 'GET', url: href })).statusCode, href).not.toBe(500);
    }
  });

  it('writes the brand\'s list of remotes into the page, the same as GET /remotes.json, pins included', async () => {
    for (const company of ['default', 'bne']) {
      const res = await page(`/faq?company=${company}`);
      const inline = /<script type="application\/json" id="remotes">(.*?)<\/script>/s.exec(res.body)?.[1];
      const list = await t.app.inject({ method: 'GET', url: `/remotes.json?company=${company}` });
      expect(JSON.parse(inline!)).toEqual(list.json());
    }
    const bne = await page('/faq?company=bne');
    expect(preloads(bne.body)).toContain('script /remotes/mf-content/0.1.0/route-faq.dddddddddd.js');
    expect(bne.body).toContain('.content-0.1.0{color:red}');
  });

  it('preloads the remote\'s own copy of a shared module the live shell does not provide, and only that', async () => {
    const res = await page('/forms');
    const remote = preloads(res.body).filter((line) => line.includes('/remotes/'));
    expect(remote).toContain('script /remotes/mf-content/0.2.0/868.cdcdcdcd.js');
    expect(remote).toContain('script /remotes/mf-content/0.2.0/935.efefefef.js');
    expect(remote.filter((line) => line.includes('121.abababab.js'))).toEqual([]);
    const faq = await page('/faq');
    expect(preloads(faq.body).filter((line) => line.includes('868.cdcdcdcd.js'))).toEqual([]);
  });

  it('preloads the shell\'s copy of the stores, and of mobx they take in turn, for a page that uses them, and for no other', async () => {
    const shellLibraries = (html: string) => preloads(html).filter((line) => /\/(426|515|979)\./.test(line));
    // The contact form uses the stores: they load with it, in the same go as its chunks (no chain).
    expect(shellLibraries((await page('/contact-us')).body)).toEqual(['script /515.mobx.js', 'script /979.mst.js', 'script /426.stores.js']);
    // A content page that reads only the visit starts without them.
    expect(shellLibraries((await page('/faq')).body)).toEqual([]);
    // A shell page that loads on its own: its chunk and the libraries it takes.
    const expired = (await page('/link-expired/abc')).body;
    expect(preloads(expired)).toContain('script /route-link-expired.5555555555.js');
    expect(shellLibraries(expired)).toEqual(['script /515.mobx.js', 'script /979.mst.js', 'script /426.stores.js']);
    // The page names them, each after those it takes, for the shell to evaluate one at a time before it starts.
    const named = (html: string) => JSON.parse(/<script type="application\/json" id="page-libraries">(.*?)<\/script>/.exec(html)?.[1] ?? '[]');
    expect(named(expired)).toEqual(['mobx', 'mobx-state-tree', '@cards/shared/stores']);
    expect(named((await page('/contact-us')).body)).toEqual(['mobx', 'mobx-state-tree', '@cards/shared/stores']);
    expect((await page('/faq')).body).not.toContain('id="page-libraries"');
    expect(preloads((await page('/record-not-found')).body).filter((line) => line.includes('route-'))).toEqual([]);
  });

  it('preloads the part of a page with a parameter that is that page\'s own (a news item\'s text), and no other\'s', async () => {
    const articleFiles = (html: string) => preloads(html).filter((line) => line.includes('route-media-article'));
    expect(articleFiles((await page('/media/a-story')).body)).toEqual([
      'script /remotes/mf-content/0.2.0/route-media-article.3434343434.js', 'script /remotes/mf-content/0.2.0/route-media-article~a-story.5656565656.js',
    ]);
    // An item without a part of its own (made up, or from a build before) gets the route's.
    expect(articleFiles((await page('/media/no-such-story')).body)).toEqual(['script /remotes/mf-content/0.2.0/route-media-article.3434343434.js']);
    expect(routeParamValues('/media/:slug', '/media/a-story')).toEqual(['a-story']);
    expect(routeParamValues('/induction/:programId/:userId?', '/induction/7')).toEqual(['7']);
    expect(routeParamValues('/faq', '/faq')).toEqual([]);
  });

  it('links a stylesheet that names other files (a relative url() would break inline)', async () => {
    const res = await page('/contact-us');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mf-content/0.2.0/map.ffffffffff.css">');
    expect(preloads(res.body)).toContain('script /remotes/mf-content/0.2.0/route-contact-us.eeeeeeeeee.js');
  });

  it('names no remote for a page the brand is sent away from, nor for the shell\'s own pages', async () => {
    const blocked = await page('/?company=postal');
    expect(preloads(blocked.body).filter((line) => line.includes('/remotes/'))).toEqual([]);
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body).filter((line) => line.includes('/remotes/'))).toEqual([]);
    // A route whose remote has no published build still gets the shell's part.
    const track = await page('/track-asic');
    expect(track.body).toContain('<script defer src="/main.1111111111.js"></script>');
    expect(preloads(track.body).filter((line) => line.includes('/remotes/'))).toEqual([]);
  });

  it('asks for the files of a page already whole in its HTML only after its first paint, all at once', () => {
    const input = {
      shell: { scripts: ['/main.js'], preloads: ['/bootstrap.js'], loadedOnUse: ['/axios.js'], styles: [{ href: '/boot.css', text: '.b{}', linkedAtRunTime: true }], provides: new Set<string>() },
      remote: { entry: '/r/remoteEntry.js', preloads: ['/r/route-faq.js'], styles: [], data: [], libraries: [] },
      remotesList: { company: 'default', remotes: [] },
      nonce: 'n0nce',
    };
    const links = (html: string) => html.split('\n').filter((line) => line.startsWith('<link'));
    const whole = pageHeadMarkup({ ...input, contentInHtml: true });
    // Nothing in the head competes with the page for the connection: the page's one inline script, under its
    // nonce, preloads what the start needs and adds the entry once the page has painted (hydration.spec.ts).
    expect(links(whole)).toEqual([]);
    expect(whole).not.toContain('<script defer');
    expect(whole).toContain(`<script nonce="n0nce">${startAfterFirstPaint(['/main.js'], [
      ['/boot.css', 'style'], ['/bootstrap.js', 'script'], ['/r/remoteEntry.js', 'script'], ['/r/route-faq.js', 'script'],
    ])}</script>`);
    // A frame waits for its page's scripts: it preloads them in its head at the browser's priority, and the entry is
    // deferred.
    const frame = pageHeadMarkup(input);
    expect(links(frame)).toEqual([
      '<link rel="preload" as="style" href="/boot.css">',
      '<link rel="preload" as="script" href="/bootstrap.js">',
      '<link rel="preload" as="script" href="/axios.js">',
      '<link rel="preload" as="script" href="/r/remoteEntry.js">',
      '<link rel="preload" as="script" href="/r/route-faq.js">',
    ]);
    expect(frame).toContain('<script defer src="/main.js"></script>');
    expect(frame).not.toContain('<script nonce');
  });

  it('adds the files of a page whole in its HTML a few to a task once it has painted, all at once in a hidden tab', () => {
    // Each element added starts a request on the page's thread: 18 added at once were a 100 ms task on a throttled
    // phone (TBT). The starter runs here against a document that records what each task added.
    const run = (visibilityState: 'visible' | 'hidden') => {
      const timers: Array<() => void> = [];
      const tasks: string[][] = [[]];
      const document = {
        readyState: 'complete', visibilityState,
        createElement: (tag: string) => ({ tag } as Record<string, unknown>),
        head: { appendChild: (element: Record<string, unknown>) => tasks.at(-1)!.push(String(element.href ?? `run ${String(element.src)}`)) },
        addEventListener: () => {},
      };
      const setTimeout = (callback: () => void, delay: number) => { if (delay < 1000) timers.push(callback); };
      const requestAnimationFrame = (callback: () => void) => callback();
      const script = startAfterFirstPaint(['/main.js'], ['/a.css', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'].map((href) => [href, href.endsWith('.css') ? 'style' : 'script'] as const), 4);
      new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', script)(document, {}, setTimeout, requestAnimationFrame);
      while (timers.length > 0) {
        tasks.push([]);
        timers.shift()!();
      }
      return tasks.filter((added) => added.length > 0);
    };
    expect(run('visible')).toEqual([['/a.css', '/b.js', '/c.js', '/d.js'], ['/e.js', '/f.js', 'run /main.js']]);
    expect(run('hidden')).toEqual([['/a.css', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', 'run /main.js']]);
  });

  it('preloads the api client\'s library for a frame, whose page calls the api as it starts, and for no other', () => {
    const input = {
      shell: { scripts: ['/main.js'], preloads: ['/bootstrap.js'], loadedOnUse: ['/axios.js'], styles: [], provides: new Set<string>() },
      remotesList: { company: 'default', remotes: [] },
      nonce: 'n0nce',
    };
    const axiosPreload = (html: string) => html.split('\n').filter((line) => line.includes('/axios.js'));
    // A page whole in its HTML loads it with its first call (a form sent, a draft saved), if ever: the reads it makes
    // as it starts are answered in the page, without it.
    expect(axiosPreload(pageHeadMarkup({ ...input, contentInHtml: true }))).toEqual([]);
    expect(axiosPreload(pageHeadMarkup({ ...input, contentInHtml: true, pageData: { '/api/state/list': [] } }))).toEqual([]);
    // A frame loads its page's data as it starts.
    expect(axiosPreload(pageHeadMarkup(input))).toEqual(['<link rel="preload" as="script" href="/axios.js">']);
  });

  it('carries the answers of the api reads its page makes as it starts, those of our api that answered only', async () => {
    const res = await page('/faq');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(res.body)![1]!);
    const states = await t.app.inject({ method: 'GET', url: '/api/state/list' });
    expect(data).toEqual({ '/api/state/list': states.json() });
    // A page whose route names none carries none.
    expect((await page('/contact-us')).body).not.toContain('id="page-data"');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await page('/faq', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<script defer src="/main.1111111111.js"></script>');
    const plain = await page('/faq');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
