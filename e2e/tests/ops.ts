import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/**
 * `npm run ops -- …` against the journeys' server: the same database (VAR_DIR from global-setup), as staff would
 * run it next to a running api. Resolves with what it printed; rejects when it fails.
 */
export async function ops(...args: string[]): Promise<string> {
  const varDir = process.env.E2E_VAR_DIR;
  if (!varDir) throw new Error('E2E_VAR_DIR is not set: run the journeys through playwright.config.ts.');
  const { stdout } = await run('npx', ['tsx', '--tsconfig', 'tsconfig.json', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout;
}
