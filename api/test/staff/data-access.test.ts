import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingNumber } from '@cards/shared/domain';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { now } from '../../src/platform/clock.ts';
import { createTestApp, expectErrorShape, uniqueEmail, withoutLimits, type TestApp } from '../helpers.ts';
import { signInAs, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';
import { pdfAccessibility, pdfText, expectAccessible } from '../pdf-helpers.ts';
import { madePerson } from './made-people.ts';
import { signedInMember, type StaffBrowser } from './staff-helpers.ts';

// Data-access requests (APP 12, docs/staff-console.md): everything held about a person of the member's brand, as
// JSON and as a PDF a person can read, never a secret of ours, each copy on the person's record; another brand's
// person is not found.

let t: TestApp;
let officer: StaffBrowser;
let person: SubmittedPerson;
let msicId: number;
let otherBrandId: number;

beforeAll(async () => {
  t = await createTestApp({ config: withoutLimits() });
  officer = (await signedInMember(t.app, 'default', uniqueEmail('privacy'), ['privacy-officer'], 'Pat Privacy')).browser;
  person = await submittedPerson(t);
  await signInAs(t, person);
  await runPersonCommand(t.app, { action: 'interview', who: person.TrackingNumber, by: 'Sam Staff', date: '2026-10-01' });
  await t.app.db.insertInto('payments').values({
    people_id: person.Id, amount_cents: 9500, provider: 'test', status: 'paid', open: null, last4: '4242', reference: 'ch_test_1',
    card_fingerprint: 'f'.repeat(64), created_at: now().toISOString(),
  }).execute();
  await t.app.db.insertInto('form_errors').values({
    draft_id: person.draftId, error: 'Step 2 would not save', user_data: JSON.stringify({ Firstname: 'Jane' }), company: 'default', user_agent: null, created_at: now().toISOString(),
  }).execute();
  await t.app.db.updateTable('people').set({ birthdate_salt: 'salt-never-shown', birthdate_hash: 'hash-never-shown' }).where('id', '=', person.Id).execute();
  msicId = await madePerson(t.app, { cardType: 'msic', firstname: 'Żaneta', surname: 'Wójcik', createdAt: '2026-11-02T01:00:00.000Z' });
  otherBrandId = await madePerson(t.app, { company: 'bne', createdAt: '2026-11-02T01:00:00.000Z' });
}, 120_000);
afterAll(async () => t?.close());

const json = (id: number) => officer.request('GET', `/api/staff/people/${id}/data-access.json`);
const pdf = (id: number) => officer.request('GET', `/api/staff/people/${id}/data-access.pdf`);

describe('GET /api/staff/people/:peopleId/data-access.json', () => {
  it('gives everything held about the person, as a download, and puts the copy on their record', async () => {
    const res = await json(person.Id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="personal-information-${person.TrackingNumber}.json"`);
    const held = res.json();
    expect(held).toMatchObject({
      madeBy: 'Pat Privacy', trackingNumber: person.TrackingNumber, card: 'ASIC', redacted: false,
      person: { id: person.Id, company: 'default', firstname: 'Jane', email: person.email, birthdate: person.birthdate, interviewedAt: '2026-10-01T00:00:00.000Z' },
      application: { Firstname: 'Jane', Email: person.email },
      draft: { answers: expect.objectContaining({ Firstname: 'Jane' }), signatureHeld: expect.any(Boolean) },
      payments: [{ amountCents: 9500, status: 'paid', cardLast4: '4242', reference: 'ch_test_1' }],
      operationalNeedForms: [{ status: 'awaited', signatureHeld: false }],
      // The code sent on conversion, and the one signed in with.
      formErrors: [{ error: 'Step 2 would not save', answers: { Firstname: 'Jane' } }],
      signInCodes: { count: 2, codes: [{ purpose: 'conversion', usedAt: null }, { purpose: 'sign-in', usedAt: expect.any(String) }] },
    });
    expect(held.audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toEqual([['interview', 'Sam Staff']]);
    expect(held.emails.length).toBeGreaterThan(0);
    expect(held.emails[0]).toEqual({ at: expect.any(String), subject: expect.any(String), kind: expect.any(String), status: expect.any(String), sentAt: expect.toBeOneOf([null, expect.any(String)]) });
    // Our secrets and the mail's wording stay ours.
    expect(res.body).not.toMatch(/salt-never-shown|hash-never-shown|f{64}|code_hash|key_hash|ref_hash|birthdate_salt/);
    expect(held.emails.some((e: Record<string, unknown>) => 'text' in e || 'html' in e)).toBe(false);

    const audit = await t.app.people.audit(person.Id);
    expect(audit.at(-1)).toMatchObject({ actor: 'Pat Privacy', action: 'data-access' });
    expect(JSON.parse(audit.at(-1)!.after)).toMatchObject({ format: 'json' });
  });

  it('says a signed statement\'s signature is held without giving its image', async () => {
    const form = (await t.app.opNeedForms.byPeopleId(person.Id))!;
    const { png } = await import('../signature-helpers.ts');
    expect(await t.app.opNeedForms.sign(form.id, t.app.opNeedForms.fieldsOf(form), png(300, 100), now())).toBe(true);
    const held = (await json(person.Id)).json();
    expect(held.operationalNeedForms).toEqual([expect.objectContaining({ status: 'signed', signatureHeld: true, signedAt: expect.any(String) })]);
    expect(held.notes.join(' ')).toMatch(/signature as an image/);
    expect(JSON.stringify(held)).not.toMatch(/iVBOR|"type":"Buffer"/);
  });

  it('another brand\'s person, or none: 404 with the same body, and nothing recorded', async () => {
    const other = await json(otherBrandId);
    const none = await json(999_999);
    expectErrorShape(other, 404);
    expect(other.body).toBe(none.body);
    expectErrorShape(await pdf(otherBrandId), 404);
    expect(await t.app.people.audit(otherBrandId)).toEqual([]);
  });

  it('a redacted person\'s copy says so and holds only what is kept', async () => {
    const redacted = await submittedPerson(t);
    await runPersonCommand(t.app, { action: 'redact', who: redacted.TrackingNumber, by: 'Pat Privacy' });
    const held = (await json(redacted.Id)).json();
    expect(held).toMatchObject({
      redacted: true, application: null, draft: { answers: null }, operationalNeedForms: [], emails: [], inductions: [], formErrors: [], signInCodes: { count: 0 },
      person: { firstname: null, surname: '', email: '', birthdate: '', redactedAt: expect.any(String) },
    });
    expect(held.notes[0]).toMatch(/^This record was redacted/);
    expect(held.audit.map((a: { action: string }) => a.action)).toEqual(['redact']);
    const text = await pdfText(new Uint8Array((await pdf(redacted.Id)).rawPayload));
    expect(text).toContain('This record was redacted');
    expect(text).not.toContain('Jane');
  });
});

describe('GET /api/staff/people/:peopleId/data-access.pdf', () => {
  it('is a readable PDF naming the ASIC, the person and their number, as a download on record', async () => {
    const res = await pdf(person.Id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="personal-information-${person.TrackingNumber}.pdf"`);
    const bytes = new Uint8Array(res.rawPayload);
    const text = await pdfText(bytes);
    expect(text).toContain('Personal information we hold about your ASIC application');
    expect(text).toContain(`Jane Citizen · Tracking number ${person.TrackingNumber} · Made`);
    for (const heading of ['About this copy', 'Your details', 'Progress', 'Record of changes', 'Payments', 'Statement of operational need', 'Emails we sent you', 'Sign-in codes']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Interview recorded, by Sam Staff');
    expect(text).toContain('$95.00, paid, card ending 4242');
    expect(text).toContain('Step 2 would not save (with a copy of the answers at the time)');
    expect(text).toContain('1 October 2026');
    expectAccessible(await pdfAccessibility(bytes), `Personal information held: ASIC application ${person.TrackingNumber}`);
    const audit = await t.app.people.audit(person.Id);
    expect(audit.at(-1)).toMatchObject({ actor: 'Pat Privacy', action: 'data-access' });
    expect(JSON.parse(audit.at(-1)!.after)).toMatchObject({ format: 'pdf' });
  });

  it('names the MSIC for an MSIC person, and prints their name as written', async () => {
    const res = await pdf(msicId);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Personal information we hold about your MSIC application');
    expect(text).toContain(`Żaneta Wójcik · Tracking number ${trackingNumber(msicId, 'msic')}`);
    expect(text).not.toMatch(/\bASIC\b/);
  });
});
