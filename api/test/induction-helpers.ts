import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Config } from '../src/platform/config.ts';
import { loadConfig } from '../src/platform/config.ts';
import { answeredWorkDone } from '../src/features/induction/enrolment-claims.ts';
import { outbox } from './draft-helpers.ts';
import { withoutLimits, type TestApp, uniqueEmail } from './helpers.ts';

// Shared by the induction tests.

/** Three small programs (3 and 4 for adg, 5 for bne) the tests use instead of the real ones. */
export const FIXTURE_PROGRAMS = fileURLToPath(new URL('./fixtures/induction-programs/', import.meta.url));

const generous = { max: 100_000, windowMs: 60_000 };

/** Test settings: the fixture programs, and every limit out of the way unless `induction` sets one. */
export function inductionConfig(induction: Partial<Config['induction']> = {}, config: Partial<Config> = {}): Partial<Config> {
  return withoutLimits({
    publicUrl: 'https://cards.example.com.au',
    induction: {
      ...loadConfig({}).induction,
      programsDir: FIXTURE_PROGRAMS,
      readRateLimit: generous,
      answerRateLimit: generous,
      certificateCheckRateLimit: generous,
      enrolmentRateLimit: generous,
      enrolmentNumberLimit: generous,
      ...induction,
    },
    ...config,
  });
}


/** A good induction-only enrolment of a card from another issuer, for adg's Darwin (airport 8, program 3). */
export function enrolment(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Inductions: [8],
    Firstname: 'Żaneta',
    Middlenames: 'Maria',
    Surname: 'Kowalska-Nowak',
    Birthdate: '1988-03-09',
    Email: uniqueEmail('zaneta'),
    Mobilephonenumber: '0412 345 678',
    Line1: '1 Mitchell Street',
    Localityname: 'Darwin City',
    State: 'NT',
    Postcode: '0800',
    Asicnum: 'abc1234',
    MsicExpiry: '2027-06',
    ...changes,
  };
}

export function enrol(t: TestApp, body: unknown, company: string | null = 'adg', extraHeaders: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST', url: '/api/register/induction-only',
    headers: { 'content-type': 'application/json', ...(company ? { 'x-company': company } : {}), ...extraHeaders },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The one-time token of the newest enrolment link emailed to `email` (the address on an application), once
 * the work the enrolment's answer left behind is done.
 */
export async function enrolmentToken(t: TestApp, email: string): Promise<string> {
  await answeredWorkDone(t.app);
  // The outbox lists the newest first.
  const [mail] = (await outbox(t, email)).filter((m) => m.subject === 'Finish enrolling in your security induction');
  expect(mail, `no enrolment link to ${email}`).toBeDefined();
  const token = /#token=([\w-]+)/.exec(mail!.text)?.[1];
  expect(token, 'no token in the link').toBeDefined();
  return token!;
}

export function confirmEnrolment(t: TestApp, token: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/register/induction-only/confirm', remoteAddress, payload: { token } });
}

export interface EnrolledCard {
  Id: number;
  RandomId: string;
  /** The public ids of its inductions, in program order. */
  inductionIds: string[];
  email: string;
}

/** A foreign card enrolled through the api, with its inductions' public ids. */
export async function foreignCard(t: TestApp, changes: Record<string, unknown> = {}, company = 'adg'): Promise<EnrolledCard> {
  const body = enrolment(changes);
  const res = await enrol(t, body, company);
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { Id: number; RandomId: string; Inductions: Array<{ url: string }> } };
  return { Id: data.Id, RandomId: data.RandomId, inductionIds: data.Inductions.map((i) => i.url.split('/')[2]!), email: body.Email as string };
}

/** Every key and string in a JSON value, for proving what an answer does not hold. */
export function keysAndStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => keysAndStrings(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      keysAndStrings(item, found);
    }
  }
  return found;
}
