import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { schemaChangeLock } from '../src/platform/db/connect.ts';

// A real api process (api/src/main.ts) on a free port of 127.0.0.1, for the tests of several nodes on one database.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote, for a failing test's message. */
  output: string[];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the api with `env` over the test process's environment, and resolves once /api/health answers 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const node = { url: `http://127.0.0.1:${port}`, child, output };
  try {
    await vi.waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the api exited: ${output.join('')}`);
      const res = await fetch(`${node.url}/api/health`);
      expect(res.status).toBe(200);
    }, { timeout: 60_000, interval: 100 });
  } catch (err) {
    await stopApiProcess(node);
    throw err;
  }
  return node;
}

export async function stopApiProcess(node: ApiProcess): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

/**
 * Drops the PostgreSQL schema that api processes of a test shared (DATABASE_SCHEMA), in turn with migrations as the
 * api's own drops are (platform/db/connect.ts schemaChangeLock): another file's migration reads every schema's tables.
 */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaChangeLock]);
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query('select pg_advisory_unlock($1)', [schemaChangeLock]);
  } finally {
    await client.end();
  }
}
