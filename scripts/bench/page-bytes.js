// What the browser downloads for a page on a cold cache (bytes on the wire, after compression), with Chromium's
// own page timings.
import { chromium } from 'playwright-core';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The file whose code or markup asked for a request. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

export async function pageFigures(url, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const pagePath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const wire = new Map();
    client.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
    const types = new Map();
    client.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    // How many requests each waited on: the document is 0, what its markup names is 1, what a script of depth n
    // asks for is n + 1.
    const depthOfUrl = new Map();
    let deepest = 0;
    let deepestUrl = '';
    client.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document') {
        depthOfUrl.set(e.request.url, 0);
        return;
      }
      const depth = (depthOfUrl.get(initiatorUrl(e.initiator)) ?? 0) + 1;
      if (!depthOfUrl.has(e.request.url)) depthOfUrl.set(e.request.url, depth);
      if (depth > deepest) deepestUrl = new URL(e.request.url).pathname;
      deepest = Math.max(deepest, depth);
    });
    await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { fcp: fcp?.startTime ?? 0, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    let js = 0;
    let css = 0;
    let total = 0;
    for (const [id, bytes] of wire) {
      total += bytes;
      if (types.get(id) === 'Script') js += bytes;
      if (types.get(id) === 'Stylesheet') css += bytes;
    }
    rows.push({ page: pagePath, requests: wire.size, 'JS KB': kb(js), 'CSS KB': kb(css), 'total KB': kb(total),
      'FCP ms': Math.round(timing.fcp), 'chain depth': deepest, 'deepest request': deepestUrl.split('/').pop(), 'DCL ms': Math.round(timing.dcl), 'load ms': Math.round(timing.load) });
    await context.close();
  }
  await browser.close();
  return rows;
}

