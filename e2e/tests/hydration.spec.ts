import fs from 'node:fs/promises';
import path from 'node:path';
import { routesInForce, type RouteDef } from '@cards/shared/brand';
import type { Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test, untilLive } from './fixtures.ts';
import { opsIn } from './ops.ts';
import { ownRelease } from './own-release.ts';
import { buildPackage } from './remote-builds.ts';

// The routes in force: the workspace's remotes', as the release these journeys run on has them (fixtures.ts), and the shell's.
const routeTable = routesInForce();

// Hydration produces no warnings in the browser console, checked with development React on
// every pre-rendered page; and pages still work when a remote is down (the pre-rendered page shows, and its
// interactive parts offer the retry). The journey runs its own api, whose live shell is built with React's
// development build (REACT_DEVELOPMENT=1), which reports any difference between a pre-render and its hydration.

test.describe.configure({ mode: 'default' });
const release = ownRelease('cards-hydration-');

interface Prerendered {
  brand: string;
  route: string;
  mode: 'page' | 'frame';
  url: string;
}

/** The pre-renders of the release in force, with the path each stands for (a frame: any path of its route). */
async function prerendered(varDir: string): Promise<Prerendered[]> {
  const root = path.join(varDir, 'prerender');
  // Pages and frames only: the release also keeps the content's paths (paths.json) there.
  const files = (await fs.readdir(root, { recursive: true })).map(String)
    .filter((file) => file.endsWith('.json') && /^(page|frame-)/.test(path.basename(file)));
  return files.map((file) => {
    const [, brand, , name] = file.split(path.sep) as [string, string, string, string];
    if (name.startsWith('frame-')) {
      const route = name.slice('frame-'.length, -'.json'.length);
      const def = routeTable.find((r: RouteDef) => r.id === route)!;
      const url = def.path.replace('{product}', 'asic').replace(/\/\*$/, '').replace(/:(\w+)\??/g, '1');
      return { brand, route, mode: 'frame' as const, url };
    }
    return { brand, route: '', mode: 'page' as const, url: decodeURIComponent(name.slice('page'.length, -'.json'.length)) };
  });
}

/** What the console says while a page loads and hydrates: React's development build reports every mismatch there. */
async function visit(page: Page, url: string): Promise<string[]> {
  const said: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    const text = message.text();
    // A frame's made-up id is not found by the page's own request after hydration: the network's word, not React's.
    if ((message.type() === 'error' || message.type() === 'warning') && !/Failed to load resource/.test(text)) said.push(`${message.type()}: ${text.slice(0, 300)}`);
  };
  page.on('console', listen);
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  // Loaded: the page's preloads (the remote's module and route chunk among them) are in.
  await page.goto(`${release.server.url}${url}`);
  expect(await page.evaluate(() => document.getElementById('prerender') !== null), url).toBe(true);
  // Hydrated: the browser has had a moment with nothing to do, so React has taken the server's markup over.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  page.off('console', listen);
  return said;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const shell = await buildPackage('shell', { version: '0.1.0-development-react', env: { REACT_DEVELOPMENT: '1' } });
  release.builds.push(shell);
  expect(await opsIn(release.varDir, 'publish', 'shell', '--from', shell.packageDir)).toMatch(/^Published the shell 0\.1\.0-development-react\+\S+; it is live\.\nPre-rendered \d+ pages/);
});

