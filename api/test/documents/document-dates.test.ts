import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIdToken } from '../../src/features/people/id-token.ts';
import { inductionCertificate } from '../../src/features/induction/certificate.ts';
import { typedPart } from '../../src/features/drafts/payload.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { trackingNumber } from '@cards/shared/domain';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { createDraft, signInAs, step1, submittedPerson, wholeApplication } from '../draft-helpers.ts';
import { pdfText } from '../pdf-helpers.ts';
import { png } from '../signature-helpers.ts';

// SPEC §7 downloads, dates in Australian time: every date a PDF prints is the day in the brand office's
// time zone (`TZ`), in words, across midnight UTC. 19:47 UTC on 27 November is 28 November in Sydney (and Perth);
// 14:00 UTC is already the 28th in Sydney but still the 27th in Perth, so an office in Perth prints the 27th.

const EVENING_UTC = new Date('2026-11-27T19:47:00Z');
const AFTERNOON_UTC = new Date('2026-11-27T14:00:00Z');

let sydney: TestApp;
let perth: TestApp;
beforeAll(async () => {
  [sydney, perth] = await Promise.all([
    createTestApp({ shell: false, config: withoutLimits({ timeZone: 'Australia/Sydney' }) }),
    createTestApp({ shell: false, config: withoutLimits({ timeZone: 'Australia/Perth' }) }),
  ]);
});
afterAll(async () => {
  await Promise.all([sydney?.close(), perth?.close()]);
});

/** A sent application stored at `at` (the moment it was sent), with a token for its downloads. */
async function sentAt(t: TestApp, at: Date, answers: Record<string, unknown> = {}) {
  const email = `dates.${Math.random().toString(36).slice(2)}@example.com`;
  const created = await createDraft(t, {}, 'default', 'asic');
  const data = { ...wholeApplication, Email: email, EmailConfirm: email, ...answers, _cardType: 'asic', _company: 'default' };
  const person = await t.app.people.insert(t.app.db, {
    draftId: created.id, company: 'default', cardType: 'asic', firstname: 'Jane', surname: 'Citizen', birthdate: step1.Birthdate!, email,
    data: typedPart(data),
  }, at);
  return { id: person.id, draftId: created.id, number: trackingNumber(person.id, 'asic'), token: await signIdToken(person.id, t.app.config.auth) };
}

async function downloadText(t: TestApp, kind: string, person: { id: number; draftId: number; token: string }): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/download/${kind}/${person.id}/${person.draftId}`, headers: { authorization: `Bearer ${person.token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe('the dates a PDF prints are the office\'s day, in words', () => {
  it('the application form and the invoice sent at 19:47 UTC on 27 November say 28 November 2026 in Sydney', async () => {
    const person = await sentAt(sydney, EVENING_UTC);
    const form = await downloadText(sydney, 'application-form', person);
    expect(form).toContain('Sent 28 November 2026');
    expect(form).not.toContain('27 November 2026');
    const invoice = await downloadText(sydney, 'invoice', person);
    expect(invoice).toMatch(/Date 28 November 2026/);
    expect(invoice).not.toContain('27 November 2026');
  });

  it('the same application in an office in Perth: the form and the invoice follow `TZ`', async () => {
    const person = await sentAt(perth, AFTERNOON_UTC);
    expect(await downloadText(perth, 'application-form', person)).toContain('Sent 27 November 2026');
    expect(await downloadText(perth, 'invoice', person)).toMatch(/Date 27 November 2026/);
  });

  it('the job-ready certificate writes the birth date and the check\'s date as calendar days, unshifted', async () => {
    const person = await sentAt(sydney, EVENING_UTC, { _jobReady: true, Appsubtype: '2', OperationalNeedId: null, airports: [] });
    for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(sydney.app, { action, who: person.number, by: 'Staff' }, EVENING_UTC);
    await runPersonCommand(sydney.app, { action: 'decision', who: person.number, decision: 'Y', by: 'Staff', date: '2026-11-28' }, EVENING_UTC);
    const text = await downloadText(sydney, 'certificate', person);
    expect(text).toContain('Background check finished 28 November 2026');
    const [y, m, d] = step1.Birthdate!.split('-').map(Number);
    const birth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
    expect(text).toContain(`Date of birth ${birth}`);
  });

  it('the signed statement signed at 14:00 UTC on 27 November: the 27th in Perth, the 28th in Sydney', async () => {
    for (const [t, day] of [[perth, '27 November 2026'], [sydney, '28 November 2026']] as const) {
      const person = await submittedPerson(t);
      const form = (await t.app.opNeedForms.byPeopleId(person.Id))!;
      expect(await t.app.opNeedForms.sign(form.id, t.app.opNeedForms.fieldsOf(form), png(300, 100), AFTERNOON_UTC)).toBe(true);
      const token = await signInAs(t, person);
      const res = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${person.Id}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text, t.app.config.timeZone).toContain(`Signed ${day}`);
      expect(text).toContain(`Date signed ${day}`);
    }
  });

  it('the induction certificate completed at 14:00 UTC on 27 November is dated by the office\'s time zone', async () => {
    for (const [timeZone, day] of [['Australia/Perth', '27 November 2026'], ['Australia/Sydney', '28 November 2026']] as const) {
      const made = await inductionCertificate({
        traineeName: 'Jane Citizen', programName: 'DIA Security Induction', airport: 'Darwin International Airport',
        completedAt: AFTERNOON_UTC.toISOString(), code: 'ABCD-EFGH', checkUrl: 'https://cards.example.com.au/induction-certificate/ABCD-EFGH',
        company: 'adg', timeZone,
      });
      expect(await pdfText(made.bytes), timeZone).toContain(`on ${day}`);
    }
  });
});
