import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer, type ApiServer } from './api-server.ts';
import { runOps } from './ops.ts';

// An api of a journey's own whose clock starts at a chosen instant (CLOCK_AT), on the journeys' published release
// and a database of its own, with the ops commands on the same clock and database: for journeys that must see the
// day as Australia sees it while UTC is still on the day before.

export interface ClockedServer {
  url: string;
  /** The clock's time now, as the api reads it. */
  now(): Date;
  /** `npm run ops -- …` on this api's database, at this api's time. */
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export async function startClockedServer(at: string): Promise<ClockedServer> {
  const env = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;
  if (!env.VAR_DIR) throw new Error('E2E_SERVER_ENV is not set: run the journeys through playwright.config.ts.');
  const dir = await mkdtemp(path.join(tmpdir(), 'cards-clocked-'));
  const database = path.join(dir, 'cards.sqlite');
  const startedAt = Date.now();
  let server: ApiServer;
  try {
    server = await startApiServer({ ...env, DATABASE_URL: database, CLOCK_AT: at });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const now = () => new Date(Date.parse(at) + (Date.now() - startedAt));
  return {
    url: server.url,
    now,
    ops(...args) {
      return runOps({ VAR_DIR: env.VAR_DIR, BRANDS_DIR: env.BRANDS_DIR, DATABASE_URL: database, CLOCK_AT: now().toISOString() }, ...args);
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The day of `moment` in words as an office in Sydney reads it, e.g. '28 November 2026'. */
export function sydneyDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: 'numeric', month: 'long', year: 'numeric' }).format(moment);
}

/** The day of `moment` in words in UTC: what a date must never read when it differs from Sydney's. */
export function utcDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(moment);
}
