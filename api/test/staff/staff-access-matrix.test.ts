import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, staffRoles, type StaffRole } from '@cards/shared/staff';
import { nowMs } from '../../src/platform/clock.ts';
import { createTestApp, expectErrorShape, uniqueEmail, type TestApp } from '../helpers.ts';
import { staffAccessTable, type StaffCall, type StaffRow, type StaffWorld } from './staff-access-table.ts';
import { madePerson } from './made-people.ts';
import { madeEnquiry, memberSession, staffBrowser, type StaffBrowser } from './staff-helpers.ts';
import { foreignCard, inductionConfig } from '../induction-helpers.ts';

// The staff api's access matrix (issue: the staff console, 'Done when'): every staff route × role × brand × no
// session, an idle session, an ended session, and a missing or wrong CSRF token. Another brand's subject answers
// 404, as one that does not exist.

let t: TestApp;
const routes: string[] = [];
/** A signed-in member of each role, by brand ('default', and 'adg' for the rows of a brand that runs inductions). */
const members = new Map<string, StaffBrowser>();
let world: StaffWorld;

/** The member of `role` at `company`, made on first use. */
async function asRole(role: StaffRole, company = 'default'): Promise<StaffBrowser> {
  const key = `${company} ${role}`;
  if (!members.has(key)) members.set(key, (await memberSession(t.app, company, uniqueEmail(role), [role], `Matrix ${role}`)).browser);
  return members.get(key)!;
}

const now = () => new Date(nowMs()).toISOString();

beforeAll(async () => {
  t = await createTestApp({ config: inductionConfig(), build: { onRoute: (route: RouteOptions) => routes.push(...[route.method].flat().map((m) => `${m} ${route.url}`)) } });
  const other = await memberSession(t.app, 'bne', uniqueEmail('other'), ['supervisor'], 'Other Brand');
  const otherSessions = (await other.browser.request('GET', '/api/staff/sessions')).json().sessions as Array<{ id: string }>;
  world = {
    ownAccount: async () => (await t.app.staffAccounts.create({ company: 'default', email: uniqueEmail('subject'), name: 'Matrix Subject', roles: ['officer'] }, { id: null, name: 'test' }, new Date(nowMs())))!,
    otherAccount: other.id,
    otherSession: otherSessions[0]!.id,
    ownSession: async () => {
      const { id } = await memberSession(t.app, 'default', uniqueEmail('target'), ['officer'], 'Matrix Target');
      const list = (await (await asRole('supervisor')).request('GET', '/api/staff/sessions')).json().sessions as Array<{ id: string; staffId: number }>;
      return list.find((s) => s.staffId === id)!.id;
    },
    ownEnquiry: () => madeEnquiry(t.app, 'default'),
    otherEnquiry: await madeEnquiry(t.app, 'bne'),
    ownPerson: await madePerson(t.app, { createdAt: now() }),
    freshPerson: (at) => madePerson(t.app, {
      createdAt: now(),
      stages: at === undefined ? {} : {
        interviewed_at: now(), paid_at: now(),
        ...(at === 'lodged' || at === 'decided' ? { check_uploaded_at: now() } : {}),
        ...(at === 'decided' ? { check_decision: 'Y', check_cert_date: now() } : {}),
      },
    }),
    otherPerson: await madePerson(t.app, { company: 'bne', createdAt: now() }),
    ownForeignCard: (await foreignCard(t, {}, 'adg')).Id,
    otherForeignCard: (await foreignCard(t, { Inductions: [5] }, 'bne')).Id,
  };
}, 120_000);
afterAll(async () => t?.close());

const send = (browser: StaffBrowser, row: StaffRow, call: StaffCall, headers?: Record<string, string>) =>
  browser.request(row.method, call.url, call.payload, headers);

