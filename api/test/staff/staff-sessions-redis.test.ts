import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, expectErrorShape, makeTempDir, testDatabase, uniqueEmail, type TestApp } from '../helpers.ts';
import { redisTestsRun, startRedisServer, type RedisTestServer } from '../redis-server.ts';
import { signedInMember } from './staff-helpers.ts';

// Staff sessions in Redis when REDIS_URL is set (docs/staff-console.md): two api processes share them, so a
// session made through one is known to the other, and one a supervisor ends through one is over on both.

describe.skipIf(!redisTestsRun)('staff sessions kept in Redis', () => {
  let redis: RedisTestServer;
  let a: TestApp;
  let b: TestApp;
  let dir: string;
  beforeAll(async () => {
    redis = await startRedisServer();
    dir = await makeTempDir('cards-staff-redis-');
    const database = process.env.DATABASE_URL ? testDatabase() : { url: path.join(dir, 'cards.sqlite') };
    a = await createTestApp({ config: { redisUrl: redis.url, database } });
    // The second process on the same database and Redis.
    b = await createTestApp({ config: { redisUrl: redis.url, database: { ...database, dropSchemaOnClose: false } } });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a session begun on one process works on the other; ended on one, it is over on both', async () => {
    const { browser } = await signedInMember(a.app, 'default', uniqueEmail('redis'), ['officer'], 'Rae Redis');
    expect(await a.app.db.selectFrom('staff_sessions').select('id').execute()).toEqual([]);
    const onB = { ...browser, request: browser.request };
    // The same cookies, sent to the other process.
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await b.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie, 'x-company': 'default' } })).statusCode).toBe(200);
    const { browser: boss } = await signedInMember(b.app, 'default', uniqueEmail('redisboss'), ['supervisor']);
    const sessions = (await boss.request('GET', '/api/staff/sessions')).json().sessions as Array<{ id: string; name: string }>;
    const target = sessions.find((s) => s.name === 'Rae Redis')!;
    expect((await boss.request('POST', `/api/staff/sessions/${target.id}/end`)).statusCode).toBe(204);
    expectErrorShape(await onB.request('GET', '/api/staff/me'), 401);
  });
});
