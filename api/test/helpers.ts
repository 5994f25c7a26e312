import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { tooManyRequestsText, waitText } from '@cards/shared/domain';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config, type DatabaseSettings, type MailSettings } from '../src/platform/config.ts';
import { workspaceRemoteRoutes } from '@cards/shared/testing/workspace-routes';

// Every test app gets its own temporary folders and its own database: in-memory SQLite, or with
// DATABASE_URL set a fresh PostgreSQL schema that is dropped when the app closes.

/** A stand-in for shell/dist/index.html with every token the server fills. */
export const shellTemplate = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>__CARDS_TITLE__</title>
<meta name="description" content="__CARDS_DESCRIPTION__">
<meta name="version" content="__CARDS_VERSION__">
<style nonce="__CARDS_NONCE__">__CARDS_THEME__</style>
<script id="site-data" type="application/json">__CARDS_SITE_DATA__</script>
<script src="/static/js/main.1a2b3c4d.js" defer></script>
</head>
<body data-brand="__CARDS_BRAND__"><img src="__CARDS_LOGO__" alt="__CARDS_LOGO_ALT__" width="__CARDS_LOGO_WIDTH__" height="40"><div id="root"></div></body>
</html>
`;

/** An address no other test uses, so a test reads only its own mail and limits. */
export const uniqueEmail = (what: string) => `${what}.${Math.random().toString(36).slice(2)}@example.com`;

export function testDatabase(): DatabaseSettings {
  const url = process.env.DATABASE_URL;
  if (!url) return { url: ':memory:' };
  return { url, schema: `test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true };
}

export async function makeTempDir(prefix = 'cards-api-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Write the shell template (default true). */
  shell?: boolean;
  config?: Partial<Config>;
  build?: BuildOptions;
}

/** The default mail settings with some changed (limits, timeouts, SMTP_URL). */
export function mailSettings(changes: Partial<MailSettings> = {}): MailSettings {
  return { ...loadConfig({}).mail, ...changes };
}

/** A data folder with locality files for all 8 states: the rows given by state, none elsewhere (SPEC §5 'locality'). */
export async function localityDataDir(rows: Partial<Record<string, Array<[string, number, string]>>>): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cards-localities-'));
  await fs.mkdir(path.join(dataDir, 'au'));
  for (const state of ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']) {
    await fs.writeFile(path.join(dataDir, 'au', `${state}.json`), JSON.stringify(rows[state] ?? []));
  }
  return dataDir;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = await makeTempDir();
  const base = loadConfig({});
  const config: Config = {
    ...base,
    varDir: path.join(dir, 'var'),
    shellDist: path.join(dir, 'shell-dist'),
    dataDir: path.join(dir, 'data'),
    database: testDatabase(),
    logLevel: 'silent',
    // No retention pass on a timer: a test that wants one sets the interval (retention.test.ts).
    retention: { ...base.retention, intervalMs: 0 },
    ...options.config,
  };
  if (options.shell !== false) {
    await fs.mkdir(path.join(config.shellDist, 'static', 'js'), { recursive: true });
    await fs.writeFile(path.join(config.shellDist, 'index.html'), shellTemplate);
    await fs.writeFile(path.join(config.shellDist, 'static', 'js', 'main.1a2b3c4d.js'), 'console.log("shell");\n');
    await fs.writeFile(path.join(config.shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The remotes' routes, as a shell built in this workspace names them.
    await fs.writeFile(path.join(config.shellDist, 'remote-routes.json'), JSON.stringify(workspaceRemoteRoutes()));
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options.build);
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Members an error body may carry: the usual four, then a reason the page acts on and its details (platform/errors.ts ErrorExtra). */
const errorMembers = ['statusCode', 'error', 'message', 'fields', 'reason', 'randomId', 'version'];

/**
 * A 429's words state the wait its Retry-After gives ('in 30 minutes'), never a stock 'in a minute'.
 * Answers the wait in words, for the caller to find in the message.
 */
export function statedWait(response: { headers: Record<string, unknown> }): string {
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  return waitText(seconds * 1000);
}

/** A route limit's refusal, in the words the page uses, with the wait of its Retry-After. */
export function statedRefusal(response: { headers: Record<string, unknown> }): string {
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  return tooManyRequestsText(seconds * 1000);
}

/** Every error answer has the one shape and gives nothing away. */
export function expectErrorShape(response: { statusCode: number; headers: Record<string, unknown>; body: string }, statusCode: number) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) });
  expect(Object.keys(body).filter((k) => !errorMembers.includes(k))).toEqual([]);
  if ('reason' in body) expect(body.reason).toEqual(expect.any(String));
  if ('randomId' in body) expect(body.randomId).toEqual(expect.any(String));
  if ('version' in body) expect(Number.isInteger(body.version)).toBe(true);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|select |insert |update |sqlite|postgres|FST_|stack/i);
  return body;
}

/**
 * Settings for tests that send many applications and sign people in again and again from one address: the
 * per-client and per-address limits out of the way (each limit has tests of its own).
 */
export function withoutLimits(config: Partial<Config> = {}): Partial<Config> {
  const base = loadConfig({});
  const generous = { max: 100_000, windowMs: 60_000 };
  return {
    formRateLimit: generous,
    saveRateLimit: generous,
    auth: { ...base.auth, loginRateLimit: generous },
    payments: { ...base.payments, rateLimit: generous },
    activationRateLimit: generous,
    mailRateLimit: generous,
    contactRateLimit: generous,
    captcha: { ...base.captcha, challengeRateLimit: generous },
    mail: mailSettings({ limits: { draftPerHour: 100, draftPerDay: 100, addressPerHour: 100, addressPerDay: 100 } }),
    ...config,
  };
}
