import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, statedRefusal, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // A small limit so the 429 is quick to reach; a large window so it cannot reset mid-test.
  t = await createTestApp({ shell: false, config: { reportRateLimit: { max: 1000, windowMs: 60_000 }, bodyLimit: 64 * 1024 } });
});
afterAll(async () => {
  await t.close();
});

const report = {
  url: 'http://localhost/apply/form/step1',
  message: 'Cannot read properties of undefined',
  type: 'exception',
  stackTrace: 'TypeError: Cannot read properties of undefined\n    at step1 (main.js:1:2)',
  cause: 'GET /api/country/list 500',
};

function post(payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/logger',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('SPEC §3 error log payload, §7 POST /api/logger', () => {
  it('stores a client error report and answers 204', async () => {
    const res = await post(report);
    expect(res.statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('client_errors').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: report.url, message: report.message, type: 'exception', cause: report.cause });
  });

  it('keeps no key or token a message, stack or cause quotes', async () => {
    const secret = 'S3cretTokenS3cretTokenS3cretTokenS3cretToke';
    const res = await post({
      url: `http://localhost/apply/form/f/?t=${secret}`,
      message: `Request failed: GET /api/form/f?key=${secret}`,
      type: 'exception',
      stackTrace: `Error\n    at load (http://localhost/apply/form/f/?t=${secret}&company=default:1:2)`,
      cause: `POST /api/form/f/key?token=${secret} 401`,
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('client_errors').selectAll().where('message', 'like', 'Request failed%').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0]!.message).toBe('Request failed: GET /api/form/f?key=[redacted]');
    expect(rows[0]!.stack_trace).toContain('?t=[redacted]&company=default');
  });

  it('accepts a report without the optional stack trace and cause', async () => {
    expect((await post({ url: report.url, message: 'x', type: 'exception' })).statusCode).toBe(204);
  });

  it('names missing and wrong fields with their error keys', async () => {
    const body = expectErrorShape(await post({ type: 'warning', message: '' }), 400);
    expect(body.fields).toMatchObject({ url: 'required' });
    const wrongType = expectErrorShape(await post({ ...report, type: 'warning' }), 400);
    expect(wrongType.fields).toEqual({ type: 'invalid' });
  });

  it('limits the length of each field', async () => {
    const body = expectErrorShape(await post({ ...report, message: 'x'.repeat(4001) }), 400);
    expect(body.fields).toEqual({ message: 'maxlength' });
  });

  it('refuses malformed JSON with 400', async () => {
    expectErrorShape(await post('{"url": "x",'), 400);
    expectErrorShape(await post(''), 400);
  });

  it('refuses other content types with 415', async () => {
    expectErrorShape(await post('url=x&message=y', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
    expectErrorShape(await post('hello', { 'content-type': 'text/plain' }), 415);
  });

  it('refuses a body over the limit with 413', async () => {
    expectErrorShape(await post({ ...report, stackTrace: 'x'.repeat(70 * 1024) }), 413);
  });

  it('answers 404 JSON for other methods', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/logger' }), 404);
  });
});

describe('SPEC §7 POST /api/logger is rate limited (ARCHITECTURE: 429 with Retry-After)', () => {
  it('answers 429 with Retry-After and a plain message after too many reports', async () => {
    const limited = await createTestApp({ shell: false, config: { reportRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const send = () => limited.app.inject({
        method: 'POST', url: '/api/logger', headers: { 'content-type': 'application/json' }, payload: report,
      });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(204);
      const res = await send();
      const body = expectErrorShape(res, 429);
      expect(body.message).toBe(statedRefusal(res));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