/** The bodies of the scripts the page has loaded so far, from now on. */
function scriptsOf(page: Page): () => Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** Code of axios, which the api client loads with its first call (a string only axios's code has). */
const axiosCode = (text: string) => text.includes('ERR_BAD_REQUEST');
/** Code of mobx and mobx-state-tree, which load with the first page that uses the stores. */
const storesCode = (text: string) => text.includes('[MobX]') || text.includes('[mobx-state-tree]');

/**
 * Three pages of each route that has many (the questions, the articles, the duties): they differ only in their
 * content, which is the same markdown machinery's; every other page, and every frame, whole.
 */
function threeOfEach(pages: Prerendered[]): Prerendered[] {
  const seen = new Map<string, number>();
  return [...pages].sort((a, b) => a.url.localeCompare(b.url)).filter((p) => {
    const group = p.mode === 'page' && /^\/(question|faq|media|card-holder-duties)\/./.test(p.url) ? `${p.brand} ${p.url.split('/')[1]}` : undefined;
    if (!group) return true;
    seen.set(group, (seen.get(group) ?? 0) + 1);
    return seen.get(group)! <= 3;
  });
}

test('the pre-rendered pages of the default brand, and the home, FAQ and a frame of every brand, hydrate with no warning', async ({ page }) => {
  test.setTimeout(600_000);
  const pages = await prerendered(release.varDir);
  // The pages and every frame of the default brand; of the others, the pages their brand changes most.
  const chosen = threeOfEach(pages.filter((p) => p.brand === 'default'
    || ['/', '/faq', '/apply', '/contact-us', '/track-asic', '/apply/form/step1'].includes(p.url)));
  expect(chosen.filter((p) => p.mode === 'page').length).toBeGreaterThan(20);
  expect(chosen.filter((p) => p.mode === 'frame').length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const p of chosen) {
    // The brand named each time: a visit's brand is kept for the session.
    const url = `${p.url}?company=${p.brand}`;
    for (const said of await visit(page, url)) problems.push(`${url}: ${said}`);
  }
  expect(problems).toEqual([]);
});

test('a pre-rendered page is the page before any script runs, and works once hydrated', async ({ page, request, problems }) => {
  const html = await (await request.get(`${release.server.url}/faq`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<h1 class="page__title" tabindex="-1">Frequently asked questions</h1>');
  expect(html).toMatch(/<script type="application\/json" id="prerender">\{"route":"faq","mode":"page","date":"\d{4}-\d{2}-\d{2}"\}<\/script>/);

  // The api client's library (axios) is loaded with the first call, and the stores with the first page
  // that uses them; the FAQ does neither.
  const scripts = scriptsOf(page);
  await page.goto(`${release.server.url}/faq`);
  const question = page.getByRole('button', { name: 'Who needs an MSIC?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect((await scripts()).filter(axiosCode)).toEqual([]);
  expect((await scripts()).filter(storesCode)).toEqual([]);
  // The router is the browser's: a link moves without a page load; the contact form brings the stores with it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('radio', { name: /A general enquiry/ })).toBeVisible();
  expect((await scripts()).filter(storesCode).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('a page whole in its HTML is painted before the shell\'s scripts are asked for, and then comes to life', async ({ page }) => {
  // A deferred entry that had arrived ran before the first paint, the page's longest task in front of it;
  // and scripts preloaded from the head shared the connection with the page they only bring to life.
  await page.addInitScript(() => {
    const order = { paint: -1, entryAdded: -1, preloadAdded: -1 };
    Object.assign(window, { startOrder: order });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) order.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (order.entryAdded < 0 && document.querySelector('script[src^="/main."]')) order.entryAdded = performance.now();
      if (order.preloadAdded < 0 && document.querySelector('link[rel="preload"][as="script"]')) order.preloadAdded = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.request.get(`${release.server.url}/faq`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script defer src="\/main\./);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  await page.goto(`${release.server.url}/faq`);
  await expect(page.locator('html')).toHaveAttribute('data-live-page', 'faq');
  const order = await page.evaluate(() => (window as unknown as { startOrder: { paint: number; entryAdded: number; preloadAdded: number } }).startOrder);
  expect(order.paint).toBeGreaterThan(0);
  expect(order.preloadAdded).toBeGreaterThan(order.paint);
  expect(order.entryAdded).toBeGreaterThan(order.paint);
  // All at once: the remote's module is asked for beside the shell's entry, not after it has run.
  const remoteRequested = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/mf-content/') && entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).initiatorType === 'link'));
  expect(remoteRequested).toBe(true);
});

test('the track page is pre-rendered for the card its address names, the same once hydrated', async ({ page, request }) => {
  const html = await (await request.get(`${release.server.url}/track-msic`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('"route":"track","mode":"page"');
  expect(html).toMatch(/when you applied for your (<!-- -->)?MSIC/);
  await page.goto(`${release.server.url}/track-msic`);
  await expect(page.getByText('when you applied for your MSIC')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking number' }).fill('VEA0001523');
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('VEA0001523');
});

test('step 1 of the form is pre-rendered blank and, once hydrated, starts the draft and keeps what is typed', async ({ page, request, problems }) => {
  const html = await (await request.get(`${release.server.url}/apply/form/step1`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('"route":"new-form","mode":"page"');
  expect(html).toContain('Your personal and contact details</h1>');
  // Nothing moves while it hydrates and starts (the form never blinks to nothing in between).
  await recordLayoutShifts(page);
  // Its reference lists are answered in the page: the api client's library (axios) comes with the first save.
  const scripts = scriptsOf(page);
  await page.goto(`${release.server.url}/apply/form/step1`);
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(page.getByRole('combobox', { name: 'Country of birth' })).toContainText('Australia');
  expect(await layoutShifts(page)).toEqual([]);
  expect((await scripts()).filter(axiosCode)).toEqual([]);
  await firstName.pressSequentially('Noah');
  await expect(firstName).toHaveValue('Noah');
  // Kept on the device as typed: a reload, before any save, puts it back (SPEC §4).
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Noah');
  expect(problems.errors).toEqual([]);
});

test('what a person types into step 1 before it comes to life is kept, and the page takes it in', async ({ page, problems }) => {
  // As on a slow phone: the form shows at once, and the shell's entry arrives only after the person has started.
  let letEntryIn!: () => void;
  const entryHeld = new Promise<void>((resolve) => { letEntryIn = resolve; });
  const early = await page.context().newPage(); // its goto does not wait for the page to be live
  early.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  await early.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await early.goto(`${release.server.url}/apply/form/step1`, { waitUntil: 'commit' });
  const firstName = early.getByLabel('First name', { exact: true });
  await firstName.pressSequentially('Sam', { delay: 20 });
  await early.getByRole('group', { name: 'Have you ever been known by another name?' }).getByLabel('No').check();
  await early.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
  expect(await early.evaluate(() => document.documentElement.dataset.livePage)).toBeUndefined();

  letEntryIn();
  await expect(early.locator('html')).toHaveAttribute('data-live-page', 'new-form');
  await expect(firstName).toHaveValue('Sam');
  await expect(early.getByRole('group', { name: 'Gender' }).getByLabel('Female')).toBeChecked();
  // The page has it, not only the screen: the step's check names what is missing, and none of what was typed.
  await early.getByRole('button', { name: 'Save and continue' }).click();
  const summary = early.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter your family name' })).toBeVisible();
  await expect(summary).not.toContainText('first name');
  await expect(summary).not.toContainText('gender');
  await expect(summary).not.toContainText('another name');
  await expect(firstName).toHaveValue('Sam');
  await early.close();
  expect(problems.errors).toEqual([]);
});

test('with its remote down, a pre-rendered page still shows and reads, and says its buttons need a retry', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/mf-content/**', (route) => (down ? route.abort() : route.continue()));
  await page.goto(`${release.server.url}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Part of this page did not load');
  // The content the server sent is all there, and its links are plain links.
  await expect(page.getByRole('button', { name: 'Who needs an MSIC?' })).toBeVisible();
  down = false;
  // The retry loads the page again (the page had preloaded its remote, and the browser keeps a failed preload).
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Try again' }).click()]);
  await untilLive(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const question = page.getByRole('button', { name: 'Who needs an MSIC?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
