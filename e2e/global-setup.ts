import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleOps } from './ops-bundle.ts';
import { freePort, repoRoot as root, startApiServer } from './tests/api-server.ts';

// One grey 8×8 PNG: every map tile the contact page asks for (the tile URL is configuration).
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAD0lEQVR4nGM4gwMwDC0JAMg9mQEkEhIxAAAAAElFTkSuQmCC', 'base64');

/** A stand-in tile server on this machine, so the office map loads real images in the journeys. */
async function startTileServer(): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` };
}

/** Builds when needed, publishes the remotes into a temporary var folder, and starts the api on a free port. */
export default async function globalSetup() {
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const varDir = mkdtempSync(path.join(tmpdir(), 'cards-e2e-'));
  const fixtureBrands = path.join(root, 'e2e', 'fixtures', 'brands');
  const tiles = await startTileServer();
  const env = {
    ...process.env,
    VAR_DIR: varDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The journeys read the resume links from the mail outbox.
    OUTBOX_PAGE: '1',
    // Every journey comes from one address; the per-client limits are tested in the api suite.
    MAIL_RATE_LIMIT_MAX: '1000',
    FORM_RATE_LIMIT_MAX: '1000',
    SAVE_RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    CONTACT_RATE_LIMIT_MAX: '1000',
    CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000',
    INDUCTION_ENROLMENT_RATE_LIMIT_MAX: '1000',
    INDUCTION_RATE_LIMIT_MAX: '10000',
    // The captcha's proof of work at a hundredth of its cost: the journeys need it to work, not to take seconds of
    // each core (its cost is the api suite's to check).
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '500',
    MAP_TILE_URL: tiles.url,
    MAP_ATTRIBUTION: 'Test tiles',
    // A seventh brand from its folder alone (brand-from-data.spec.ts): the journeys' api and its ops commands know
    // it; the releases of journeys' own pre-render none of its pages, which none of them visits.
    BRANDS_DIR: fixtureBrands,
    NODE_ENV: 'production',
  };
  process.env.E2E_OPS_CLI = await bundleOps();
  const publish = spawnSync(process.execPath, [process.env.E2E_OPS_CLI, 'publish-all'], { cwd: root, env, stdio: 'inherit' });
  if (publish.status !== 0) throw new Error('Publishing the remotes failed');

  const server = await startApiServer(env);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_VAR_DIR = varDir;
  // The deployment journeys start servers of their own with these settings.
  process.env.E2E_SERVER_ENV = JSON.stringify(env);

  return async () => {
    await server.stop();
    rmSync(varDir, { recursive: true, force: true });
    await new Promise((r) => tiles.server.close(r));
  };
}
