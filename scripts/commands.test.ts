import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// README's commands run the api's TypeScript with tsx from the api folder. @cards/shared's validation needs the
// legacy decorators of the root tsconfig.json, which tsx does not find from there unless told (--tsconfig): without
// it `npm start`, `npm run dev` and the ops CLI crash on start.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the api\'s npm scripts start', () => {
  it('npm run ops -- help loads the whole CLI, shared validation included', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ops', '--', 'help'], { cwd: root });
    expect(stdout).toContain('mail list');
    expect(stdout).toContain('invite <email>');
  }, 60_000);
});