describe('the staff table lists every staff route', () => {
  it('one row for each /api/staff route, and no row without its route', () => {
    const served = routes.filter((r) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/staff\//.test(r));
    const listed = staffAccessTable.map((row) => `${row.method} ${row.url}`);
    expect({
      'routes without a row': served.filter((r) => !listed.includes(r)),
      'rows without a route': listed.filter((r) => !served.includes(r)),
    }).toEqual({ 'routes without a row': [], 'rows without a route': [] });
    expect(new Set(listed).size).toBe(listed.length);
  });
});

const guarded = staffAccessTable.filter((row) => row.guard !== 'open');
const open = staffAccessTable.filter((row) => row.guard === 'open');

describe.each(open.map((row) => [`${row.method} ${row.url}`, row] as const))('%s (no session needed)', (_name, row) => {
  it(`answers ${row.status} without a session: ${row.rule}`, async () => {
    const res = await send(staffBrowser(t.app, row.company), row, await row.call(world));
    expect(res.statusCode, res.body).toBe(row.status);
  });
  if (row.method === 'POST') it('refuses a missing or wrong CSRF token with 403', async () => {
    const call = await row.call(world);
    const missing = await t.app.inject({ method: 'POST', url: call.url, headers: { 'x-company': 'default' }, ...(call.payload ? { payload: call.payload } : {}) });
    expectErrorShape(missing, 403);
    expectErrorShape(await send(staffBrowser(t.app), row, call, { 'x-csrf-token': 'wrong' }), 403);
  });
});

describe.each(guarded.map((row) => [`${row.method} ${row.url}: ${row.guard}`, row] as const))('%s', (_name, row) => {
  it('no session: 401', async () => {
    expectErrorShape(await send(staffBrowser(t.app), row, await row.call(world)), 401);
  });

  it('a session gone quiet for 15 minutes, or ended: 401', async () => {
    const idle = await memberSession(t.app, row.company ?? 'default', uniqueEmail('idle'), ['supervisor']);
    await t.app.db.updateTable('staff_sessions').set({ last_seen_at: new Date(nowMs() - 16 * 60_000).toISOString() }).where('staff_id', '=', idle.id).execute();
    expectErrorShape(await send(idle.browser, row, await row.call(world)), 401);
    const ended = (await memberSession(t.app, row.company ?? 'default', uniqueEmail('ended'), ['supervisor'])).browser;
    expect((await ended.request('POST', '/api/staff/sign-out')).statusCode).toBe(204);
    expectErrorShape(await send(ended, row, await row.call(world)), 401);
  });

  if (row.method === 'POST') it('a missing or wrong CSRF token: 403, whatever the role', async () => {
    const boss = await asRole('supervisor', row.company);
    const call = await row.call(world);
    const cookie = [...boss.cookies].filter(([k]) => k === '__Host-staff').map(([k, v]) => `${k}=${v}`).join('; ');
    const missing = await t.app.inject({ method: 'POST', url: call.url, headers: { cookie, 'x-company': row.company ?? 'default' }, ...(call.payload ? { payload: call.payload } : {}) });
    expectErrorShape(missing, 403);
    expectErrorShape(await send(boss, row, call, { 'x-csrf-token': 'wrong' }), 403);
  });

  it.each(staffRoles)('as %s', async (role) => {
    const may = row.guard === 'session' || rolePermissions[role].includes(row.guard as never);
    // A session row is tried with a fresh member, so no earlier call has left anything in their session.
    const browser = row.guard === 'session' ? (await memberSession(t.app, row.company ?? 'default', uniqueEmail(role), [role])).browser : await asRole(role, row.company);
    const res = await send(browser, row, await row.call(world));
    if (may) expect(res.statusCode, res.body).toBe(row.status);
    else expectErrorShape(res, 403);
  });

  if (row.otherBrand) it('another brand\'s subject: 404, as one that does not exist', async () => {
    // Asked by a role the guard lets through, so the 404 is the brand's and not the role's 403.
    const holder = staffRoles.find((role) => row.guard === 'session' || rolePermissions[role].includes(row.guard as never))!;
    const res = await send(await asRole(holder, row.company), row, row.otherBrand!(world));
    expectErrorShape(res, 404);
  });
});
