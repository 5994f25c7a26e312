import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogger } from '../src/request-logger.ts';
import { createTestApp, type TestApp } from './helpers.ts';

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

describe('a request\'s logger is made when it writes (request-logger.ts)', () => {
  function parentLogger(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const children: unknown[] = [];
    const parent = pino({ level }, new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }));
    const child = parent.child.bind(parent);
    parent.child = ((bindings, options) => {
      children.push(bindings);
      return child(bindings, options);
    }) as typeof parent.child;
    return { parent, lines, children };
  }

  it('makes no child for a request that writes nothing, nor for a line below the level', () => {
    const { parent, lines, children } = parentLogger('info');
    const log = requestLogger(parent, { reqId: 'req-1' }, {});
    log.debug({ detail: 1 }, 'not written');
    log.trace('not written either');
    expect(children).toEqual([]);
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes a line with the request\'s id, making the child once', () => {
    const { parent, lines, children } = parentLogger('info');
    const log = requestLogger(parent, { reqId: 'req-2' }, {});
    log.info({ part: 'one' }, 'first');
    log.error(new Error('second'));
    log.warn('third');
    expect(children).toEqual([{ reqId: 'req-2' }]);
    expect(lines.map((l) => [l.level, l.reqId, l.msg])).toEqual([[30, 'req-2', 'first'], [50, 'req-2', 'second'], [40, 'req-2', 'third']]);
    expect(lines[0]).toMatchObject({ part: 'one' });
  });

  it('a route\'s own level makes the child at once, and a level set later applies to that request alone', () => {
    const own = parentLogger('info');
    const quiet = requestLogger(own.parent, { reqId: 'req-3' }, { level: 'error' });
    expect(own.children).toEqual([{ reqId: 'req-3' }]);
    quiet.info('not written');
    expect(own.lines).toEqual([]);
    const { parent, lines } = parentLogger('info');
    const loud = requestLogger(parent, { reqId: 'req-4' }, {});
    loud.level = 'debug';
    loud.debug('written');
    requestLogger(parent, { reqId: 'req-5' }, {}).debug('not written');
    expect(lines.map((l) => l.reqId)).toEqual(['req-4']);
  });

  it('is what the app gives each request: a 4xx line at info carries its request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const t = await createTestApp({ config: { logLevel: 'info' }, build: { logStream } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/form/12', headers: { 'x-form-key': 'wrong' } });
      expect(res.statusCode).toBe(404);
      const line = requestLines(lines)[0]!;
      expect(typeof line.reqId).toBe('string');
      expect(line.reqId).not.toBe('');
    } finally {
      await t.close();
    }
  });
});
