import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './api-server.ts';

const run = promisify(execFile);

/**
 * `npm run ops -- …` with these settings, as staff would run it next to a running api: the bundle global-setup
 * made of it, or the source through tsx when a spec runs without it.
 */
export async function runOps(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const bundle = process.env.E2E_OPS_CLI;
  const command = bundle ? [bundle] : ['--import', 'tsx', 'api/src/ops/cli.ts'];
  const { stdout } = await run(process.execPath, [...command, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', OPS_USER: 'journey', ...env },
  });
  return stdout;
}

/** `npm run ops -- …` against the api whose VAR_DIR is `varDir`. */
export function opsIn(varDir: string, ...args: string[]): Promise<string> {
  return runOps({ VAR_DIR: varDir }, ...args);
}

/**
 * `npm run ops -- …` against the journeys' server: the same database (VAR_DIR from global-setup). Resolves with what
 * it printed; rejects when it fails.
 */
export async function ops(...args: string[]): Promise<string> {
  const varDir = process.env.E2E_VAR_DIR;
  if (!varDir) throw new Error('E2E_VAR_DIR is not set: run the journeys through playwright.config.ts.');
  const { BRANDS_DIR } = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;
  return runOps({ VAR_DIR: varDir, BRANDS_DIR }, ...args);
}
