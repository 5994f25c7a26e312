import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactText, redactUrl, requestForLog } from '../../src/platform/logging/log-redaction.ts';
import { createTestApp, mailSettings, type TestApp } from '../helpers.ts';
import {
  completeStepOne, createDraft, exchange, headers, load, outbox, resumeLinkIn, save, step1,
} from '../draft-helpers.ts';

// Limits and honest content: access logs never hold keys, tokens or codes. A whole journey runs against
// an app that logs at 'info' into a stream this file reads (a draft's keys in X-Form-Key, emailed one-time tokens,
// secrets a browser puts in query strings, Referer headers and its reports of errors and missed pages), then the
// log and the stored reports are scanned for every secret the journey used.

const secretShaped = () => randomBytes(32).toString('base64url');
const generous = { max: 10_000, windowMs: 60_000 };
const publicUrl = 'https://cards.example.com.au';
const email = 'log.scan@example.com';

let t: TestApp;
const lines: string[] = [];
/** Every secret the journey used, by what it was: the log must hold none of them. */
const secrets = new Map<string, string>();
let draftId: number;
let formLink: string;

function remember(label: string, value: string): string {
  expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  secrets.set(label, value);
  return value;
}

/** The token in the newest email to the journey's address, which must be `subject`'s. */
async function newestToken(label: string, subject: RegExp): Promise<string> {
  const [mail] = await outbox(t, email);
  expect(mail!.subject).toMatch(subject);
  return remember(label, resumeLinkIn(mail!.text).token);
}

const logText = () => lines.join('');

