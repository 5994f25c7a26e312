import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock, nowMs } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { goodPassword, makeMember, passwordLinkToken, signedInMember, staffBrowser, totpCode } from './staff-helpers.ts';
import { addStaff } from '../../src/ops/staff-ops.ts';

// The staff console's sign-in (issue: the staff console; docs/staff-console.md 'Signing in'): a password chosen
// through a one-time link, a second factor always, server-side sessions that end when idle, at 8 hours or when a
// supervisor ends them, CSRF on every change, and a wait that doubles after repeated failures.

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from one test client; the lockout is per account, and is what these tests try.
  const generous = { max: 100_000, windowMs: 60_000 };
  t = await createTestApp({ config: { staff: { ...loadConfig({}).staff, signInRateLimit: generous, addressLimit: generous } } });
});
afterAll(async () => t?.close());
afterEach(() => setClock(undefined));

let start = 0;
beforeEach(() => {
  start = nowMs();
});
/** Sets the api's clock `ms` after the test began. */
const later = (ms: number) => setClock(new Date(start + ms).toISOString());

describe('the first password', () => {
  it('ops staff add makes the account and emails a one-time link; the password must not be common; the link works once', async () => {
    const email = uniqueEmail('first');
    const lines = await addStaff(t.app, 'default', { email, name: 'Ada Lovelace', roles: 'supervisor', by: 'test' });
    expect(lines.join('\n')).toMatch(/\/staff\/set-password\/[A-Za-z0-9_-]{43}/);
    const token = await passwordLinkToken(t.app, email);
    const browser = staffBrowser(t.app);
    const owner = await browser.request('GET', `/api/staff/set-password/${token}`);
    expect(owner.json()).toEqual({ name: 'Ada Lovelace', email, hasPassword: false });

    for (const password of ['short', 'password1234', 'adalovelace2026']) {
      const weak = await browser.request('POST', '/api/staff/set-password', { token, password });
      expectErrorShape(weak, 400);
      expect(weak.json().fields).toEqual({ password: 'weakpassword' });
    }
    expect((await browser.request('POST', '/api/staff/set-password', { token, password: goodPassword })).statusCode).toBe(204);
    const again = await browser.request('POST', '/api/staff/set-password', { token, password: goodPassword });
    expectErrorShape(again, 410);
    const row = await t.app.staffAccounts.rowByEmail('default', email);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('the same address cannot have two accounts at one brand, and roles must be ones we have', async () => {
    const email = uniqueEmail('twice');
    await addStaff(t.app, 'default', { email, name: 'Twice', roles: 'officer' });
    await expect(addStaff(t.app, 'default', { email, name: 'Twice', roles: 'officer' })).rejects.toThrow(/already an account/);
    await expect(addStaff(t.app, 'default', { email: uniqueEmail('r'), name: 'R', roles: 'admin' })).rejects.toThrow(/--roles/);
  });
});

describe('signing in', () => {
  it('password, then an authenticator app set up with its recovery codes; the session id changes at sign-in', async () => {
    const email = uniqueEmail('totp');
    await makeMember(t.app, 'default', email, ['officer']);
    const browser = staffBrowser(t.app);
    const first = await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
    expect(first.json()).toEqual({ next: 'enrol' });
    const cookie = first.headers['set-cookie'];
    expect(String(cookie)).toMatch(/__Host-staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    const pendingId = browser.cookies.get('__Host-staff');

    // The password alone opens nothing.
    const me = await browser.request('GET', '/api/staff/me');
    expectErrorShape(me, 401);
    expect(me.json().reason).toBe('second_factor_required');

    const { secret, uri } = (await browser.request('POST', '/api/staff/second-factor/totp')).json();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await browser.request('POST', '/api/staff/second-factor/totp/confirm', { code: '000000' === totpCode(secret) ? '111111' : '000000' });
    expectErrorShape(wrong, 400);
    expect(wrong.json().fields).toEqual({ code: 'verificationcode' });
    const confirmed = await browser.request('POST', '/api/staff/second-factor/totp/confirm', { code: totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.staff).toMatchObject({ email, roles: ['officer'], company: 'default' });
    expect(body.permissions).toContain('queue.read');
    expect(browser.cookies.get('__Host-staff')).not.toBe(pendingId);
    expect((await browser.request('GET', '/api/staff/me')).statusCode).toBe(200);
  });

  it('the next time: the code, which works once; a recovery code works once too', async () => {
    const email = uniqueEmail('again');
    const { browser, secret, recoveryCodes } = await signedInMember(t.app, 'default', email, ['assessor']);
    expect((await browser.request('POST', '/api/staff/sign-out')).statusCode).toBe(204);
    expectErrorShape(await browser.request('GET', '/api/staff/me'), 401);

    const next = staffBrowser(t.app);
    expect((await next.request('POST', '/api/staff/sign-in', { email, password: goodPassword })).json()).toEqual({ next: 'second-factor', methods: ['totp'] });
    // The code the set-up used is spent.
    expectErrorShape(await next.request('POST', '/api/staff/sign-in/totp', { code: totpCode(secret) }), 400);
    later(31_000);
    expect((await next.request('POST', '/api/staff/sign-in/totp', { code: totpCode(secret) })).statusCode).toBe(200);

    const third = staffBrowser(t.app);
    await third.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
    expect((await third.request('POST', '/api/staff/sign-in/totp', { recoveryCode: recoveryCodes[0]!.toUpperCase() })).statusCode).toBe(200);
    const fourth = staffBrowser(t.app);
    await fourth.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
    expectErrorShape(await fourth.request('POST', '/api/staff/sign-in/totp', { recoveryCode: recoveryCodes[0] }), 400);
  });

  it('a wrong password, or an address with no account, gets the same answer', async () => {
    const email = uniqueEmail('wrong');
    await makeMember(t.app, 'default', email, ['officer']);
    const a = await staffBrowser(t.app).request('POST', '/api/staff/sign-in', { email, password: 'not-the-password-1' });
    const b = await staffBrowser(t.app).request('POST', '/api/staff/sign-in', { email: uniqueEmail('nobody'), password: 'not-the-password-1' });
    expectErrorShape(a, 401);
    expect(b.json()).toEqual(a.json());
  });

  it('an account belongs to one brand: signing in at another brand\'s address fails as a wrong password does', async () => {
    const email = uniqueEmail('brand');
    await makeMember(t.app, 'bne', email, ['officer']);
    expectErrorShape(await staffBrowser(t.app, 'default').request('POST', '/api/staff/sign-in', { email, password: goodPassword }), 401);
    expect((await staffBrowser(t.app, 'bne').request('POST', '/api/staff/sign-in', { email, password: goodPassword })).statusCode).toBe(200);
  });

  it('after five failures in a row sign-in waits, even with the right password; the wait doubles', async () => {
    const email = uniqueEmail('lock');
    await makeMember(t.app, 'default', email, ['officer']);
    const browser = staffBrowser(t.app);
    for (let i = 0; i < 5; i += 1) expectErrorShape(await browser.request('POST', '/api/staff/sign-in', { email, password: `wrong-password-${i}` }), 401);
    const locked = await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
    expectErrorShape(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBe(60);
    later(61_000);
    expectErrorShape(await browser.request('POST', '/api/staff/sign-in', { email, password: 'wrong-password-again' }), 401);
    const longer = await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
    expect(Number(longer.headers['retry-after'])).toBe(120);
    later(61_000 + 121_000);
    expect((await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('end after 15 quiet minutes; each call moves the quiet time on', async () => {
    const { browser } = await signedInMember(t.app, 'default', uniqueEmail('idle'), ['officer']);
    later(14 * 60_000);
    expect((await browser.request('GET', '/api/staff/me')).statusCode).toBe(200);
    later(14 * 60_000 + 14 * 60_000);
    expect((await browser.request('POST', '/api/staff/keep-alive')).statusCode).toBe(200);
    // A minute past the 15, as the clock runs on while each call is handled.
    later(28 * 60_000 + 16 * 60_000);
    const idle = await browser.request('GET', '/api/staff/me');
    expectErrorShape(idle, 401);
    expect(idle.json().reason).toBe('session_idle');
  });

  it('end 8 hours after sign-in, however busy', async () => {
    const { browser } = await signedInMember(t.app, 'default', uniqueEmail('long'), ['officer']);
    let at = 0;
    for (; at < 8 * 60; at += 10) {
      later(at * 60_000);
      expect((await browser.request('GET', '/api/staff/me')).statusCode, `${at} minutes`).toBe(200);
    }
    later(8 * 3_600_000 + 60_000);
    const ended = await browser.request('GET', '/api/staff/me');
    expectErrorShape(ended, 401);
    expect(ended.json().reason).toBe('session_ended');
  });

  it('a supervisor sees the brand\'s sessions and ends one; it is over at once', async () => {
    const { browser: boss } = await signedInMember(t.app, 'default', uniqueEmail('boss'), ['supervisor'], 'Sam Supervisor');
    const { browser: officer } = await signedInMember(t.app, 'default', uniqueEmail('off'), ['officer'], 'Olly Officer');
    const { browser: elsewhere } = await signedInMember(t.app, 'bne', uniqueEmail('bne'), ['officer'], 'Bea Brisbane');
    const list = (await boss.request('GET', '/api/staff/sessions')).json().sessions as Array<{ id: string; name: string; current: boolean }>;
    expect(list.map((s) => s.name)).toContain('Olly Officer');
    expect(list.map((s) => s.name)).not.toContain('Bea Brisbane');
    expect(list.find((s) => s.current)?.name).toBe('Sam Supervisor');
    const target = list.find((s) => s.name === 'Olly Officer')!;
    expect((await boss.request('POST', `/api/staff/sessions/${target.id}/end`)).statusCode).toBe(204);
    const ended = await officer.request('GET', '/api/staff/me');
    expectErrorShape(ended, 401);
    expect(ended.json().reason).toBe('session_ended');
    // Another brand's session is not found by this brand's supervisor, and an officer cannot end any.
    const theirs = (await (await signedInMember(t.app, 'bne', uniqueEmail('bneboss'), ['supervisor'])).browser.request('GET', '/api/staff/sessions')).json().sessions as Array<{ id: string; name: string }>;
    const bea = theirs.find((s) => s.name === 'Bea Brisbane')!;
    expectErrorShape(await boss.request('POST', `/api/staff/sessions/${bea.id}/end`), 404);
    expect((await elsewhere.request('GET', '/api/staff/me')).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  it('every change needs the token: without it, or with a wrong one, 403 and nothing is done', async () => {
    const email = uniqueEmail('csrf');
    await makeMember(t.app, 'default', email, ['officer']);
    const browser = staffBrowser(t.app);
    await browser.request('GET', '/api/staff/csrf');
    const none = await t.app.inject({ method: 'POST', url: '/api/staff/sign-in', headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, payload: { email, password: goodPassword } });
    expectErrorShape(none, 403);
    expect(none.json().reason).toBe('csrf');
    expect(none.headers['set-cookie'] ?? '').not.toMatch(/__Host-staff=/);
    const wrong = await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword }, { 'x-csrf-token': 'made-up' });
    expectErrorShape(wrong, 403);
  });
});

describe('accounts', () => {
  it('a supervisor makes an account, which is emailed its link; an officer may not; another brand\'s account is not found', async () => {
    const { browser: boss } = await signedInMember(t.app, 'default', uniqueEmail('maker'), ['supervisor']);
    const email = uniqueEmail('made');
    const made = await boss.request('POST', '/api/staff/accounts', { email, name: 'New Person', roles: ['officer', 'assessor'] });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email, roles: ['officer', 'assessor'], hasPassword: false });
    await passwordLinkToken(t.app, email);
    const { browser: officer } = await signedInMember(t.app, 'default', uniqueEmail('notboss'), ['officer']);
    expectErrorShape(await officer.request('POST', '/api/staff/accounts', { email: uniqueEmail('x'), name: 'X', roles: ['officer'] }), 403);
    expectErrorShape(await officer.request('GET', '/api/staff/accounts'), 403);

    const other = await makeMember(t.app, 'bne', uniqueEmail('other'), ['officer']);
    expectErrorShape(await boss.request('POST', `/api/staff/accounts/${other.id}`, { disabled: true }), 404);
    expect((await boss.request('GET', '/api/staff/accounts')).json().accounts.map((a: { email: string }) => a.email)).not.toContain(other.email);
  });

  it('disabling an account ends its sessions; a supervisor cannot disable themselves', async () => {
    const { browser: boss } = await signedInMember(t.app, 'default', uniqueEmail('disabler'), ['supervisor']);
    const email = uniqueEmail('leaver');
    const { browser: leaver } = await signedInMember(t.app, 'default', email, ['officer']);
    const id = (await t.app.staffAccounts.rowByEmail('default', email))!.id;
    expect((await boss.request('POST', `/api/staff/accounts/${id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
    expectErrorShape(await leaver.request('GET', '/api/staff/me'), 401);
    expectErrorShape(await staffBrowser(t.app).request('POST', '/api/staff/sign-in', { email, password: goodPassword }), 401);
    const me = (await boss.request('GET', '/api/staff/me')).json().staff.id as number;
    expectErrorShape(await boss.request('POST', `/api/staff/accounts/${me}`, { disabled: true }), 409);
  });

  it('every change to an account and every sign-in has its audit row', async () => {
    const email = uniqueEmail('audited');
    await signedInMember(t.app, 'default', email, ['officer']);
    const id = (await t.app.staffAccounts.rowByEmail('default', email))!.id;
    const rows = await t.app.db.selectFrom('staff_audit').select(['action', 'actor']).where('staff_id', '=', id).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['account-created', 'password-set', 'totp-set', 'signed-in']);
  });
});
