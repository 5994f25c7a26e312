import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer, type ApiServer } from './api-server.ts';
import { test } from './fixtures.ts';
import { opsIn } from './ops.ts';
import type { Build } from './remote-builds.ts';

/** A VAR_DIR and an api of a spec file's own, holding the workspace's builds as its first release. */
export interface OwnRelease {
  varDir: string;
  server: ApiServer;
  /** Builds the file made; removed with the rest afterwards. */
  builds: Build[];
}

/**
 * For journeys that publish, pin and roll back: the changes stay off the pages the other journeys see.
 * Registers the file's beforeAll and afterAll; the fields are set once beforeAll has run.
 */
export function ownRelease(prefix: string): OwnRelease {
  const release = { builds: [] as Build[] } as OwnRelease;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    release.varDir = await fs.mkdtemp(path.join(tmpdir(), prefix));
    await opsIn(release.varDir, 'publish-all');
    const env = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;
    release.server = await startApiServer({ ...env, VAR_DIR: release.varDir });
  });
  test.afterAll(async () => {
    await release.server?.stop();
    await Promise.all(release.builds.map((b) => b.remove()));
    if (release.varDir) await fs.rm(release.varDir, { recursive: true, force: true });
  });
  return release;
}
