import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { vi } from 'vitest';
import { freePort } from './api-process.ts';

// Debian's redis-server on a free port of 127.0.0.1, keeping nothing on disk, for the tests of shared rate limits.
// CI installs it when missing (.ci/run); elsewhere the tests that need it say they were skipped.

const binary = '/usr/bin/redis-server';

/** Whether these tests can run here: the server is installed, or this is CI, where its absence is a failure. */
export const redisTestsRun = existsSync(binary) || Boolean(process.env.CI);

export interface RedisTestServer {
  url: string;
  /** Stops the server (a Redis outage); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startRedisServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await vi.waitFor(async () => {
      if (!(await answersPing(url))) throw new Error(`redis-server did not answer on ${url}`);
    }, { timeout: 10_000, interval: 50 });
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return { url, start, stop };
}
