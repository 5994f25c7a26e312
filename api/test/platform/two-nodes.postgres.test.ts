import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, startApiProcess, stopApiProcess, type ApiProcess } from '../api-process.ts';
import { step1, step2, wholeApplication } from '../draft-helpers.ts';
import { makeTempDir } from '../helpers.ts';
import { redisTestsRun, startRedisServer, type RedisTestServer } from '../redis-server.ts';

// More than one node: two api processes behind one load balancer share one PostgreSQL and one Redis
// (README 'Running several api nodes'). A draft saved through one is loaded and saved through the other, a stale
// save through either is a conflict (ARCHITECTURE 'Persistence and access': the version number), a sign-in token
// made by one is taken by the other (JWT_SECRET), and a client's requests count against one rate limit across both.

const databaseUrl = process.env.DATABASE_URL!;
const schema = `test_two_nodes_${randomBytes(5).toString('hex')}`;
const reportLimit = 4;

let redis: RedisTestServer;
let dir: string;
let a: ApiProcess;
let b: ApiProcess;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(node: ApiProcess, method: string, url: string, options: { body?: object; key?: string; token?: string } = {}): Promise<Answer> {
  const res = await fetch(`${node.url}${url}`, {
    method,
    headers: {
      'x-company': 'default',
      'x-website-type': 'asic',
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.key ? { 'x-form-key': options.key } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) as Record<string, unknown> : {} };
}

function startNode(name: string): Promise<ApiProcess> {
  return startApiProcess({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redis.url,
    // Both processes sign and check tokens with one secret (README: what every node needs).
    JWT_SECRET: 'two-nodes-test-secret-of-at-least-32-characters',
    VAR_DIR: path.join(dir, name),
    SHELL_DIST: path.join(dir, 'no-shell'),
    DATA_DIR: path.join(dir, 'no-data'),
    LOG_LEVEL: 'warn',
    REPORT_RATE_LIMIT_MAX: String(reportLimit),
    FORM_RATE_LIMIT_MAX: '100000',
    SAVE_RATE_LIMIT_MAX: '100000',
  });
}

describe.skipIf(!redisTestsRun)('two api processes on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    dir = await makeTempDir('cards-two-nodes-');
    // One after the other: the first creates the schema, the second finds it migrated.
    a = await startNode('a');
    b = await startNode('b');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopApiProcess));
    await redis?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
    await dropSchema(databaseUrl, schema);
  });

  it('a draft saved through one is loaded and saved through the other; a stale save through either is a 409', async () => {
    const created = await call(a, 'POST', '/api/form', { body: { ...step1 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, key, form } = created.body as { id: number; key: string; form: { _formLink: string } };

    // SPEC §7 GET /api/form/{ref}: loaded by its link's reference.
    const loaded = await call(b, 'GET', `/api/form/${form._formLink}`, { key });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ Firstname: step1.Firstname, _version: 1 });

    const savedThroughB = await call(b, 'PUT', `/api/form/${id}`, { key, body: { ...step1, ...step2, _version: 1 } });
    expect(savedThroughB.status, JSON.stringify(savedThroughB.body)).toBe(200);
    expect(savedThroughB.body.version).toBe(2);

    // The version each process was given first is stale now, whichever process it goes to.
    for (const node of [a, b]) {
      const stale = await call(node, 'PUT', `/api/form/${id}`, { key, body: { ...step1, Surname: 'Stale', _version: 1 } });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ statusCode: 409, version: 2 });
    }
    const savedThroughA = await call(a, 'PUT', `/api/form/${id}`, { key, body: { ...step1, ...step2, Surname: 'Latest', _version: 2 } });
    expect(savedThroughA.status).toBe(200);
    const reloaded = await call(b, 'GET', `/api/form/${form._formLink}`, { key });
    expect(reloaded.body).toMatchObject({ Surname: 'Latest', _version: 3 });
  });

  it('a sign-in token made by one process is taken by the other, and refused by both once tampered with', async () => {
    const email = `two.nodes.${randomBytes(4).toString('hex')}@example.com`;
    const created = await call(a, 'POST', '/api/form', { body: { ...step1, ...step2, Email: email, EmailConfirm: email } });
    const { id, key } = created.body as { id: number; key: string };
    const saved = await call(b, 'PUT', `/api/form/${id}`, { key, body: { ...wholeApplication, Email: email, EmailConfirm: email, _version: 1, _stepCompleted: 4 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const converted = await call(a, 'POST', `/api/form/${id}/people`, { key, body: {} });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const { Id: personId, VerificationCode } = converted.body as { Id: number; VerificationCode: string };

    const login = await call(b, 'POST', '/api/login', { body: { username: String(personId), password: step1.Birthdate, verificationCode: VerificationCode } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.token as string;

    for (const node of [a, b]) {
      const person = await call(node, 'GET', `/api/people/${personId}`, { token });
      expect(person.status, JSON.stringify(person.body)).toBe(200);
      expect(person.body).toMatchObject({ Id: personId });
      const tampered = await call(node, 'GET', `/api/people/${personId}`, { token: `${token.slice(0, -2)}xx` });
      expect(tampered.status).toBe(401);
    }
  });

  it('one client\'s requests count against one limit across both processes', async () => {
    const report = { url: 'https://cards.example.com.au/faq', message: 'A test report', type: 'exception' };
    const statuses: number[] = [];
    for (let i = 0; i < reportLimit + 2; i++) {
      statuses.push((await call(i % 2 === 0 ? a : b, 'POST', '/api/logger', { body: report })).status);
    }
    // Each process alone has seen three: only a shared count refuses the fifth and sixth.
    expect(statuses).toEqual([...Array<number>(reportLimit).fill(204), 429, 429]);
    for (const node of [a, b]) expect(node.child.exitCode, node.output.join('')).toBeNull();
  });
});
