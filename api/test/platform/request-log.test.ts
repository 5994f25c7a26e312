import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

// One log line per request, written when it is answered; at info only for a refused request (a line for
// every request cost a third of the api's throughput), at debug for all.

function appLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, app: createTestApp({ config: { logLevel: level }, build: { logStream } }) };
}

const requestLines = (lines: Array<Record<string, unknown>>) => lines.filter((l) => l.msg === 'request completed');

describe('the request log', () => {
  let info: { lines: Array<Record<string, unknown>>; t: TestApp };
  let debug: { lines: Array<Record<string, unknown>>; t: TestApp };
  beforeAll(async () => {
    const a = appLogging('info');
    const b = appLogging('debug');
    info = { lines: a.lines, t: await a.app };
    debug = { lines: b.lines, t: await b.app };
  });
  afterAll(async () => {
    await info.t.close();
    await debug.t.close();
  });

  it('at info, logs a refused request in one line with its answer, and not one that succeeded', async () => {
    await info.t.app.inject({ method: 'GET', url: '/api/state/list' });
    await info.t.app.inject({ method: 'GET', url: '/api/form/12', headers: { 'x-form-key': 'wrong' } });
    const lines = requestLines(info.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/form/12' }, res: { statusCode: 404 } });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('wrong');
  });

  it('at debug, logs every request once', async () => {
    await debug.t.app.inject({ method: 'GET', url: '/api/state/list' });
    await debug.t.app.inject({ method: 'GET', url: '/api/country/list' });
    expect(requestLines(debug.lines).map((l) => [(l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode]))
      .toEqual([['/api/state/list', 200], ['/api/country/list', 200]]);
    expect(debug.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });
});