/** The log's lines as JSON (pino writes one object a line). */
function logEntries(): Array<Record<string, unknown>> {
  return logText().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The urls of the requests the log recorded. */
function loggedUrls(): string[] {
  return logEntries().flatMap((entry) => {
    const req = entry.req as { url?: unknown } | undefined;
    return typeof req?.url === 'string' ? [req.url] : [];
  });
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    config: {
      // Every request's line: at info only refused requests are logged (app.ts).
      logLevel: 'debug',
      publicUrl,
      mail: mailSettings({ limits: { draftPerHour: 100, draftPerDay: 100, addressPerHour: 100, addressPerDay: 100 } }),
      formRateLimit: generous,
      saveRateLimit: generous,
      mailRateLimit: generous,
      linkRequestRateLimit: generous,
      reportRateLimit: generous,
    },
    build: { logStream },
  });

  // SPEC §7 POST /api/form: the first key, shown once.
  const created = await createDraft(t, { ...step1, Email: email, EmailConfirm: email });
  draftId = created.id;
  formLink = created.form._formLink!;
  const firstKey = remember('the key POST /api/form answered', created.key);

  // SPEC §4 form progress: an autosave, then the first completion of step 1 queues the saved-form email.
  expect((await save(t, draftId, firstKey, { ...created.form, _version: 1 })).statusCode).toBe(200);
  expect((await completeStepOne(t, created, 2)).statusCode).toBe(200);
  const savedToken = await newestToken('the saved-form email\'s token', /is saved/);

  // The emailed link: its token is exchanged for a key of the page's own, which loads the draft.
  const exchanged = await exchange(t, formLink, savedToken);
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const pageKey = remember('the key the saved-form token bought', exchanged.json<{ key: string }>().key);
  expect((await load(t, formLink, pageKey)).statusCode).toBe(200);
  // A spent token is refused, and still never logged.
  expect((await exchange(t, formLink, savedToken)).statusCode).toBe(401);

  // SPEC §4 idle handling: the session-expired email, then the page saves the form as expired.
  const sessionExpired = await t.app.inject({
    method: 'POST', url: `/api/mail/session-expired/${draftId}`, headers: headers(pageKey), payload: {},
  });
  expect(sessionExpired.statusCode, sessionExpired.body).toBe(200);
  remember('the session-expired email\'s token', resumeLinkIn((await outbox(t, email))[0]!.text).token);
  const expired = await t.app.inject({
    method: 'POST', url: `/api/form/${draftId}/expired`, headers: headers(pageKey),
    payload: { ...created.form, _version: 3 },
  });
  expect(expired.statusCode, expired.body).toBe(200);
  expect(expired.json()).toMatchObject({ emailed: true });

  // SPEC §8 link expiry request: a new link by email, whose token brings the person back in.
  const linkExpired = await t.app.inject({ method: 'POST', url: `/api/mail/link-expired/${formLink}`, headers: headers(), payload: {} });
  expect(linkExpired.statusCode, linkExpired.body).toBe(200);
  const newLinkToken = await newestToken('the new-link email\'s token', /./);
  const again = await exchange(t, formLink, newLinkToken);
  expect(again.statusCode, again.body).toBe(200);
  const lastKey = remember('the key the new-link token bought', again.json<{ key: string }>().key);
  expect((await load(t, formLink, lastKey)).statusCode).toBe(200);

  // Secrets in query strings, as old links, mistakes and future sign-in codes put them: api paths and page paths.
  const code = remember('a sign-in code', secretShaped());
  const page = { accept: 'text/html' };
  const queries: Array<[string, Record<string, string>?]> = [
    [`/api/form/${formLink}?key=${lastKey}`],
    [`/api/form/${formLink}?t=${savedToken}&token=${newLinkToken}&code=${code}`],
    [`/api/state/list?code=${code}&verificationCode=${code}`],
    [`/apply/form/${formLink}/?t=${newLinkToken}&company=default`, page],
    [`/apply/form/${formLink}/?key=${pageKey}&company=default`, page],
    [`/?KEY=${firstKey}&%6Bey=${pageKey}&key=${lastKey}&key=${firstKey}`, page],
    [`/track-asic?token=${savedToken}#t=top`, page],
  ];
  for (const [url, extra] of queries) {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...headers(lastKey), ...extra } });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  }
  // A request the router cannot take (bad percent-encoding) is logged too.
  expect((await t.app.inject({ method: 'GET', url: `/api/form/%E0%A4%A?key=${lastKey}` })).statusCode).toBe(400);

  // A Referer that holds the emailed link (the page's requests carry it on some browsers).
  const referer = `${publicUrl}/apply/form/${formLink}/?t=${newLinkToken}&company=default`;
  expect((await t.app.inject({ method: 'GET', url: '/api/state/list', headers: { referer } })).statusCode).toBe(200);

  // SPEC §7 POST /api/logger from a page whose address holds a key.
  const reportedKey = remember('the key in a client error report\'s url', secretShaped());
  const report = await t.app.inject({
    method: 'POST', url: '/api/logger', headers: { 'content-type': 'application/json', referer },
    payload: { url: `${publicUrl}/apply/form/${formLink}/?key=${reportedKey}&company=default`, message: 'boom', type: 'exception' },
  });
  expect(report.statusCode, report.body).toBe(204);

  // SPEC §2 page-404 reports the address it missed: as the brief's literal request, and as the shell sends it
  // (shared/src/api/client.ts: GET /404 with params { uri: location.href }, so the uri is percent-encoded).
  const rawMissed = remember('the token in a GET /404 uri, unencoded', secretShaped());
  const encodedMissed = remember('the token in a GET /404 uri, encoded as the shell sends it', secretShaped());
  const missedReferer = remember('the token in the Referer of a GET /404', secretShaped());
  expect((await t.app.inject({ method: 'GET', url: `/404?uri=/apply/form/x/?t=${rawMissed}` })).statusCode).toBe(404);
  const href = `${publicUrl}/apply/form/${formLink}/nowhere?t=${encodedMissed}&company=default`;
  const missed = await t.app.inject({
    method: 'GET', url: `/404?${new URLSearchParams({ uri: href })}`,
    headers: { referer: `${publicUrl}/apply/form/${formLink}/?t=${missedReferer}` },
  });
  expect(missed.statusCode).toBe(404);

  await t.app.mailSender.drain();
});

afterAll(async () => {
  await t.close();
});

