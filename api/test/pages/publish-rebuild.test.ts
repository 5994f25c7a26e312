import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remotes } from '@cards/shared/brand';
import { publish, type PublishContext } from '../../src/ops/publish.ts';
import { readRemotesFile } from '../../src/features/pages/remotes/store.ts';
import { makeTempDir } from '../helpers.ts';
import { fakeRemoteBuild } from '../remote-fixtures.ts';

// `npm start` works every time: a rebuild of the same commit publishes as the version already there,
// whatever the federation plugin's build statistics (mf-stats.json, read by neither the shell nor the server) say;
// a refusal that does happen names the files that differ.

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const COMMIT = '1a2b3c4d5e';

let root: string;
let ctx: PublishContext;

beforeEach(async () => {
  root = await makeTempDir('cards-rebuild-');
  ctx = { root, varDir: path.join(root, 'var'), shellDist: path.join(root, 'shell', 'dist') };
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** mf-stats.json as the plugin writes it, with or without the lists a run can leave empty. */
const stats = (lists: boolean) => JSON.stringify({
  id: 'mf_content',
  shared: [{ name: 'react', usedIn: lists ? ['./routes'] : [] }],
  exposes: [{ path: './routes', requires: lists ? ['react'] : [] }],
});

describe('publishing a rebuild of the same commit', () => {
  it('takes two builds that differ only in their build statistics and source maps as one version', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    const dist = path.join(root, 'mf-content', 'dist');
    await fs.writeFile(path.join(dist, 'mf-stats.json'), stats(true));
    const first = await publish(ctx, 'mf-content', { commit: COMMIT });

    await fs.writeFile(path.join(dist, 'mf-stats.json'), stats(false));
    await fs.writeFile(path.join(dist, 'static', 'js', 'routes.0badc0de.js.map'), '{"sources":["elsewhere.ts"]}');
    await expect(publish(ctx, 'mf-content', { commit: COMMIT })).resolves.toBe(first);
    expect(await fs.readdir(path.join(ctx.varDir, 'remotes', 'mf-content'))).toEqual([first]);
    // Not served, so not published.
    expect(await fs.readdir(path.join(ctx.varDir, 'remotes', 'mf-content', first))).not.toContain('mf-stats.json');
  });

  it('refuses a rebuild whose served files differ, naming those files and no others', async () => {
    await fakeRemoteBuild(root, 'mf-content', '0.1.0');
    await publish(ctx, 'mf-content', { commit: COMMIT });
    const dist = path.join(root, 'mf-content', 'dist');
    await fs.writeFile(path.join(dist, 'remoteEntry.js'), '/* other code */');
    await fs.writeFile(path.join(dist, 'static', 'js', 'extra.feedface.js'), '/* a new chunk */');
    await fs.rm(path.join(dist, 'static', 'js', 'small.1234abcd.js'));

    const refusal = publish(ctx, 'mf-content', { commit: COMMIT });
    await expect(refusal).rejects.toThrow(/already published with other files/);
    const message = await refusal.catch((err: Error) => err.message);
    expect(message).toContain('files that differ: remoteEntry.js, static/js/extra.feedface.js, static/js/small.1234abcd.js)');
    expect(message).not.toContain('mf-manifest.json');
    expect(message).not.toContain('routes.0badc0de.js');
  });

  // Real builds with rspack, one at a time. The five public remotes twice took 73 s on two shared cores, so the suite builds
  // one remote (mf-track-status) twice; REBUILD_ALL_REMOTES=1 builds them all.
  const rebuilt = process.env.REBUILD_ALL_REMOTES === '1' ? remotes.map((r) => r.folder) : ['mf-track-status' as const];
  it(`publishes ${rebuilt.join(', ')} built twice from one commit without a refusal`, { timeout: 60_000 * rebuilt.length }, async () => {
    for (const folder of rebuilt) {
      const versions: string[] = [];
      for (const copy of ['first', 'second']) {
        const from = path.join(root, copy, folder);
        await fs.mkdir(from, { recursive: true });
        await fs.copyFile(path.join(repoRoot, folder, 'package.json'), path.join(from, 'package.json'));
        await run(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
          cwd: path.join(repoRoot, folder),
          env: { ...process.env, BUILD_DIST_DIR: path.join(from, 'dist'), NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
        });
        versions.push(await publish(ctx, folder, { commit: COMMIT, from, force: true }));
      }
      expect(versions[1], folder).toBe(versions[0]);
      expect((await readRemotesFile(ctx.varDir)).default[folder]).toBe(versions[0]);
    }
  });
});
