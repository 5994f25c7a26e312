import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from '../../src/platform/json-body.ts';
import { createDraft, submittedPerson } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { foreignCard, inductionConfig } from '../induction-helpers.ts';

// Found by probing the running api as an outsider: requests no page sends, which must still get the
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

/** An api answer's headers (platform/security.ts): never shown as a page, so nothing may load from it, frame it or sniff it. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  // Over plain http, no HSTS: a browser ignores it there.
  expect(headers['strict-transport-security']).toBeUndefined();
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

describe('a body the JSON parser refuses is told what is wrong with it (ARCHITECTURE \'API conventions\')', () => {
  const post = (payload: string, url = '/api/form') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it.each([
    ['{"__proto__":{"isAdmin":true}}', 'The request has a member named "__proto__", which is not allowed.', '__proto__'],
    // JSON.parse reads the escape as the same name.
    ['{"Firstname":"Jane","\\u005f_proto__":1}', 'The request has a member named "__proto__", which is not allowed.', '__proto__'],
    ['{"_address":[{"Line1":"1 Hay St"},{"__proto__":{}}]}',
      'The request has a member named "__proto__" (at _address.1.__proto__), which is not allowed.', '_address.1.__proto__'],
    ['{"constructor":{"prototype":{"polluted":true}}}',
      'The request has a member named "constructor" holding a "prototype", which is not allowed.', 'constructor'],
    ['{"ExtraData":{"constructor":{"prototype":1}}}',
      'The request has a member named "constructor" holding a "prototype" (at ExtraData.constructor), which is not allowed.', 'ExtraData.constructor'],
    // Members named '' are on the path too.
    ['{"":{" ":{"constructor":{"prototype":{}}}}}',
      'The request has a member named "constructor" holding a "prototype" (at . .constructor), which is not allowed.', '. .constructor'],
    ['{"":{"__proto__":1}}', 'The request has a member named "__proto__" (at .__proto__), which is not allowed.', '.__proto__'],
  ])('%s: a 400 naming the member, not "not valid JSON"', async (payload, message, field) => {
    const body = expectErrorShape(await post(payload), 400);
    expect(body.message).toBe(message);
    expect(Object.entries(body.fields as object)).toEqual([[field, 'invalid']]);
    // Nothing reached Object.prototype on the way.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a member named constructor without a prototype is only an unknown field of the draft', async () => {
    const body = expectErrorShape(await post('{"constructor":{"name":"x"}}'), 400);
    expect(body.fields).toEqual({ constructor: 'unknown' });
  });

  it.each([
    ['{"Firstname":', 'The request is not valid JSON: it ends before it is complete.'],
    ['', 'The request has no content. Send it as JSON.'],
    ['{"Firstname" "Jane"}', "The request is not valid JSON: expected ':' after property name (line 1, column 14)."],
    ['{\n  "Firstname": "Jane",\n}', 'The request is not valid JSON: expected double-quoted property name (line 3, column 1).'],
    ['{"Firstname":"Jane"}}', 'The request is not valid JSON: unexpected non-whitespace character after JSON (line 1, column 21).'],
    ['["a\u0001"]', 'The request is not valid JSON: bad control character in string literal (line 1, column 4).'],
  ])('broken JSON %j says where it goes wrong', async (payload, message) => {
    expect(expectErrorShape(await post(payload), 400).message).toBe(message);
  });

  it('never quotes the request back, as the engine\'s own message would', async () => {
    const res = await post('<script>alert(1)</script>', '/api/logger');
    const body = expectErrorShape(res, 400);
    expect(body.message).toBe('The request is not valid JSON: it has a character where JSON does not allow one.');
    expect(res.body).not.toMatch(/script|alert/);
  });

  it('a byte order mark before the JSON is taken, as Fastify\'s parser takes it', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Bom' });
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/error`, payload: '\uFEFF{"error":"x"}',
      headers: { 'content-type': 'application/json', 'x-form-key': key },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(expectErrorShape(await post('\uFEFF{"__proto__":1}'), 400).message).toMatch(/"__proto__"/);
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

describe('found by the generated bodies of hostile-bodies.test.ts', () => {
  it('a field whose name has a line break is named in the answer (POST /api/form/{id}/expired with a member "\\n\\u0000" was answered fields {})', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Line' });
    const res = await t.app.inject({
      method: 'PUT', url: `/api/form/${id}`, payload: '{"Firstname":"Line","_version":1,"a\\nb":1,"\\u2028":2,"\\r\\u0000":3}',
      headers: { 'content-type': 'application/json', 'x-form-key': key },
    });
    expect(expectErrorShape(res, 400).fields).toEqual({ 'a\nb': 'unknown', '\u2028': 'unknown', '\r\u0000': 'unknown' });
  });

  it.each([
    ['POST', '/api/logger', '{"isPrototypeOf":null,"url":"https://x.example/","message":"m","type":"exception"}', { isPrototypeOf: 'invalid' }],
    ['POST', '/api/mail/contact-us', '{"hasOwnProperty":null,"constructor":{"":-0},"toString":1}',
      { hasOwnProperty: 'invalid', constructor: 'invalid', toString: 'invalid' }],
  ])('a field named as a member of Object.prototype is named (%s %s with a member "isPrototypeOf" was answered fields {})', async (method, url, payload, fields) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(Object.entries(expectErrorShape(res, 400).fields as object)).toEqual(Object.entries(fields));
  });

  it.each([
    ['/api/logger', '{"../../etc/passwd":1,"a~b":2,"url":"https://x.example/","message":"m","type":"exception"}',
      { '../../etc/passwd': 'invalid', 'a~b': 'invalid' }],
    ['/api/logger', '{"":{"":1},"url":"https://x.example/","message":"m","type":"exception"}', { '': 'invalid' }],
    ['/api/mail/contact-us', '{"Name":{"/":1}}', { Name: 'invalid' }],
  ])('a field whose name has "/" or "~" is named as sent (POST /api/mail/card-holder-report with a member "../../../../etc/passwd" was answered a field "..~1..~1..~1..~1etc~1passwd" too)', async (url, payload, fields) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(expectErrorShape(res, 400).fields).toEqual(fields);
  });

  it('and inside a record of answers (POST /induction/{id}/answer/{n})', async () => {
    const inductions = await createTestApp({ shell: false, config: inductionConfig() });
    try {
      const { inductionIds: [id] } = await foreignCard(inductions);
      const res = await inductions.app.inject({
        method: 'POST', url: `/induction/${id}/answer/0`, headers: { 'content-type': 'application/json' },
        payload: '{"module":0,"answers":{"/.":"a","0":["b",{}]}}',
      });
      expect(expectErrorShape(res, 400).fields).toMatchObject({ 'answers./.': 'invalid', 'answers.0.1': 'invalid' });
    } finally {
      await inductions.close();
    }
  });

  it('a report holding NUL is kept, with U+FFFD in its place (POST /api/logger with {"url":"\\u0000",…} and POST /api/form/{id}/error with {"error":"Jane\\u0000"} were 500s on PostgreSQL)', async () => {
    const json = { 'content-type': 'application/json' };
    const logged = await t.app.inject({
      method: 'POST', url: '/api/logger', headers: json,
      payload: { url: '\u0000', message: 'a\u0000b', type: 'exception', stackTrace: '\u0000', cause: 'c\u0000' },
    });
    expect(logged.statusCode, logged.body).toBe(204);
    const [report] = await t.app.db.selectFrom('client_errors').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(report).toMatchObject({ url: '\ufffd', message: 'a\ufffdb', stack_trace: '\ufffd', cause: 'c\ufffd' });

    const { id, key } = await createDraft(t, { Firstname: 'Nul' });
    const reported = await t.app.inject({ method: 'POST', url: `/api/form/${id}/error`, headers: { ...json, 'x-form-key': key }, payload: { error: 'Jane\u0000' } });
    expect(reported.statusCode, reported.body).toBe(204);
    const [formError] = await t.app.db.selectFrom('form_errors').selectAll().where('draft_id', '=', id).execute();
    expect(formError!.error).toBe('Jane\ufffd');

    // The same store keeps the paths the shell could not show.
    const missed = await t.app.inject({ method: 'GET', url: '/404?uri=%2Fa%00b', headers: { accept: 'application/json' } });
    expect(missed.statusCode, missed.body).toBe(404);
  });

  it.each([
    ['POST', '/api/logger', '[]'],
    ['POST', '/api/mail/contact-us', '"text"'],
    ['PUT', '/api/form/1', 'null'],
  ])('a body that is not an object is named by the empty path on every route (%s %s with %s was named "_" outside the draft routes, "" on them)', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(Object.keys(expectErrorShape(res, 400).fields as object)).toContain('');
    expect(Object.keys(res.json().fields as object)).not.toContain('_');
  });
});

// The limits per card and per tracking number cannot be dodged by how a request is dressed.
describe('the limits per card and per tracking number, from hostile requests', () => {
  // Without the limits per client, so that what refuses is the limit per card or per number.
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ shell: false, config: withoutLimits() });
  });
  afterAll(async () => {
    await open.close();
  });

  it('a card\'s number spelt many ways from many addresses is one card: refused past its limit, in the one shape, echoing nothing', async () => {
    const person = await submittedPerson(open);
    const digits = person.TrackingNumber.slice(3);
    const spellings = [`VEA${digits}`, `vea${digits}`, ` VEA ${digits} `, `VeA${digits}`, `vEa ${digits}`, `VEA${digits}  `];
    const max = open.app.config.activationCardLimit.max;
    const answers = [];
    for (const [i, asic_number] of [...spellings, ...spellings].entries()) {
      answers.push(await open.app.inject({
        method: 'POST', url: '/api/activate-card/activate', remoteAddress: `10.39.40.${i + 1}`,
        payload: { asic_number, serial_number: String(500 + i), birthdate: person.birthdate },
      }));
    }
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(404));
    expect(statuses.slice(max)).toEqual(Array(answers.length - max).fill(429));
    const refused = answers.at(-1)!;
    expectErrorShape(refused, 429);
    expectSecurityHeaders(refused.headers);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).not.toContain(digits);
    expect(refused.body).not.toContain(person.birthdate);
  });

  it('X-Forwarded-For is not an address unless TRUST_PROXY says so: an address at its limit stays refused whatever it claims', async () => {
    const person = await submittedPerson(open);
    const { max } = open.app.config.auth.loginSourceLimit;
    const fail = (forwarded: string) => open.app.inject({
      method: 'POST', url: '/api/login', remoteAddress: '10.39.41.1', headers: { 'x-forwarded-for': forwarded },
      payload: { username: String(person.Id), password: '1900-01-01' },
    });
    for (let i = 0; i < max; i += 1) expect((await fail(`203.0.113.${i + 1}`)).statusCode).toBe(401);
    const refused = await fail('198.51.100.7');
    expect(expectErrorShape(refused, 429).reason).toBe('too_many_attempts');
    expectSecurityHeaders(refused.headers);
  });

  it('a tracking number spelt another way (padded, spaced, as a number) is the same number for the sign-in limits', async () => {
    const person = await submittedPerson(open);
    const { max } = open.app.config.auth.loginSourceLimit;
    const usernames: Array<string | number> = [String(person.Id), ` ${person.Id}`, `${person.Id} `, person.Id];
    for (let i = 0; i < max; i += 1) {
      const res = await open.app.inject({
        method: 'POST', url: '/api/login', remoteAddress: '10.39.42.1', payload: { username: usernames[i % usernames.length], password: '1900-01-01' },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const username of usernames) {
      const res = await open.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.39.42.1', payload: { username, password: person.birthdate } });
      expectErrorShape(res, 429);
    }
  });
});
