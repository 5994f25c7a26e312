#!/usr/bin/env node
// The soak, a part of `npm run bench` (BENCH_PARTS=soak) that also runs alone:
// `node scripts/bench/soak.js`. 200 applicants (BENCH_SOAK_APPLICANTS) fill in and send applications for 5 minutes
// (BENCH_SOAK_SECONDS) against two api nodes on one PostgreSQL schema made for the run (and dropped after it), with
// the per-client rate limits counted in a redis-server of its own, as README 'Several api nodes' runs them. At the
// end every draft is read back: no errors, no acknowledged save missing, autosave's p99, and each node's memory
// after the warm-up and at the end. Without PostgreSQL the part says why it was skipped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newTally, nodeClient, percentile, readBack, runApplicants } from './soak-applicant.js';
import { postgresForBench, processUsage, query, startApiNode, startRedis } from './soak-services.js';

const defaults = { seconds: 300, applicants: 200 };
/**
 * A node's memory is flat when its RSS at the end is within this of its RSS after the warm-up, each the mean of a
 * window (a fifth of the run, at most a minute): between two full collections the heap alone swings by 70 MB.
 */
const flatTolerance = 0.2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const log = (line) => process.stderr.write(`${line}\n`);

/** What to undo, last first, however the run ends (Ctrl-C included). */
const undo = [];
async function cleanUp() {
  while (undo.length > 0) {
    try { await undo.pop()(); } catch (err) { log(`soak: cleaning up: ${err.message}`); }
  }
}

/** What a node wrote (a line per error, warning and refusal at info: small). */
function output(file) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n');
  } catch {
    return [];
  }
}

/**
 * Where the node's settings differ from `npm start`'s: production, a line per error at info, one secret for
 * tokens and one for captchas on both nodes, no SMTP_URL (mail stays in the outbox table), and the per-client
 * limits lifted, since every applicant comes from 127.0.0.1; so are the mail limits per address, as every
 * statement of operational need goes to the one employer's address.
 */
function nodeEnv(database, schema, redis, varDir) {
  const lifted = '1000000000';
  return {
    NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    DATABASE_URL: database.url, DATABASE_SCHEMA: schema, REDIS_URL: redis?.url ?? '', VAR_DIR: varDir,
    JWT_SECRET: randomBytes(32).toString('base64url'), ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'), SMTP_URL: '',
    FORM_RATE_LIMIT_MAX: lifted, SAVE_RATE_LIMIT_MAX: lifted,
    MAIL_LIMIT_DRAFT_HOUR: lifted, MAIL_LIMIT_DRAFT_DAY: lifted, MAIL_LIMIT_ADDRESS_HOUR: lifted, MAIL_LIMIT_ADDRESS_DAY: lifted,
  };
}

/** The request kinds' counts and latencies. */
function kindRows(tally) {
  return Object.entries(tally.kinds).map(([kind, samples]) => ({
    requests: kind, count: samples.length, 'p50 ms': percentile(samples, 50), 'p95 ms': percentile(samples, 95),
    'p99 ms': percentile(samples, 99), 'max ms': percentile(samples, 100),
    errors: Object.entries(tally.errors).filter(([name]) => name.startsWith(`${kind} `)).reduce((sum, [, n]) => sum + n, 0),
  }));
}

/** Autosave's latency through the run, `width` seconds at a time: a soak that slows down as it goes shows here. */
function timeline(tally, width) {
  const buckets = [];
  for (const [at, ms] of tally.saveTimes) (buckets[Math.floor(at / width)] ??= []).push(ms);
  return [...buckets.entries()].filter(([, samples]) => samples).map(([i, samples]) => ({
    from: i * width, 'saves/s': round(samples.length / width), 'p50 ms': percentile(samples, 50), 'p99 ms': percentile(samples, 99),
  }));
}

