import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { goodPassword, memberSession, signedInMember, staffBrowser } from './staff-helpers.ts';

// A member's own second factors on the console's security page (docs/staff-console.md): their passkeys, listed and
// removed while another way to finish signing in remains, and a new set of recovery codes in place of the old; each
// change audited.

let t: TestApp;
beforeAll(async () => {
  const generous = { max: 100_000, windowMs: 60_000 };
  t = await createTestApp({ config: { staff: { ...loadConfig({}).staff, signInRateLimit: generous, addressLimit: generous } } });
});
afterAll(async () => t?.close());

const fakePasskey = (n: number) => ({ credentialId: `credential-${n}-${Math.random().toString(36).slice(2)}`, publicKey: new Uint8Array([1, 2, 3, n]), counter: 0, transports: ['internal'] });
const audited = async (staffId: number) => (await t.app.db.selectFrom('staff_audit').select('action').where('staff_id', '=', staffId).execute()).map((a) => a.action);

describe('a member\'s passkeys', () => {
  it('are listed and removed one by one, never the last way to finish signing in', async () => {
    const { browser, id } = await memberSession(t.app, 'default', uniqueEmail('keys'), ['officer']);
    await t.app.staffAccounts.addPasskey(id, fakePasskey(1), new Date());
    await t.app.staffAccounts.addPasskey(id, fakePasskey(2), new Date());
    const { passkeys } = (await browser.request('GET', '/api/staff/second-factor/passkeys')).json() as { passkeys: Array<{ id: number; createdAt: string; lastUsedAt: null }> };
    expect(passkeys).toHaveLength(2);
    expect(passkeys[0]).toEqual({ id: expect.any(Number), createdAt: expect.any(String), lastUsedAt: null });
    // Nothing of the credential itself is given.
    expect(JSON.stringify(passkeys)).not.toContain('credential-');

    expect((await browser.request('POST', `/api/staff/second-factor/passkeys/${passkeys[0]!.id}/remove`)).statusCode).toBe(204);
    const last = await browser.request('POST', `/api/staff/second-factor/passkeys/${passkeys[1]!.id}/remove`);
    expect(expectErrorShape(last, 409).message).toMatch(/only way to finish signing in/);
    expect((await t.app.staffAccounts.passkeys(id)).map((p) => p.id)).toEqual([passkeys[1]!.id]);
    expect(await audited(id)).toContain('passkey-removed');
  });

  it('with an authenticator app, the last passkey may go; another member\'s passkey is not found', async () => {
    const email = uniqueEmail('both');
    const { browser } = await signedInMember(t.app, 'default', email, ['officer']);
    const id = (await t.app.staffAccounts.rowByEmail('default', email))!.id;
    await t.app.staffAccounts.addPasskey(id, fakePasskey(3), new Date());
    const [own] = await t.app.staffAccounts.passkeys(id);
    const other = await memberSession(t.app, 'default', uniqueEmail('other'), ['officer']);
    expectErrorShape(await other.browser.request('POST', `/api/staff/second-factor/passkeys/${own!.id}/remove`), 404);
    expect((await browser.request('POST', `/api/staff/second-factor/passkeys/${own!.id}/remove`)).statusCode).toBe(204);
    expect(await t.app.staffAccounts.passkeys(id)).toEqual([]);
  });
});

describe('new recovery codes', () => {
  it('replace every old one: an old code no longer signs in, a new one does, once', async () => {
    const email = uniqueEmail('codes');
    const { browser, recoveryCodes: old } = await signedInMember(t.app, 'default', email, ['assessor']);
    const res = await browser.request('POST', '/api/staff/second-factor/recovery-codes');
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await browser.request('GET', '/api/staff/me')).json().secondFactors.recoveryCodesLeft).toBe(10);
    const id = (await t.app.staffAccounts.rowByEmail('default', email))!.id;
    expect(await audited(id)).toContain('recovery-codes-replaced');

    const signIn = async (recoveryCode: string) => {
      const desk = staffBrowser(t.app);
      expect((await desk.request('POST', '/api/staff/sign-in', { email, password: goodPassword })).statusCode).toBe(200);
      return (await desk.request('POST', '/api/staff/sign-in/totp', { recoveryCode })).statusCode;
    };
    expect(await signIn(old[0]!)).toBe(400);
    expect(await signIn(fresh[0]!)).toBe(200);
    expect(await signIn(fresh[0]!)).toBe(400);
  });
});
