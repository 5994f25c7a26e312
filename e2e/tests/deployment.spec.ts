import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, repoRoot, startApiServer } from './api-server.ts';
import { expect, test } from './fixtures.ts';
import { opsIn } from './ops.ts';
import { ownRelease } from './own-release.ts';
import { buildPackage } from './remote-builds.ts';

// Two versions of mf-content that differ visibly, bne pinned to the older one, a rollback
// seen on the next page load, and a publish refused because the remote needs a shared the shell lacks; with no
// shell rebuild and no server restart. The journey runs its own api with its own VAR_DIR, so pinning and rolling
// back never touch the pages the other journeys see.

const OLD_HEADING = 'Frequently asked questions';
const NEW_HEADING = 'Questions people ask us';

// One server for both tests, in order: the second starts from the state the first leaves.
test.describe.configure({ mode: 'default' });

// The workspace's builds are the first release: the shell and all the remotes (mf-content 0.1.0).
const release = ownRelease('cards-deploy-');

/** The FAQ's heading for a brand, and the mf-content version and shell script that page loaded. */
async function faqOf(page: Page, company?: string) {
  const entry = page.waitForResponse((r) => /\/remotes\/mf-content\/[^/]+\/remoteEntry\.js$/.test(r.url()));
  await page.goto(`${release.server.url}/faq${company ? `?company=${company}` : ''}`);
  const version = decodeURIComponent(new URL((await entry).url()).pathname.split('/')[3]!);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');
  return { heading, version, shellScript };
}

test('a brand pinned to an older mf-content keeps it while the default moves on, and a rollback is live on the next page load', async ({ page, problems }) => {
  test.setTimeout(180_000);
  const before = await faqOf(page);
  expect(before.heading).toBe(OLD_HEADING);
  expect(before.version).toMatch(/^0\.1\.0\+/);

  // Squad content ships 0.2.0 with a new FAQ heading: built and published on its own.
  const next = await buildPackage('mf-content', {
    version: '0.2.0',
    changes: [['src/faq/FaqPage.tsx', `title="${OLD_HEADING}"`, `title="${NEW_HEADING}"`]],
  });
  release.builds.push(next);
  expect(await opsIn(release.varDir, 'publish', 'mf-content', '--from', next.packageDir)).toMatch(/^Published mf-content 0\.2\.0\+\S+; it is now the default\./);
  expect(await opsIn(release.varDir, 'pin', 'mf-content', before.version, '--brand', 'bne')).toContain(`brand bne now gets mf-content ${before.version}.`);

  // The default brand gets 0.2.0 and bne keeps 0.1.0, on the same shell and the same server process.
  const moved = await faqOf(page);
  expect(moved.heading).toBe(NEW_HEADING);
  expect(moved.version).toMatch(/^0\.2\.0\+/);
  const pinned = await faqOf(page, 'bne');
  expect(pinned.heading).toBe(OLD_HEADING);
  expect(pinned.version).toBe(before.version);
  expect(new Set([before.shellScript, moved.shellScript, pinned.shellScript]).size).toBe(1);

  // Roll the default back: the next page load has the old heading; bne's pin is rolled back to the default too.
  expect(await opsIn(release.varDir, 'rollback', 'mf-content')).toContain(`the default set is back on mf-content ${before.version}.`);
  expect((await faqOf(page)).heading).toBe(OLD_HEADING);
  expect(await opsIn(release.varDir, 'rollback', 'mf-content', '--brand', 'bne')).toContain('brand bne follows the default mf-content again.');
  expect((await faqOf(page, 'bne')).version).toBe(before.version);

  // The history names who did each step.
  const history = await opsIn(release.varDir, 'history', 'mf-content', '--limit', '4');
  expect(history.trim().split('\n').map((line) => line.split('  ').slice(1, 3))).toEqual([
    ['journey', 'rollback'], ['journey', 'rollback'], ['journey', 'pin'], ['journey', 'publish'],
  ]);
  expect(problems.errors).toEqual([]);
});

test('a remote built against a shared range the live shell lacks is refused, naming the package, the range and the shell\'s version', async ({ page }) => {
  test.setTimeout(180_000);
  const sharedVersion = (JSON.parse(await fs.readFile(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  const ahead = await buildPackage('mf-content', {
    version: '0.3.0',
    shared: { version: '2.0.0' },
    changes: [['src/faq/FaqPage.tsx', `title="${OLD_HEADING}"`, 'title="Built for a shell that does not exist yet"']],
  });
  release.builds.push(ahead);
  const before = await (await fetch(`${release.server.url}/remotes.json`)).json();

  const refused = await opsIn(release.varDir, 'publish', 'mf-content', '--from', ahead.packageDir).then(
    () => undefined,
    (err: { stderr?: string }) => err.stderr ?? String(err),
  );
  expect(refused).toMatch(new RegExp(`Error: mf-content needs @cards/shared \\^2\\.0\\.0, but the shell provides ${sharedVersion.replace(/\./g, '\\.')}`));
  expect(refused).toContain('Deploy a shell that provides it first');

  // Nothing changed: the same remotes, and the page as before.
  expect(await (await fetch(`${release.server.url}/remotes.json`)).json()).toEqual(before);
  await page.goto(`${release.server.url}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING);
});

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

/** A stand-in CDN on another origin: VAR_DIR/remotes/ as static files, open to other origins (CORS). */
async function startCdn(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname));
    if (!file.startsWith(root + path.sep)) return void res.writeHead(404).end();
    const stream = createReadStream(file);
    stream.on('open', () => {
      res.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      stream.pipe(res);
    });
    stream.on('error', () => res.writeHead(404).end());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${port}` };
}

test('with REMOTES_BASE_URL the remotes load from that origin, which the page\'s CSP allows alone', async ({ page, problems }) => {
  test.setTimeout(120_000);
  const cdn = await startCdn(release.varDir);
  const env = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;
  // A second api on the same published files, with a database of its own.
  const site = await startApiServer({ ...env, VAR_DIR: release.varDir, DATABASE_URL: path.join(release.varDir, 'cdn-site.sqlite'), REMOTES_BASE_URL: `${cdn.origin}/remotes` });
  try {
    const fromCdn: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(cdn.origin)) fromCdn.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${site.url}/contact-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    const csp = response!.headers()['content-security-policy']!;
    // The page's nonce is for its own inline script, not for anything from elsewhere.
    expect(csp).toMatch(new RegExp(`script-src 'self' ${cdn.origin.replace(/\./g, '\\.')} 'nonce-[^']+'(;|$)`));
    // Nothing is fetched from the CDN (remotes are registered by their entry script): a fetch would be refused, and
    // the journey's console check would say so.
    expect(csp).toMatch(/connect-src 'self' *(;|$)/);
    // The entry and the page's chunks all came from the CDN; nothing was blocked.
    expect(fromCdn.some((p) => /^\/remotes\/mf-content\/[^/]+\/remoteEntry\.js$/.test(p))).toBe(true);
    expect(fromCdn.filter((p) => /\.[0-9a-f]{10}\.js$/.test(p)).length).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  } finally {
    // The browser's connections go first: a keep-alive one held open kept a server from closing (a CI run timed out).
    await page.close();
    await site.stop();
    cdn.server.closeAllConnections();
    await new Promise((resolve) => cdn.server.close(resolve));
  }
});
