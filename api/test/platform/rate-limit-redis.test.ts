import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { redisTestsRun, startRedisServer, type RedisTestServer } from '../redis-server.ts';

// More than one node: with REDIS_URL set, the per-client rate limits are counted in Redis, so two api
// processes behind one load balancer count a client's requests together (ARCHITECTURE 'Persistence and access':
// login, code resend, link-expiry mail and activation are rate limited). Redis down: requests go on uncounted.

const limit = { max: 3, windowMs: 60_000 };
const report = { url: 'https://cards.example.com.au/faq', message: 'A test report', type: 'exception' };

function reportError(t: TestApp) {
  return t.app.inject({ method: 'POST', url: '/api/logger', payload: report });
}

describe('REDIS_URL in the configuration', () => {
  it('is read from the environment, and only a redis:// or rediss:// address is taken', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6390' }).redisUrl).toBe('redis://127.0.0.1:6390');
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).redisUrl).toBe('rediss://user:secret@cache.example.com:6380/2');
    // The message never repeats the value, which may hold a password.
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache' })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ address$/);
  });
});

describe.skipIf(!redisTestsRun)('rate limits counted in Redis', () => {
  let redis: RedisTestServer;
  let a: TestApp;
  let b: TestApp;
  const logLines: string[] = [];
  const otherLogLines: string[] = [];
  const into = (lines: string[]) => new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const counted = (lines: string[]) => lines.filter((line) => line.includes('rate limits are counted in Redis')).length;

  beforeAll(async () => {
    redis = await startRedisServer();
    const config = { redisUrl: redis.url, redisTimeoutMs: 200, reportRateLimit: limit, logLevel: 'info' };
    a = await createTestApp({ shell: false, config, build: { logStream: into(logLines) } });
    b = await createTestApp({ shell: false, config, build: { logStream: into(otherLogLines) } });
    // Until a process has connected, its requests go uncounted.
    await vi.waitFor(() => expect([counted(logLines), counted(otherLogLines)]).toEqual([1, 1]), { timeout: 5_000, interval: 20 });
  }, 30_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('two processes count one client together: the limit is reached across both, with Retry-After', async () => {
    expect((await reportError(a)).statusCode).toBe(204);
    expect((await reportError(b)).statusCode).toBe(204);
    expect((await reportError(a)).statusCode).toBe(204);
    for (const t of [b, a]) {
      const refused = await reportError(t);
      const body = expectErrorShape(refused, 429);
      expect(body.message).toMatch(/too many/i);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('Redis down: requests go on uncounted and are answered at once, one warning is logged; back, counting resumes', async () => {
    await redis.stop();
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await reportError(a)).statusCode).toBe(204);
    // Each uncounted request waits at most REDIS_TIMEOUT_MS (200 ms here); with the connection known to be down, none.
    expect(Date.now() - started).toBeLessThan(5 * 200 + 500);
    const warnings = () => logLines.filter((line) => line.includes('Redis is unreachable')).length;
    await vi.waitFor(() => expect(warnings()).toBe(1), { timeout: 5_000, interval: 20 });

    await redis.start();
    await vi.waitFor(() => expect(counted(logLines)).toBe(2), { timeout: 10_000, interval: 50 });
    // The restarted server is empty: the count starts again.
    for (let i = 0; i < limit.max; i++) expect((await reportError(a)).statusCode).toBe(204);
    expectErrorShape(await reportError(a), 429);
    expect(warnings()).toBe(1);
  }, 30_000);
});
