#!/usr/bin/env node
// `npm test`: every suite, then one plain closing line summing them (CI reads no closing line of Vitest or
// Playwright). Suites: lint and type checks (each counts as one test); Vitest (every workspace, the api on
// SQLite); the api again on PostgreSQL when TEST_POSTGRES_URL is set; the production build; Playwright journeys
// in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.ci-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Names of failed tests, listed above the closing line: CI keeps only a run's last lines. */
const failures = [];

/** Seconds each step took, shown beside its counts: where a CI run's minutes go. */
let lastSeconds = 0;

function run(command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  lastSeconds = Math.round((performance.now() - started) / 1000);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from Vitest's JSON reporter; a run that wrote no report counts as one failure. */
function vitest(name, args, env = {}) {
  const file = path.join(out, `${name}.json`);
  const status = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 1;
  // A file that fails to load has no failed test of its own; count it so the run cannot look green.
  if (status !== 0 && failed === 0) failed = Math.max(1, report?.numFailedTestSuites ?? 0);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  for (const suite of report?.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${name}: ${file} › ${test.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${file} (did not load)`);
  }
  record(name, passed, failed, skipped);
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${lastSeconds} s)`);
}

/** Titles of Playwright tests whose last try did not pass, from its JSON report's nested suites. */
function playwrightFailures(suites, titles = []) {
  const found = [];
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') found.push([...path, spec.title].join(' › '));
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], path));
  }
  return found;
}

/**
 * Checks that pass or fail as a whole (lint, types), one test each, run side by side: each is one process on one
 * core, and CI has two.
 */
async function checks(scripts) {
  const started = performance.now();
  const statuses = await Promise.all(Object.values(scripts).map((script) => new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  })));
  lastSeconds = Math.round((performance.now() - started) / 1000);
  Object.keys(scripts).forEach((name, index) => record(name, statuses[index] === 0 ? 1 : 0, statuses[index] === 0 ? 0 : 1));
}

await checks({ lint: 'lint', typecheck: 'typecheck' });

/**
 * CI compiles the native modules (better-sqlite3, from source: one core for over a minute) beside the checks, which
 * need none; the suites after them wait for it. The file it names gets the compiler's exit status.
 */
async function nativeModulesBuilt() {
  const file = process.env.NATIVE_BUILD_STATUS;
  if (!file) return true;
  const started = performance.now();
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 500));
  const status = readFileSync(file, 'utf8').trim();
  lastSeconds = Math.round((performance.now() - started) / 1000);
  if (status === '0') lines.push(`native modules built, waited ${lastSeconds} s`);
  else {
    failures.push('native modules: npm rebuild failed (its output is above)');
    record('native modules', 0, 1);
  }
  return status === '0';
}

const native = await nativeModulesBuilt();
if (native) vitest('unit-and-api', []);

if (native && process.env.TEST_POSTGRES_URL) {
  vitest('api-postgres', ['--project', 'api-postgres'], { DATABASE_URL: process.env.TEST_POSTGRES_URL });
}

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) record('build', 0, 1);
else lines.push(`build (${lastSeconds} s)`);

if (native && buildStatus === 0 && !process.env.SKIP_E2E) {
  const file = path.join(out, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  const stats = report?.stats;
  for (const failure of playwrightFailures(report?.suites ?? [])) failures.push(`e2e: ${failure}`);
  const passed = stats ? stats.expected + stats.flaky : 0;
  // A run that failed without a failing test (the server did not start, a file did not load) is one failure.
  const failed = Math.max(stats?.unexpected ?? 0, status !== 0 || passed === 0 ? 1 : 0);
  record('e2e', passed, failed, stats?.skipped ?? 0);
}

console.log('');
for (const failure of failures.slice(0, 30)) console.log(`  failed: ${failure}`);
for (const line of lines) console.log(`  ${line}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