/** The soak's figures; `{ skipped }` when there is no PostgreSQL to run it on. */
export async function soakFigures({ seconds = defaults.seconds, applicants = defaults.applicants } = {}) {
  const database = await postgresForBench();
  if (database.skipped) return { skipped: database.skipped };
  undo.push(database.stop);
  const schema = `bench_soak_${randomBytes(5).toString('hex')}`;
  undo.push(() => query(database.url, `drop schema if exists "${schema}" cascade`));
  const dir = mkdtempSync(path.join(tmpdir(), 'cards-soak-'));
  undo.push(() => rmSync(dir, { recursive: true, force: true }));
  const redis = await startRedis();
  if (redis) undo.push(redis.stop);

  // One after the other: the first makes the schema and migrates it, the second finds it done.
  const env = nodeEnv(database, schema, redis, path.join(dir, 'var'));
  const nodes = [];
  for (const name of ['a', 'b']) {
    const node = await startApiNode(name, env, path.join(dir, `${name}.log`), dir);
    undo.push(node.stop);
    nodes.push(node);
  }
  const clients = nodes.map((node) => nodeClient(node.url));
  undo.push(() => clients.forEach((client) => client.close()));
  log(`soak: ${applicants} applicants for ${seconds} s against nodes ${nodes.map((n) => `${n.name} (pid ${n.pid})`).join(' and ')}, `
    + `PostgreSQL ${database.version} (schema ${schema}), ${redis ? `Redis ${redis.url}` : 'no Redis (each node counts its own limits)'}`);

  const tally = newTally();
  const { started } = tally;
  const elapsed = () => (performance.now() - started) / 1000;
  const over = () => elapsed() >= seconds;
  // The applicants start over the first tenth of the run. The warm-up, a fifth of it (at most a minute), is left
  // out of autosave's figures; memory is read every 5 s, the warm-up's length after it against the run's last.
  const rampMs = seconds * 100;
  const warmUp = Math.min(60, seconds / 5);
  const samples = [];
  const sample = () => {
    const usage = nodes.map((node) => processUsage(node));
    samples.push({ s: Math.round(elapsed()), ...Object.fromEntries(nodes.flatMap((node, i) => [
      [`${node.name} RSS MB`, usage[i]?.rssMB], [`${node.name} heap used MB`, usage[i]?.heapMB]])) });
    return usage;
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const clientCpu = process.cpuUsage();
  let lastLine = 0;
  const sampler = setInterval(() => {
    const usage = sample();
    if (elapsed() - lastLine >= 30) {
      lastLine = elapsed();
      const errors = Object.values(tally.errors).reduce((sum, n) => sum + n, 0);
      log(`soak ${Math.round(elapsed())} s: ${tally.acknowledged} saves acknowledged, ${tally.submissions} applications sent, ${errors} errors; `
        + `RSS ${nodes.map((node, i) => `${node.name} ${usage[i]?.rssMB} MB`).join(', ')}`);
    }
  }, 5_000);
  undo.push(() => clearInterval(sampler));
  const startCpu = nodes.map((node) => processUsage(node)?.cpuSeconds);

  await runApplicants(clients, applicants, rampMs, tally, over);
  const ran = elapsed();
  clearInterval(sampler);
  delay.disable();
  const atEnd = sample();
  const cpu = process.cpuUsage(clientCpu);

  log('soak: reading every draft back');
  const lost = await readBack(clients, tally);
  const submitted = tally.drafts.filter((draft) => draft.personId !== undefined);
  const people = await query(database.url, `select id, draft_id from "${schema}".people where draft_id = any($1)`, [submitted.map((d) => d.id)]);
  const personOf = new Map(people.map((row) => [Number(row.draft_id), Number(row.id)]));
  const withoutPerson = submitted.filter((draft) => personOf.get(draft.id) !== draft.personId).length;
  const outbox = await query(database.url, `select count(*)::int as n from "${schema}".outbox`).catch(() => [{ n: null }]);

  // Autosave's figures are the steady state's, after the warm-up; the whole run's p99 goes beside them.
  const saves = tally.saveTimes.filter(([at]) => at >= warmUp).map(([, ms]) => ms);
  const allSaves = [...tally.kinds.save, ...tally.kinds.complete];
  const errors = Object.values(tally.errors).reduce((sum, n) => sum + n, 0);
  const during = (from, to, name) => samples.filter((s) => s.s >= from && s.s <= to).map((s) => s[name]).filter((v) => v !== undefined);
  const mean = (values) => (values.length ? round(values.reduce((sum, v) => sum + v, 0) / values.length) : undefined);
  const lowest = (values) => (values.length ? Math.min(...values) : undefined);
  const memory = nodes.map((node, i) => {
    const rss = `${node.name} RSS MB`;
    const heap = `${node.name} heap used MB`;
    const start = mean(during(warmUp, 2 * warmUp, rss));
    const end = mean(during(ran - warmUp, Infinity, rss));
    return {
      node: node.name, pid: node.pid, 'RSS MB start': start, 'RSS MB end': end,
      'RSS MB peak': Math.max(...during(0, Infinity, rss)),
      // The heap's lowest in a window is about what the last full collection kept: what a leak would raise.
      'heap used MB low, start': lowest(during(warmUp, 2 * warmUp, heap)),
      'heap used MB low, end': lowest(during(ran - warmUp, Infinity, heap)),
      'CPU %': round(((atEnd[i]?.cpuSeconds ?? 0) - (startCpu[i] ?? 0)) / ran * 100, 0),
      flat: start !== undefined && end !== undefined && end <= start * (1 + flatTolerance),
    };
  });
  const nodeErrors = Object.fromEntries(nodes.map((node) => [node.name, output(node.logFile).filter((line) => /"level":(50|60)/.test(line)).length]));
  if (errors > 0 || lost.saves > 0) nodes.forEach((node) => log(`soak: the last lines of node ${node.name}:\n${output(node.logFile).slice(-15).join('\n')}`));

  return {
    applicants, seconds: round(ran, 0), nodes: nodes.length, postgres: database.version, schema,
    redis: redis ? 'a redis-server of its own, shared by both nodes' : 'none: each node counted its own limits',
    'warm-up s': round(warmUp, 0),
    drafts: tally.drafts.length, 'saves sent': tally.sent, 'saves acknowledged': tally.acknowledged,
    submissions: tally.submissions, 'submissions without their person': withoutPerson, 'mail queued': outbox[0].n,
    errors, 'errors by kind and status': tally.errors, 'error samples': tally.errorSamples,
    'lost saves': lost.saves, 'drafts with lost saves': lost.drafts,
    'autosave p50 ms': percentile(saves, 50), 'autosave p95 ms': percentile(saves, 95), 'autosave p99 ms': percentile(saves, 99),
    'autosave p99 ms, whole run': percentile(allSaves, 99),
    requests: kindRows(tally), 'autosave over time': timeline(tally, Math.max(10, Math.round(seconds / 10))),
    memory, 'memory samples': samples, 'node error log lines': nodeErrors,
    'client CPU %': round((cpu.user + cpu.system) / 1e4 / ran, 0),
    'client event-loop delay p99 ms': round(delay.percentile(99) / 1e6),
  };
}

/** The soak's rows of the bench's table, each beside its target, or the one row saying why there are none. */
export function soakTargetRows(soak) {
  if (!soak) return [];
  if (soak.skipped || soak.failed) {
    return [{ figure: 'soak', measured: soak.skipped ? `skipped: ${soak.skipped}` : `failed: ${soak.failed}`, target: 'run', met: soak.skipped ? 'skipped' : 'NO' }];
  }
  const rows = [];
  const add = (figure, measured, target, met) => rows.push({ figure, measured, target, met: met === undefined ? '' : met ? 'yes' : 'NO' });
  const shape = `${soak.applicants} applicants, ${soak.seconds} s, ${soak.nodes} nodes`;
  add(`soak: errors (${shape})`, soak.errors, '≤ 0', soak.errors === 0);
  add('soak: lost saves (every draft read back)', soak['lost saves'], '≤ 0', soak['lost saves'] === 0);
  add('soak: submissions without their person', soak['submissions without their person'], '≤ 0', soak['submissions without their person'] === 0);
  add(`soak: autosave p99 ms (after the first ${soak['warm-up s']} s)`, soak['autosave p99 ms'], '≤ 20', soak['autosave p99 ms'] <= 20);
  add('soak: autosave p99 ms, the whole run', soak['autosave p99 ms, whole run'], '');
  for (const node of soak.memory) {
    add(`soak: node ${node.node} RSS MB, after warm-up → end (means of ${soak['warm-up s']} s)`, `${node['RSS MB start']} → ${node['RSS MB end']}`,
      `flat (≤ +${flatTolerance * 100}%)`, node.flat);
  }
  add('soak: saves sent / acknowledged', `${soak['saves sent']} / ${soak['saves acknowledged']}`, '');
  add('soak: applications sent', soak.submissions, '');
  return rows;
}

/**
 * The soak from a process of its own, as the api's figures are measured (api-load.js): the bench's process holds
 * Lighthouse's traces. Its progress goes to stderr; a soak that fails is a row saying so, not the bench's end.
 */
export function soakFiguresInChild(options) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--json'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_SOAK_SECONDS: String(options.seconds), BENCH_SOAK_APPLICANTS: String(options.applicants) },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', (err) => resolve({ failed: err.message }));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        resolve({ failed: `the soak stopped with ${code}` });
      }
    });
  });
}

