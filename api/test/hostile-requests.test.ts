import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from '../src/json-body.ts';
import { createDraft } from './draft-helpers.ts';
import { createTestApp, expectErrorShape, type TestApp } from './helpers.ts';

// Issue 7 'Found by probing the running api as an outsider': requests no page sends, which must still get the
// one JSON error shape and the security headers (ARCHITECTURE 'API conventions'), never a 5xx or an echo.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false });
});
afterAll(async () => {
  await t.close();
});

/** JSON text nesting `levels` objects: {"a":{"a":…1…}}. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** An api answer's headers (security.ts): never shown as a page, so nothing may load from it, frame it or sniff it. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeTruthy();
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('JSON bodies nested beyond the limit are refused before any handler', () => {
  it('counts the nesting of objects and lists, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`${'['.repeat(33)}${']'.repeat(33)}`, 32)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '{'.repeat(100), b: '[[[\\"[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '\\"{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('[{}, {}, [[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[{}, {}, [[{}]]]', 3)).toBe(true);
  });

  it('answers 400 to an error report whose draft nests thousands of levels (was a 500)', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Deep' });
    const payload = `{"error":"x","user":${nested(5000)}}`;
    expect(payload.length).toBeGreaterThan(25_000);
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/error`, payload,
      headers: { 'content-type': 'application/json', 'x-form-key': key },
    });
    const body = expectErrorShape(res, 400);
    expect(body.message).toMatch(/nested too deeply/);
    expectSecurityHeaders(res.headers);
  });

  it.each([
    ['POST', '/api/form'],
    ['PUT', '/api/form/1'],
    ['POST', '/api/form/1/expired'],
    ['POST', '/api/mail/form-saved'],
    ['POST', '/api/logger'],
    ['POST', '/api/nothing-here'],
  ])('refuses it on %s %s too, before the key or the route is looked at', async (method, url) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload: nested(40), headers: { 'content-type': 'application/json; charset=utf-8' } });
    const body = expectErrorShape(res, 400);
    expect(body.message).toMatch(/nested too deeply/);
  });

  it('takes a body at the limit', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Deep' });
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/error`, payload: `{"error":"x","user":${nested(31)}}`,
      headers: { 'content-type': 'application/json', 'x-form-key': key },
    });
    expect(res.statusCode).toBe(204);
  });

  it('still refuses prototype poisoning and broken JSON as before', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/form', payload, headers: { 'content-type': 'application/json' } });
    expectErrorShape(await post('{"__proto__":{"x":1}}'), 400);
    expectErrorShape(await post('{"Firstname":'), 400);
  });
});

describe('router errors carry the same headers and shape, and never echo the request', () => {
  const script = '%3Cscript%3Ealert(1)%3C%2Fscript%3E';

  it.each(['GET', 'POST'])('bad percent-encoding answers 400 JSON on %s', async (method) => {
    const res = await t.app.inject({ method: method as 'GET', url: `/api/state/%E0%A4%A${script}` });
    const body = expectErrorShape(res, 400);
    expect(body.message).toBe('The address is not valid.');
    expect(res.body).not.toMatch(/script|%E0/i);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an over-long path parameter answers 414 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${'1'.repeat(300)}${script}/expired` });
    const body = expectErrorShape(res, 414);
    expect(body).toMatchObject({ error: 'URI Too Long', message: 'The address is too long.' });
    expect(res.body).not.toMatch(/script|111/);
    expectSecurityHeaders(res.headers);
  });

  it('a request Node cannot parse is answered on the socket in the same shape', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /<script> HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    const headers = Object.fromEntries(head!.split('\r\n').slice(1).map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }));
    expectSecurityHeaders(headers);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(body!)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request is not valid.' });
    expect(raw).not.toContain('<script>');
  });
});
