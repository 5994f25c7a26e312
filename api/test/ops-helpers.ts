import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../src/platform/config.ts';
import { runCli } from '../src/ops/cli.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * One test app for a file of ops commands against the database, as staff run them beside the api: `ops(...)` runs a
 * command and answers its exit code; `output` and `errors` hold what the last test's commands printed.
 */
export function opsAgainstTestApp(config: Partial<Config>) {
  const cli = { t: undefined as unknown as TestApp, output: [] as string[], errors: [] as string[] };
  beforeAll(async () => {
    cli.t = await createTestApp({ shell: false, config });
  });
  afterAll(async () => {
    await cli.t.close();
  });
  beforeEach(() => {
    cli.output.length = 0;
    cli.errors.length = 0;
  });
  const ops = (...args: string[]) => runCli(args, {
    root: cli.t.dir, varDir: cli.t.config.varDir, app: async () => cli.t.app, out: (line) => cli.output.push(line), err: (line) => cli.errors.push(line),
  });
  return { cli, ops };
}
