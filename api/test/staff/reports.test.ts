import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingNumber } from '@cards/shared/domain';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { applicationsCsv } from '../../src/features/statistics/applications-csv.ts';
import { pageSize } from '../../src/features/statistics/applications.ts';
import { csvCell, csvRow } from '../../src/features/statistics/csv.ts';
import { reportRange } from '../../src/features/statistics/range.ts';
import { percentile } from '../../src/features/statistics/report.ts';
import { createTestApp, expectErrorShape, uniqueEmail, withoutLimits, type TestApp } from '../helpers.ts';
import { confirmNeed, submittedPerson } from '../draft-helpers.ts';
import { madePeople, madePerson } from './made-people.ts';
import { signedInMember, type StaffBrowser } from './staff-helpers.ts';

// The supervisors' reports (docs/staff-console.md 'Reports'): the figures of a small made set of applications, worked
// by hand below, the range's checks, and the CSV: its quoting, its formula guard, and that it streams.

let t: TestApp;
let boss: StaffBrowser;
const ids: Record<string, number> = {};

/** Records a stage as staff do, on a given day. */
const stage = (id: number, action: 'interview' | 'payment' | 'upload' | 'decision' | 'dispatch' | 'redact', date?: string) =>
  runPersonCommand(t.app, { action, who: String(id), by: 'Report Tester', ...(date ? { date } : {}), ...(action === 'decision' ? { decision: 'Y' } : {}), ...(action === 'dispatch' ? { serial: '4210' } : {}) });

/** A person sent through the form, then given the submission time `at`. */
async function submittedAt(at: string): Promise<number> {
  const person = await submittedPerson(t);
  await t.app.db.updateTable('people').set({ created_at: at }).where('id', '=', person.Id).execute();
  return person.Id;
}

beforeAll(async () => {
  t = await createTestApp({ config: withoutLimits() });
  boss = (await signedInMember(t.app, 'default', uniqueEmail('boss'), ['supervisor'], 'Sue Supervisor')).browser;

  // The weeks of 5, 12 and 19 October 2026 (Sydney is 11 hours ahead of UTC then).
  ids.a = await submittedAt('2026-10-05T01:00:00.000Z');
  await stage(ids.a, 'interview', '2026-10-07');
  await stage(ids.a, 'payment', '2026-10-08');
  await stage(ids.a, 'upload', '2026-10-09');
  await confirmNeed(t, { Id: ids.a, TrackingNumber: trackingNumber(ids.a) });
  await stage(ids.a, 'decision', '2026-10-19');
  await stage(ids.a, 'dispatch', '2026-10-20');
  ids.b = await submittedAt('2026-10-06T02:00:00.000Z');
  await stage(ids.b, 'interview', '2026-10-16');
  await stage(ids.b, 'payment', '2026-10-16');
  // After the range: counted in the times, in no week.
  await stage(ids.b, 'upload', '2026-10-26');
  ids.c = await submittedAt('2026-10-13T03:00:00.000Z');
  await stage(ids.c, 'interview', '2026-10-14');
  await stage(ids.c, 'redact');
  ids.d = await madePerson(t.app, { cardType: 'msic', createdAt: '2026-10-20T00:00:00.000Z', stages: { interviewed_at: '2026-10-22T00:00:00.000Z' } });
  // 00:30 on 5 October in Sydney: in the range, though 4 October in UTC.
  ids.e = await madePerson(t.app, { createdAt: '2026-10-04T13:30:00.000Z' });
  // 00:30 on 26 October in Sydney: after it.
  ids.f = await madePerson(t.app, { createdAt: '2026-10-25T13:30:00.000Z' });
  // Another brand's, in the range.
  ids.g = await madePerson(t.app, { company: 'bne', createdAt: '2026-10-12T01:00:00.000Z' });
}, 120_000);
afterAll(async () => t?.close());

const week = (weekStarting: string, counts: Partial<Record<string, number>>) => ({
  weekStarting, submitted: 0, interviewed: 0, paid: 0, lodged: 0, decided: 0, dispatched: 0, activated: 0, ...counts,
});

