import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Starting the api as `npm start` runs it, on a free port of 127.0.0.1: the journeys' shared server
// (global-setup.ts) and the deployment journeys, which need a VAR_DIR of their own.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The api exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The api did not answer at ${url} in time`);
}

/** Resolves once nothing listens on the port any more: the processes of a killed group may outlive its leader by a moment. */
async function untilClosed(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface ApiServer {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  /** Ends it at once with SIGKILL, as a crash or the kernel's out-of-memory killer would (the fault journeys). */
  kill(): Promise<void>;
}

/** Starts api/src/main.ts with `env` on a free port (or `port`, to start again where one was killed) and resolves once /api/health answers. */
export async function startApiServer(env: NodeJS.ProcessEnv, options: { port?: number } = {}): Promise<ApiServer> {
  const port = options.port ?? await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(url, child, 60_000);
  const end = async (signal: NodeJS.Signals) => {
    try {
      // The whole group: npx and the node it started.
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
  };
  return {
    url,
    port,
    pid: child.pid!,
    stop: () => end('SIGTERM'),
    async kill() {
      await end('SIGKILL');
      // It is started again on this port: the port must be free first.
      await untilClosed(port);
    },
  };
}
