#!/usr/bin/env node
// `npm run bench`: the product's performance figures, in one run. Builds when needed, serves the product as
// `npm start` does on a free port, then measures (1) what the browser downloads for key pages, (2) Lighthouse's
// mobile figures for those pages and the status page, (3) each remote's entry size, (4) the api beside a bare Fastify
// route in a process of its own, and (5) the suburb autocomplete in Chromium, keystroke to rendered results over all
// 8 states' data; then (6) the soak, 200 applicants for 5 minutes against two api nodes on PostgreSQL
// (bench/soak.js). Prints one table of every figure beside its target, and writes all the figures to
// var/bench/<time>.json. BENCH_SECONDS (5) sets each load measure, BENCH_LIGHTHOUSE_RUNS (3) the runs per page,
// BENCH_API_ROUNDS (3) the rounds of the api beside the bare route, BENCH_SOAK_SECONDS (300) and
// BENCH_SOAK_APPLICANTS (200) the soak; and (7) the staff queue, a page of it among 100,000 people on SQLite and, with
// DATABASE_URL, PostgreSQL (bench/queue.js; BENCH_QUEUE_ROUNDS, 20).
// While working on one figure: BENCH_PARTS (pages,lighthouse,api,suburb,soak,queue) runs only those parts, and
// BENCH_PAGES (a list of page names, e.g. "/faq,/track-asic") only those pages; the full run is what a note reports.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { apiFiguresInChild } from './bench/api-load.js';
import { lighthouseFigures } from './bench/lighthouse.js';
import { pageFigures } from './bench/page-bytes.js';
import { startBareServer, startServer } from './bench/servers.js';
import { printQueue, queueFigures, queueTargetRows } from './bench/queue.js';
import { printSoak, soakFiguresInChild, soakOptions, soakTargetRows } from './bench/soak.js';
import { signedInPerson } from './bench/signed-in.js';
import { staffSessionCookie } from './bench/staff-session.js';
import { suburbFigures } from './bench/suburb.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const apiRounds = Number(process.env.BENCH_API_ROUNDS || 3);
const started = Date.now();

const parts = new Set((process.env.BENCH_PARTS || 'pages,lighthouse,api,suburb,soak,queue').split(','));
const chosenPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : undefined;
const chosen = (page) => !chosenPages || chosenPages.has(page.name);

const allContentPages = [
  { name: '/', path: '/' },
  { name: '/faq', path: '/faq' },
  { name: 'media article', path: '/media/privacy-awareness-week-2024' },
  { name: '/apply/form/step1', path: '/apply/form/step1' },
  { name: '/track-asic', path: '/track-asic' },
  { name: '/staff/sign-in', path: '/staff/sign-in' },
];
/** The console's pages behind its sign-in (a supervisor's session); `person` is a sent application's page. */
const staffPages = [
  { name: '/staff (queue)', path: '/staff' },
  { name: '/staff/people/:id', path: '/staff/people/:id' },
  { name: '/staff/enquiries', path: '/staff/enquiries' },
  { name: '/staff/reports', path: '/staff/reports' },
  { name: '/staff/accounts', path: '/staff/accounts' },
  { name: '/staff/security', path: '/staff/security' },
].filter(chosen);
const contentPages = allContentPages.filter(chosen);

/** Each built remote's remoteEntry.js, gzipped as the server sends it. */
function remoteEntrySizes() {
  return readdirSync(root).filter((dir) => dir.startsWith('mf-')).map((dir) => {
    const bytes = gzipSync(readFileSync(path.join(root, dir, 'dist', 'remoteEntry.js'))).length;
    return { remote: dir, 'remoteEntry KB gzip': Math.round(bytes / 102.4) / 10 };
  });
}

const ratio = (a, b) => Math.round((a / b) * 100) / 100;

function meets(measured, target) {
  const [sign, value] = target.split(' ');
  return sign === '≥' ? measured >= Number(value) : measured <= Number(value);
}

function targetRows(figures) {
  const rows = [];
  const add = (figure, measured, target) => rows.push({ figure, measured, target, met: meets(measured, target) ? 'yes' : 'NO' });
  for (const page of figures.lighthouse) {
    add(`${page.page}: performance`, page.performance, '≥ 95');
    add(`${page.page}: LCP ms`, page['LCP ms'], '≤ 1500');
    add(`${page.page}: TBT ms`, page['TBT ms'], '≤ 150');
    add(`${page.page}: CLS`, page.CLS, '≤ 0');
    add(`${page.page}: accessibility`, page.accessibility, '≥ 100');
    add(`${page.page}: best practices`, page['best practices'], '≥ 100');
  }
  for (const page of figures.pages) {
    // The JS budget is a content page's; every page must start what it needs from the HTML.
    if (!page.page.startsWith('/apply') && !page.page.startsWith('/track')) add(`${page.page}: first-load JS KB compressed`, page['JS KB'], '≤ 150');
    add(`${page.page}: chain of requests after the HTML`, page['chain depth'], '≤ 1');
  }
  for (const entry of figures.remoteEntries) add(`${entry.remote} remoteEntry.js KB gzip`, entry['remoteEntry KB gzip'], '≤ 20');
  if (figures.api.length > 0) {
    const [bareHealth, health] = figures.api;
    const barePut = figures.api.find((row) => row.route.startsWith('bare PUT'));
    const autosave = figures.api.find((row) => row.route.includes('autosave'));
    add('api overhead: /api/health ÷ bare route', ratio(health['req/s'], bareHealth['req/s']), '≥ 0.6');
    add('autosave ÷ bare route (same body)', ratio(autosave['req/s'], barePut['req/s']), '≥ 0.5');
    add('autosave p99 ms', autosave['p99 ms'], '≤ 20');
  }
  if (figures.suburb) add('suburb autocomplete: keystroke to results p95 ms', figures.suburb['p95 ms'], '≤ 5');
  rows.push(...soakTargetRows(figures.soak));
  rows.push(...queueTargetRows(figures.queue));
  return rows;
}