describe('GET /api/staff/reports', () => {
  it('counts the brand\'s applications of the range by card and by week, and times each stage', async () => {
    const res = await boss.request('GET', '/api/staff/reports?from=2026-10-05&to=2026-10-25');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      from: '2026-10-05', to: '2026-10-25', timeZone: 'Australia/Sydney',
      total: 5, redacted: 1, cardTypes: { asic: 4, msic: 1 },
      weeks: [
        week('2026-10-05', { submitted: 3, interviewed: 1, paid: 1, lodged: 1 }),
        week('2026-10-12', { submitted: 1, interviewed: 1, paid: 1 }),
        week('2026-10-19', { submitted: 1, interviewed: 1, decided: 1, dispatched: 1 }),
      ],
      stages: [
        // Days: a 2, b 10, d 2.
        { stage: 'interviewed', reached: 3, medianDays: 2, p90Days: 8.4 },
        { stage: 'paid', reached: 2, medianDays: 6.5, p90Days: 9.3 },
        { stage: 'lodged', reached: 2, medianDays: 12, p90Days: 18.4 },
        { stage: 'decided', reached: 1, medianDays: 14, p90Days: 14 },
        { stage: 'dispatched', reached: 1, medianDays: 15, p90Days: 15 },
        { stage: 'activated', reached: 0, medianDays: null, p90Days: null },
      ],
    });
  });

  it('covers the last 12 weeks when no range is given: this week and the 11 before it', async () => {
    const res = await boss.request('GET', '/api/staff/reports');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.weeks).toHaveLength(12);
    expect(new Date(`${body.weeks[0].weekStarting}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.from).toBe(body.weeks[0].weekStarting);
  });

  it.each([
    ['from=2026-10-26&to=2026-10-25', 'from', /on or before/],
    ['from=2024-10-25&to=2026-10-25', 'from', /at most 2 years/],
    ['from=2026-02-30', 'from', /not valid/],
    ['to=26/10/2026', 'to', /not valid/],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const body = expectErrorShape(await boss.request('GET', `/api/staff/reports?${query}`), 400);
    expect(body.fields).toEqual({ [field]: 'invalid' });
    expect(body.message).toMatch(message);
    expectErrorShape(await boss.request('GET', `/api/staff/reports.csv?${query}`), 400);
  });

  it('takes today as the office\'s day: 19:00 UTC on Saturday 28 November is Sunday morning in Sydney', () => {
    const saturdayEvening = new Date('2026-11-28T19:00:00.000Z');
    expect(reportRange({}, saturdayEvening, 'Australia/Sydney')).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(reportRange({}, saturdayEvening, 'UTC')).toEqual({ from: '2026-09-07', to: '2026-11-28' });
    expect(reportRange({ to: '2026-10-25' }, saturdayEvening, 'Australia/Sydney')).toEqual({ from: '2026-08-03', to: '2026-10-25' });
  });

  it('takes a range of just under 2 years', async () => {
    expect((await boss.request('GET', '/api/staff/reports?from=2024-10-26&to=2026-10-25')).statusCode).toBe(200);
  });

  it('works percentiles between the nearest ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([0, 10], 0.9)).toBe(9);
  });
});

describe('GET /api/staff/reports.csv', () => {
  it('HEAD gives the headers alone, the CSV unmade', async () => {
    const cookie = [...boss.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({ method: 'HEAD', url: '/api/staff/reports.csv?from=2026-10-05&to=2026-10-25', headers: { cookie, 'x-company': 'default' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications-2026-10-05-2026-10-25.csv"');
    expect(res.body).toBe('');
  });

  it('gives one row per application of the range, as an attachment', async () => {
    const res = await boss.request('GET', '/api/staff/reports.csv?from=2026-10-05&to=2026-10-25');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications-2026-10-05-2026-10-25.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'Tracking number,Card,Submitted,Interviewed,Paid,Lodged with AusCheck,Decided,Dispatched,Activated,'
        + 'Days to interview,Days to payment,Days to lodgement,Days to decision,Days to dispatch,Days to activation,Redacted',
      `${trackingNumber(ids.a!)},ASIC,2026-10-05,2026-10-07,2026-10-08,2026-10-09,2026-10-19,2026-10-20,,2,3,4,14,15,,`,
      `${trackingNumber(ids.b!)},ASIC,2026-10-06,2026-10-16,2026-10-16,2026-10-26,,,,10,10,20,,,,`,
      expect.stringMatching(new RegExp(`^${trackingNumber(ids.c!)},ASIC,2026-10-13,,,,,,,,,,,,,\\d{4}-\\d{2}-\\d{2}$`)),
      `${trackingNumber(ids.d!, 'msic')},MSIC,2026-10-20,2026-10-22,,,,,,2,,,,,,`,
      `${trackingNumber(ids.e!)},ASIC,2026-10-05,,,,,,,,,,,,,`,
    ]);
  });

  it('quotes as RFC 4180 and guards against formulas', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\r\nlines', null, 3])).toBe('plain,"a,b","say ""hi""","two\r\nlines",,3\r\n');
    expect(['=SUM(A1:A9)', '+61 2 9999', '-cmd', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      '\'=SUM(A1:A9)', '\'+61 2 9999', '\'-cmd', '\'@A1', '\'\tx', '"\'\rx"',
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // A number is written as one: it cannot hold a formula.
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('streams 2,000 applications, a page at a time as the reply is read', async () => {
    const made = await madePeople(t.app, Array.from({ length: 2000 }, (_, i) => ({
      cardType: i % 4 === 0 ? 'msic' as const : 'asic' as const,
      // A few a day across March and April 2025, 10:00 in Sydney.
      createdAt: `2025-0${3 + Math.floor(i / 1000)}-${String(1 + Math.floor((i % 1000) / 36)).padStart(2, '0')}T23:00:00.000Z`,
      stages: i % 2 === 0 ? { interviewed_at: '2025-05-01T00:00:00.000Z' } : {},
    })));

    // The rows are read as the reply is: the first chunk has needed one page.
    const original = t.app.statistics.applicationsPage;
    let pages = 0;
    t.app.statistics.applicationsPage = (...args) => {
      pages += 1;
      return original(...args);
    };
    try {
      const { stream } = applicationsCsv(t.app, 'default', { from: '2025-03-01', to: '2025-05-31' });
      expect(stream).toBeInstanceOf(Readable);
      const iterator = stream[Symbol.asyncIterator]();
      await iterator.next();
      expect(pages).toBe(1);
      await iterator.return?.();
    } finally {
      t.app.statistics.applicationsPage = original;
    }

    const res = await boss.request('GET', '/api/staff/reports.csv?from=2025-03-01&to=2025-05-31');
    expect(res.statusCode).toBe(200);
    // Sent as made, with no length known beforehand.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2000);
    expect(2000).toBeGreaterThan(3 * pageSize);
    expect(lines.map((l) => l.split(',')[0])).toEqual(made.map((id, i) => trackingNumber(id, i % 4 === 0 ? 'msic' : 'asic')));
    expect(lines[0]).toBe(`${trackingNumber(made[0]!, 'msic')},MSIC,2025-03-02,2025-05-01,,,,,,60,,,,,,`);
    expect(lines[1]).toBe(`${trackingNumber(made[1]!)},ASIC,2025-03-02,,,,,,,,,,,,,`);
  });
});