export const soakOptions = () => ({
  seconds: Number(process.env.BENCH_SOAK_SECONDS || defaults.seconds),
  applicants: Number(process.env.BENCH_SOAK_APPLICANTS || defaults.applicants),
});

/** The soak's own tables, as the bench prints each part's. */
export function printSoak(soak) {
  if (soak.skipped || soak.failed) return;
  console.table(soak.requests);
  console.table(soak['autosave over time']);
  console.table(soak.memory);
  const { 'errors by kind and status': byStatus, 'error samples': errorSamples, 'drafts with lost saves': lostDrafts } = soak;
  if (soak.errors > 0) console.log('Errors:', byStatus, errorSamples);
  if (soak['lost saves'] > 0) console.log('Drafts with lost saves:', lostDrafts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes('--json');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)));
  let figures;
  try {
    figures = await soakFigures(soakOptions());
  } catch (err) {
    log(`soak: ${err.stack ?? err.message}`);
    figures = { failed: err.message.split('\n')[0] };
  } finally {
    await cleanUp();
  }
  if (json) {
    process.stdout.write(JSON.stringify(figures));
  } else {
    printSoak(figures);
    console.table(soakTargetRows(figures));
  }
  // Keep-alive sockets and the like must not hold the process.
  await sleep(0);
  process.exit(0);
}