describe('a log scan of a whole journey finds no key, token or code (SPEC §4 form progress and idle handling, §7 calls, §8 link expiry)', () => {
  it('logged the journey\'s requests at all', () => {
    expect(lines.length).toBeGreaterThan(20);
    const urls = loggedUrls();
    expect(urls).toContain('/api/form');
    expect(urls).toContain(`/api/form/${draftId}`);
    expect(urls).toContain(`/api/form/${formLink}/key`);
    expect(urls).toContain(`/api/mail/session-expired/${draftId}`);
    expect(urls).toContain(`/api/form/${draftId}/expired`);
    expect(urls).toContain(`/api/mail/link-expired/${formLink}`);
    expect(urls).toContain('/api/logger');
    expect(logText()).toContain('page not found');
    expect(logText()).toContain('client error reported');
  });

  it('holds none of the keys, tokens or codes the journey used, anywhere in the log', () => {
    expect(secrets.size).toBe(11);
    const leaks: Record<string, string[]> = {};
    for (const [label, value] of secrets) {
      const found = lines.filter((line) => line.includes(value));
      if (found.length > 0) leaks[label] = found;
    }
    expect(leaks).toEqual({});
  });

  it('writes a redacted marker where each secret parameter was, and keeps the others', () => {
    const urls = loggedUrls();
    expect(urls).toContain(`/api/form/${formLink}?key=[redacted]`);
    expect(urls).toContain(`/api/form/${formLink}?t=[redacted]&token=[redacted]&code=[redacted]`);
    expect(urls).toContain('/api/state/list?code=[redacted]&verificationCode=[redacted]');
    expect(urls).toContain(`/apply/form/${formLink}/?t=[redacted]&company=default`);
    expect(urls).toContain(`/apply/form/${formLink}/?key=[redacted]&company=default`);
    expect(urls).toContain('/?KEY=[redacted]&%6Bey=[redacted]&key=[redacted]&key=[redacted]');
    expect(urls).toContain('/track-asic?token=[redacted]');
    expect(urls).toContain('/api/form/%E0%A4%A?key=[redacted]');
    const entries = logEntries();
    const reported = entries.find((e) => e.msg === 'client error reported')?.clientError as { url?: string } | undefined;
    expect(reported?.url).toBe(`${publicUrl}/apply/form/${formLink}/?key=[redacted]&company=default`);
    const missedUris = entries.filter((e) => e.msg === 'page not found').map((e) => e.missedUri);
    expect(missedUris).toEqual([
      '/apply/form/x/?t=[redacted]',
      `${publicUrl}/apply/form/${formLink}/nowhere?t=[redacted]&company=default`,
    ]);
  });

  it('never logs request headers (X-Form-Key, Cookie, Authorization, Referer)', () => {
    for (const entry of logEntries()) {
      const req = entry.req as Record<string, unknown> | undefined;
      if (req) expect(Object.keys(req).sort()).toEqual(['host', 'method', 'remoteAddress', 'url']);
    }
    expect(logText()).not.toMatch(/x-form-key|referer/i);
  });

  it('stores client errors and missed pages without the secrets (client_errors, missed_pages)', async () => {
    const errors = await t.app.db.selectFrom('client_errors').selectAll().execute();
    const pages = await t.app.db.selectFrom('missed_pages').selectAll().execute();
    expect(errors.map((row) => row.url)).toEqual([`${publicUrl}/apply/form/${formLink}/?key=[redacted]&company=default`]);
    expect(pages.map((row) => row.uri).sort()).toEqual([
      '/apply/form/x/?t=[redacted]',
      `${publicUrl}/apply/form/${formLink}/nowhere?t=[redacted]&company=default`,
    ].sort());
    expect(pages.map((row) => row.referrer)).toContain(`${publicUrl}/apply/form/${formLink}/?t=[redacted]`);
    const stored = JSON.stringify([errors, pages]);
    for (const [label, value] of secrets) expect(stored.includes(value), label).toBe(false);
  });
});

