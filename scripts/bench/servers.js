// The servers the bench measures: the product as `npm start` serves it, and the yardstick, a bare Fastify route
// in a process of its own (api/scripts/bare-server.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The yardstick of the api figures: api/scripts/bare-server.ts, a bare Fastify route in a process of its own. */
export async function startBareServer() {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'api/scripts/bare-server.ts'], {
    cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

export async function startServer() {
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const varDir = mkdtempSync(path.join(tmpdir(), 'cards-bench-'));
  // As production runs it (LOG_LEVEL info: a line per request), except that one client sends everything here, so
  // the per-client limits are lifted for the measurement.
  const env = { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    NODE_ENV: 'production', FORM_RATE_LIMIT_MAX: '1000000000', SAVE_RATE_LIMIT_MAX: '1000000000' };
  spawnSync('npx', ['tsx', 'api/src/ops/cli.ts', 'publish-all'], { cwd: root, env, stdio: 'ignore' });
  const port = await freePort();
  // As `npm start` starts it (api/package.json serve), V8 flags included.
  const child = spawn('npm', ['run', '--silent', 'serve', '-w', 'api'], {
    cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  const stop = () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
    rmSync(varDir, { recursive: true, force: true });
  };
  return { url, stop, env };
}

