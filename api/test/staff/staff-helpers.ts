import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { generateSync } from 'otplib';
import type { StaffRole } from '@cards/shared/staff';
import { addStaff } from '../../src/ops/staff-ops.ts';
import { nowMs } from '../../src/platform/clock.ts';
import { addEnquiry } from '../../src/features/contact/repository.ts';

// A browser for the staff api: it keeps the cookies the api sets and sends the CSRF token with every change, as
// the console does. And the steps of making a member and signing them in.

export interface StaffBrowser {
  cookies: Map<string, string>;
  csrf?: string;
  company: string;
  request(method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>): Promise<Response>;
}

export function staffBrowser(app: FastifyInstance, company = 'default'): StaffBrowser {
  const browser: StaffBrowser = {
    cookies: new Map(),
    company,
    async request(method, url, payload, headers = {}) {
      if (method === 'POST' && browser.csrf === undefined) {
        const res = await browser.request('GET', '/api/staff/csrf');
        browser.csrf = (res.json() as { csrfToken: string }).csrfToken;
      }
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await app.inject({
        method, url,
        headers: {
          'x-company': company,
          ...(cookie ? { cookie } : {}),
          ...(method === 'POST' && browser.csrf ? { 'x-csrf-token': browser.csrf } : {}),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload }),
      });
      for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
        const gone = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
        if (gone) browser.cookies.delete(c.name);
        else browser.cookies.set(c.name, c.value);
      }
      return res;
    },
  };
  return browser;
}

export const goodPassword = 'plover-kettle-granite-83';

/** The token of the newest password link emailed to `email`. */
export async function passwordLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const row = await app.db.selectFrom('outbox').select(['text']).where('recipient', '=', email.toLowerCase())
    .where('kind', '=', 'staff-password-link').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const token = /\/staff\/set-password\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
  if (!token) throw new Error('no password link in the email');
  return token;
}

/** A member made by `ops staff add`, with their password chosen through the emailed link. */
export async function makeMember(app: FastifyInstance, company: string, email: string, roles: readonly StaffRole[], name = 'Jo Officer') {
  await addStaff(app, company, { email, name, roles: roles.join(','), by: 'test' });
  const token = await passwordLinkToken(app, email);
  const res = await staffBrowser(app, company).request('POST', '/api/staff/set-password', { token, password: goodPassword });
  if (res.statusCode !== 204) throw new Error(`set-password: ${res.statusCode} ${res.body}`);
  return (await app.staffAccounts.rowByEmail(company, email))!;
}

/** The code an authenticator app shows now for `secret`, or for the next step. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(nowMs() / 1000) + stepsAhead * 30 });
}

/** Signs a member in with their password and sets up an authenticator app; the browser is signed in. */
export async function signedInMember(app: FastifyInstance, company: string, email: string, roles: readonly StaffRole[], name?: string) {
  await makeMember(app, company, email, roles, name);
  const browser = staffBrowser(app, company);
  const first = await browser.request('POST', '/api/staff/sign-in', { email, password: goodPassword });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const { secret } = (await browser.request('POST', '/api/staff/second-factor/totp')).json() as { secret: string };
  const confirmed = await browser.request('POST', '/api/staff/second-factor/totp/confirm', { code: totpCode(secret) });
  if (confirmed.statusCode !== 200) throw new Error(`totp: ${confirmed.statusCode} ${confirmed.body}`);
  return { browser, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/**
 * A member with a signed-in session made straight in the session store, as the sign-in makes one, without the
 * password and second-factor steps (staff-sign-in.test.ts tests those): for tests of what signed-in members may do.
 */
export async function memberSession(app: FastifyInstance, company: string, email: string, roles: readonly StaffRole[], name = 'Jo Officer') {
  const now = new Date(nowMs());
  const id = await app.staffAccounts.create({ company, email: email.toLowerCase(), name, roles }, { id: null, name: 'test' }, now);
  if (id === undefined) throw new Error(`an account with ${email} exists`);
  const token = randomBytes(32).toString('base64url');
  await app.staffSessions.create({
    id: createHash('sha256').update(token).digest('hex'), staffId: id, company, state: 'active', data: { secondFactor: 'totp' },
    createdAt: now.toISOString(), lastSeenAt: now.toISOString(), expiresAt: new Date(now.getTime() + app.config.staff.absoluteMs).toISOString(),
  });
  const browser = staffBrowser(app, company);
  browser.cookies.set('__Host-staff', token);
  // The CSRF secret's cookie and its token, as the console fetches them before its first change.
  browser.csrf = (await browser.request('GET', '/api/staff/csrf')).json().csrfToken as string;
  return { browser, id };
}

/** A contact enquiry sent from `company`'s site, as the contact form stores it. */
export async function madeEnquiry(app: FastifyInstance, company: string, email = 'asker@example.com'): Promise<number> {
  return addEnquiry(app.db, {
    kind: 'contact', type: 'General Enquiries', company,
    payload: { EnquiryType: 'General Enquiries', Name: 'Ash Asker', Email: email, Phone: '0400 000 000', Message: 'When will my card arrive?' },
  }, new Date(nowMs()));
}