describe('redactUrl replaces the values of secret query parameters', () => {
  it.each([
    ['a path without a query', '/api/form/abc', '/api/form/abc'],
    ['an empty query', '/api/form/abc?', '/api/form/abc?'],
    ['a key', '/api/form/abc?key=S3CRET', '/api/form/abc?key=[redacted]'],
    ['t, token, code, verificationcode and password', '/x?t=A&token=B&code=C&verificationcode=D&password=E',
      '/x?t=[redacted]&token=[redacted]&code=[redacted]&verificationcode=[redacted]&password=[redacted]'],
    ['names in any case, written as sent', '/x?KEY=A&Token=B&verificationCode=C', '/x?KEY=[redacted]&Token=[redacted]&verificationCode=[redacted]'],
    ['percent-encoded names', '/x?%6Bey=A&%4B%45%59=B&%74=C', '/x?%6Bey=[redacted]&%4B%45%59=[redacted]&%74=[redacted]'],
    ['repeated parameters', '/x?key=A&key=B&t=C&t=D', '/x?key=[redacted]&key=[redacted]&t=[redacted]&t=[redacted]'],
    ['other parameters, kept in order', '/apply/form/f/?company=postal&t=A&page=2', '/apply/form/f/?company=postal&t=[redacted]&page=2'],
    ['names that only look alike', '/x?at=1&tt=2&keys=3&monkey=4&key_=5', '/x?at=1&tt=2&keys=3&monkey=4&key_=5'],
    ['a value holding = or ?', '/x?t=a=b?c&z=1', '/x?t=[redacted]&z=1'],
    ['an empty value', '/x?key=&t=', '/x?key=[redacted]&t=[redacted]'],
    ['a name without a value (nothing to hide)', '/x?key&t', '/x?key&t'],
    ['a fragment after the query, kept', '/x?t=A#step-2', '/x?t=[redacted]#step-2'],
    ['a query inside the fragment', '/x#top?key=A', '/x#top?key=[redacted]'],
    ['a whole address', 'https://cards.example.com.au/apply/form/f/?t=A&company=default',
      'https://cards.example.com.au/apply/form/f/?t=[redacted]&company=default'],
    ['a name that is not valid percent-encoding, without throwing', '/x?%E0=1&key=A', '/x?%E0=1&key=[redacted]'],
    ['a name with + for a space (not a secret name)', '/x?ke+y=A', '/x?ke+y=A'],
  ])('%s', (_what, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('redacts an address carried in a parameter, as GET /404?uri={current url} carries the missed one (SPEC §7)', () => {
    // The shell sends GET /404 with params { uri: location.href } (shared/src/api/client.ts), so the request line
    // that Fastify logs holds the missed address, percent-encoded, with its token.
    const href = 'https://cards.example.com.au/apply/form/f/?t=TOKEN1234&company=default';
    expect(redactUrl(`/404?${new URLSearchParams({ uri: href })}`)).not.toContain('TOKEN1234');
    expect(redactUrl('/404?uri=/apply/form/x/?t=TOKEN1234')).not.toContain('TOKEN1234');
  });
});

describe('redactText replaces secrets quoted in free text', () => {
  it.each([
    ['a query in a message', 'GET /api/form/f?key=abc failed', 'GET /api/form/f?key=[redacted] failed'],
    ['a later parameter, in any case', 'at /x?company=a&T=abc:1:2', 'at /x?company=a&T=[redacted]:1:2'],
    ['inside brackets and quotes', '("https://x/?token=abc")', '("https://x/?token=[redacted]")'],
    ['words that only look alike', 'the key=value pair, at=1', 'the key=value pair, at=1'],
  ])('%s', (_what, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe('requestForLog, pino\'s request serializer', () => {
  it('keeps the method, the redacted url, the host and the address, and no header', () => {
    const request = {
      method: 'GET',
      url: '/api/form/abc?key=S3CRET&company=bne',
      host: 'cards.example.com.au',
      ip: '192.0.2.1',
      headers: { 'x-form-key': 'K', 'idempotency-key': 'I', cookie: 'c=1', authorization: 'Bearer A', referer: 'https://x/?t=T' },
    } as unknown as FastifyRequest;
    expect(requestForLog(request)).toEqual({
      method: 'GET', url: '/api/form/abc?key=[redacted]&company=bne', host: 'cards.example.com.au', remoteAddress: '192.0.2.1',
    });
  });
});
