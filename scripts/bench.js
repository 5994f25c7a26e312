#!/usr/bin/env node
// `npm run bench`: the performance figures. Builds when needed, serves the product as `npm start` does on a free
// port, then prints (1) what the browser downloads for key pages (bytes on the wire, after compression) with
// page timings from Chromium, (2) api throughput of the reference lists and autosave, and (3) the api's figures
// beside a bare Fastify route in a process of its own, against the targets of issue 16; the same figures go to
// var/bench/<time>.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { realisticDraft } from './bench/realistic-draft.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS || 5);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The yardstick of the api figures: api/scripts/bare-server.ts, a bare Fastify route in a process of its own. */
async function startBareServer() {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'api/scripts/bare-server.ts'], {
    cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

async function startServer() {
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const varDir = mkdtempSync(path.join(tmpdir(), 'cards-bench-'));
  // As production runs it (LOG_LEVEL info: a line per request), except that one client sends everything here, so
  // the per-client limits are lifted for the measurement.
  const env = { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    NODE_ENV: 'production', FORM_RATE_LIMIT_MAX: '1000000000', SAVE_RATE_LIMIT_MAX: '1000000000' };
  spawnSync('npx', ['tsx', 'api/src/ops/cli.ts', 'publish-all'], { cwd: root, env, stdio: 'ignore' });
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'api/src/main.ts'], {
    cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  const stop = () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
    rmSync(varDir, { recursive: true, force: true });
  };
  return { url, stop };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function pageFigures(url, paths) {
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
    rows.push({ page: pagePath, requests: wire.size, js: kb(js), css: kb(css), total: kb(total),
      'FCP ms': Math.round(timing.fcp), 'DCL ms': Math.round(timing.dcl), 'load ms': Math.round(timing.load) });
    await context.close();
  }
  await browser.close();
  return rows;
}

async function throughput(url, routes) {
  const rows = [];
  for (const route of routes) {
    // A second's warm-up first, so each process is measured with its code compiled (the bare route's figure
    // otherwise varied twofold between runs).
    await autocannon({ url: `${url}${route}`, connections: 10, duration: 1 });
    const result = await autocannon({ url: `${url}${route}`, connections: 10, duration: seconds });
    rows.push({ route, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99, errors: result.errors + result.non2xx });
  }
  return rows;
}

/** Autosave, the hot path: each connection saves its own realistic draft, sending the version it last got back. */
async function autosaveThroughput(url) {
  const drafts = [];
  for (let i = 0; i < 10; i += 1) {
    const response = await fetch(`${url}/api/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-company': 'default' },
      body: JSON.stringify({ Firstname: 'Bench', Email: `bench${i}@example.com` }),
    });
    const created = await response.json();
    drafts.push({ id: created.id, key: created.key, version: created.form._version });
  }
  let next = 0;
  const statuses = {};
  const result = await autocannon({
    url,
    connections: drafts.length,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          context.draft ??= drafts[next++ % drafts.length];
          const { id, key, version } = context.draft;
          return {
            ...request,
            path: `/api/form/${id}`,
            headers: { 'content-type': 'application/json', 'x-form-key': key },
            body: JSON.stringify({ ...realisticDraft, Surname: `Load ${version}`, _version: version }),
          };
        },
        onResponse: (status, body, context) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          // autocannon may build the next request before this answer arrives; a 409 names the version to use.
          if (status === 200 || status === 409) context.draft.version = JSON.parse(body).version;
        },
      },
    ],
  });
  // Only saves that went through count; stale-version answers caused by the load tool are left out.
  return { route: 'PUT /api/form/{id} (autosave, saved)', 'req/s': Math.round((statuses[200] ?? 0) / seconds),
    'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx - (statuses[409] ?? 0) };
}

/** The bare route answering the same save, body parsing included: what Fastify alone costs for it. */
async function bareAutosave(url) {
  const result = await autocannon({
    url: `${url}/api/form/1`, connections: 10, duration: seconds, method: 'PUT',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...realisticDraft, _version: 1 }),
  });
  return { route: 'bare PUT (same body)', 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
}

const ratio = (a, b) => Math.round((a / b) * 100) / 100;

const server = await startServer();
const bare = await startBareServer();
const figures = { at: new Date().toISOString(), seconds, pages: [], api: [], targets: [] };
try {
  console.log('\nPages (bytes on the wire after compression, cold cache):');
  figures.pages = await pageFigures(server.url, ['/', '/faq', '/track-asic', '/apply/form/step1']);
  console.table(figures.pages);
  console.log(`\nApi throughput (autocannon, 10 connections, ${seconds} s each; bare: a bare Fastify route in its own process):`);
  const [bareHealth] = await throughput(bare.url, ['/api/health']);
  bareHealth.route = 'bare GET /api/health';
  const rows = await throughput(server.url, ['/api/health', '/api/state/list', '/api/airport/list', '/api/country/list']);
  const autosave = await autosaveThroughput(server.url);
  const barePut = await bareAutosave(bare.url);
  figures.api = [bareHealth, ...rows, barePut, autosave];
  console.table(figures.api);

  const health = rows[0];
  figures.targets = [
    { figure: 'api overhead: /api/health ÷ bare route', measured: ratio(health['req/s'], bareHealth['req/s']), target: '≥ 0.6' },
    { figure: 'autosave ÷ bare route (same body)', measured: ratio(autosave['req/s'], barePut['req/s']), target: '≥ 0.5' },
    { figure: 'autosave ÷ bare GET route', measured: ratio(autosave['req/s'], bareHealth['req/s']), target: '(for reference)' },
    { figure: 'autosave p99 ms', measured: autosave['p99 ms'], target: '≤ 20' },
  ].map((row) => ({ ...row, met: row.target.startsWith('(') ? '' : meets(row.measured, row.target) ? 'yes' : 'no' }));
  console.log('\nTargets (issue 16):');
  console.table(figures.targets);
} finally {
  server.stop();
  bare.stop();
}
const out = path.join(root, 'var', 'bench');
mkdirSync(out, { recursive: true });
const file = path.join(out, `${figures.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, file)}`);

function meets(measured, target) {
  const [sign, value] = target.split(' ');
  return sign === '≥' ? measured >= Number(value) : measured <= Number(value);
}
