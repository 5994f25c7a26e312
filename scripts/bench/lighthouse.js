// Lighthouse 12 (pinned: 13 needs Node 22) with Debian's Chromium, default mobile emulation, as issue 16 measures
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

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/**
 * Runs Lighthouse on each page. `pages` are { name, path, token? }: a token is put in localStorage under id_token
 * first (a signed-in page), and the storage is then kept between the runs of that page.
 */
export async function lighthouseFigures(baseUrl, pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags,
  });
  try {
    const rows = [];
    for (const page of pages) {
      if (page.token) await seedToken(chrome.port, baseUrl, page.token);
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(page.token),
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        results.push(figuresOf(lhr));
      }
      rows.push({ page: page.name, ...median(results) });
    }
    return rows;
  } finally {
    await chrome.kill();
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
