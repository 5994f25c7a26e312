import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './api-server.ts';
import { expect, test } from './fixtures.ts';
import { opsIn } from './ops.ts';
import { ownRelease } from './own-release.ts';
import { buildPackage } from './remote-builds.ts';

// ARCHITECTURE 'A remote owns its pages': squad content ships a page of its own (a routes.json entry, its page
// in routes.tsx and its content file), built and published alone. The next page load has it, pre-rendered and
// titled, on the same shell and @cards/shared; a brand pinned to the version before does not, and answers 404.

const release = ownRelease('cards-pages-');

const pageFile = `---
title: Visiting a port
description: How to visit a port's secure areas while your MSIC is on its way.
---
Until your card arrives, someone who holds an MSIC must escort you in a port's secure areas.

## Before the visit

Ask the port's security office which gate to use, and bring photo identification.
`;

const route = { id: 'port-visits', path: '/port-visits', title: 'Visiting a port', description: "How to visit a port's secure areas while your card is on its way.", layout: 'individual', prerender: 'page' };

test('a page a remote adds is served on the next page load, pre-rendered and titled, with no shell or shared release; a brand pinned to the version before answers 404', async ({ page, problems }) => {
  test.setTimeout(240_000);
  const url = (pathname: string) => `${release.server.url}${pathname}`;
  const shellBefore = await (await page.request.get(url('/faq'))).text();
  expect((await page.request.get(url('/port-visits'))).status()).toBe(404);
  const inForce = JSON.parse(await fs.readFile(path.join(release.varDir, 'remotes.json'), 'utf8')) as { default: Record<string, string> };
  const before = inForce.default['mf-content'];
  expect(before).toMatch(/^0\.1\.0\+/);

  const next = await buildPackage('mf-content', {
    version: '0.2.0',
    files: [['src/content/pages/port-visits.md', pageFile]],
    changes: [
      ['routes.json', '[\n', `[\n  ${JSON.stringify(route)},\n`],
      ['src/routes.tsx', "  'media': lazy(", "  'port-visits': staticPage(() => import(/* webpackChunkName: \"route-port-visits\" */ './content/pages/port-visits.md')),\n  'media': lazy("],
    ],
  });
  release.builds.push(next);
  expect(await opsIn(release.varDir, 'publish', 'mf-content', '--from', next.packageDir)).toMatch(/^Published mf-content 0\.2\.0\+\S+; it is now the default\./);
  expect(await opsIn(release.varDir, 'pin', 'mf-content', before!, '--brand', 'bne')).toContain(`brand bne now gets mf-content ${before}.`);

  // Served as the publish pre-rendered it: the page's words are in the HTML before any script runs.
  const served = await page.request.get(url('/port-visits'));
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<title>Visiting a port | Secure Card Services</title>');
  expect(html).toMatch(/<h1[^>]*>Visiting a port<\/h1>/);
  expect(html).toContain('someone who holds an MSIC must escort you');
  expect(html).toContain('id="prerender"');

  // The same shell build and the same @cards/shared: nothing but mf-content was released.
  const shellScript = (text: string) => /<script[^>]+src="(\/main\.[^"]+)"/.exec(text)?.[1] ?? /"(\/main\.[0-9a-f]+\.js)"/.exec(text)?.[1];
  expect(shellScript(html)).toBe(shellScript(shellBefore));
  const sharedVersion = (JSON.parse(await fs.readFile(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  const manifest = JSON.parse(await fs.readFile(path.join(next.packageDir, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; version: string }> };
  expect(manifest.shared.find((entry) => entry.name === '@cards/shared/ui')?.version).toBe(sharedVersion);

  // In the browser: the page comes to life, and the footer's links and the way back still work.
  await page.goto(url('/port-visits'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visiting a port');
  await expect(page).toHaveTitle('Visiting a port | Secure Card Services');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visiting a port');

  // bne is pinned to the version without the page: it has no such page.
  const pinned = await page.request.get(url('/port-visits?company=bne'));
  expect(pinned.status()).toBe(404);
  await page.goto(url('/port-visits?company=bne'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found \| /);
  expect(problems.errors).toEqual([]);
});
