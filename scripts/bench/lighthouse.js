// Lighthouse 12 (pinned: 13 needs Node 22) with Debian's Chromium, default mobile emulation, on the bench's
// pages. Each page is run several times and the median run (by performance score) is kept: one run on two busy
// cores varies by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

// Ordered by score, and among equal scores (most runs score 100) by LCP, then TBT, worst first: the middle run is the
// median one. Ties were kept in the order they ran, so the middle run was simply the second.
const median = (runs) => [...runs]
  .sort((a, b) => a.performance - b.performance || b['LCP ms'] - a['LCP ms'] || b['TBT ms'] - a['TBT ms'])[Math.floor(runs.length / 2)];

/**
 * Runs Lighthouse on each page. `pages` are { name, path, token?, staffCookie? }: a token is put in localStorage under
 * id_token first (a signed-in page), a staff session's cookie in the browser's cookies (a page of the staff console),
 * and the storage is then kept between the runs of that page.
 */
export async function lighthouseFigures(baseUrl, pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags,
  });
  try {
    const rows = [];
    for (const page of pages) {
      if (page.token) await seedToken(chrome.port, baseUrl, page.token);
      if (page.staffCookie) await seedStaffCookie(chrome.port, baseUrl, page.staffCookie);
      const results = [];
      const signedIn = Boolean(page.token || page.staffCookie);
      for (let i = 0; i < runs; i += 1) results.push(figuresOf(await run(chrome.port, `${baseUrl}${page.path}`, signedIn)));
      rows.push({ page: page.name, ...median(results) });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run. A failed trace (NO_NAVSTART, NO_FCP) happens now and then on busy cores; Lighthouse's own
 * advice is to run again, which is done twice before the page counts as failed.
 */
async function run(port, url, keepStorage) {
  let error;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, {
      port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    error = lhr?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

/**
 * A member of staff's session, as the sign-in leaves it: the __Host-staff cookie of the site's origin (set from the
 * page: DevTools refuses a Secure cookie for an http address, which the browser takes from 127.0.0.1's own pages).
 */
async function seedStaffCookie(port, baseUrl, value) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((token) => { document.cookie = `__Host-staff=${token}; Path=/; Secure; SameSite=Strict`; }, value);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs the browser in as the page would: the token in localStorage of the site's origin. */
async function seedToken(port, baseUrl, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('id_token', value), token);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}
