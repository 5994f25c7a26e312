import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './api-server.ts';

const run = promisify(execFile);

/** `npm run ops -- …` against the api whose VAR_DIR is `varDir`, as staff would run it next to a running api. */
export async function opsIn(varDir: string, ...args: string[]): Promise<string> {
  // Node with tsx's loader rather than npx, whose own start-up is a third of a second a call.
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', LOG_LEVEL: 'warn', OPS_USER: 'journey' },
  });
  return stdout;
}

/**
 * `npm run ops -- …` against the journeys' server: the same database (VAR_DIR from global-setup). Resolves with what
 * it printed; rejects when it fails.
 */
export async function ops(...args: string[]): Promise<string> {
  const varDir = process.env.E2E_VAR_DIR;
  if (!varDir) throw new Error('E2E_VAR_DIR is not set: run the journeys through playwright.config.ts.');
  return opsIn(varDir, ...args);
}