// The soak starts servers of its own; every other part measures the product served as `npm start` serves it.
const product = ['pages', 'lighthouse', 'api', 'suburb'].some((part) => parts.has(part));
const server = product ? await startServer() : undefined;
const bare = parts.has('api') ? await startBareServer() : undefined;
const figures = { at: new Date().toISOString(), seconds, lighthouseRuns, pages: [], lighthouse: [], remoteEntries: [], api: [], partSeconds: {} };
/** Seconds since the last part ended (the start of the first: the build and servers): where the bench's minutes go. */
let partStarted = started;
const partDone = (part) => {
  figures.partSeconds[part] = Math.round((Date.now() - partStarted) / 1000);
  partStarted = Date.now();
};
partDone('set-up');
try {
  if (parts.has('pages')) {
    console.log('\nPages (bytes on the wire after compression, cold cache):');
    figures.pages = await pageFigures(server.url, contentPages.map((page) => page.path));
    console.table(figures.pages);
    partDone('pages');
  }

  if (parts.has('lighthouse')) {
    const signedIn = chosen({ name: '/status (signed in)' }) || staffPages.length > 0 ? await signedInPerson(server.url) : undefined;
    const staffCookie = staffPages.length > 0 ? await staffSessionCookie(server.url, server.env) : undefined;
    console.log(`\nLighthouse 12, mobile, median of ${lighthouseRuns} runs:`);
    figures.lighthouse = await lighthouseFigures(server.url, [...contentPages,
      ...(signedIn && chosen({ name: '/status (signed in)' }) ? [{ name: '/status (signed in)', path: `/status/${signedIn.peopleId}`, token: signedIn.token }] : []),
      ...staffPages.map((page) => ({ ...page, path: page.path.replace(':id', String(signedIn.peopleId)), staffCookie }))],
    lighthouseRuns);
    console.table(figures.lighthouse);
    partDone('lighthouse');
  }

  if (product) figures.remoteEntries = remoteEntrySizes();

  if (parts.has('api')) {
    console.log(`\nApi (autocannon in a process of its own, 10 connections, ${seconds} s each; bare: a bare Fastify route in its own process;`
      + ` ${apiRounds} rounds, each the bare route then ours, the median round kept):`);
    Object.assign(figures, await apiFiguresInChild(server.url, bare.url, seconds, apiRounds));
    console.table(figures.api);
    partDone('api');
  }

  if (parts.has('suburb')) {
    console.log('\nSuburb autocomplete in Chromium (keystroke to rendered results, per state and over all 8):');
    figures.suburb = await suburbFigures(server.url);
    const { states, page: _page, 'samples ms': _samples, ...all } = figures.suburb;
    console.table([...states, { state: 'all 8', ...all }]);
    partDone('suburb');
  }

  if (parts.has('soak')) {
    const options = soakOptions();
    console.log(`\nSoak: ${options.applicants} applicants for ${options.seconds} s against two api nodes on PostgreSQL,`
      + ' requests alternating between them, every draft read back at the end:');
    figures.soak = await soakFiguresInChild(options);
    printSoak(figures.soak);
    partDone('soak');
  }

  if (parts.has('queue')) {
    console.log('\nStaff queue: pages of the queue among 100,000 people of one brand (and 10,000 of another), read through the service:');
    figures.queue = await queueFigures();
    printQueue(figures.queue);
    partDone('queue');
  }

  figures.targets = targetRows(figures);
  figures.minutes = Math.round((Date.now() - started) / 6000) / 10;
  console.log(`\nEvery figure beside its target, measured in ${figures.minutes} minutes`
    + ` (${Object.entries(figures.partSeconds).map(([part, s]) => `${part} ${s} s`).join(', ')}):`);
  console.table(figures.targets);
} finally {
  server?.stop();
  bare?.stop();
}
const out = path.join(root, 'var', 'bench');
mkdirSync(out, { recursive: true });
const file = path.join(out, `${figures.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, file)}`);
