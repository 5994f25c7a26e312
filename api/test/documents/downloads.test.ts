import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentType, type Draft } from '@cards/shared/domain';
import { signIdToken } from '../../src/features/people/id-token.ts';
import { typedPart } from '../../src/features/drafts/payload.ts';
import { expectAccessible, pdfAccessibility, pdfText, type StructNode } from '../pdf-helpers.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { createDraft, headers, save, signInAs, step1, step2, wholeApplication, type SubmittedPerson } from '../draft-helpers.ts';
import { trackingNumber } from '@cards/shared/domain';

// SPEC §7 downloads, §2 'Track screen': real PDFs, parsed back, only with the person's own token.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

/** A sent application with a name that needs more than Latin-1, signed in. */
async function signedIn(changes: object = {}): Promise<SubmittedPerson & { token: string }> {
  const email = `pdf.${Math.random().toString(36).slice(2)}@example.com`;
  const data = { ...step1, ...step2, Firstname: 'Żaneta', Surname: 'Nguyễn', Email: email, EmailConfirm: email };
  const created = await createDraft(t, data);
  expect((await save(t, created.id, created.key, { ...wholeApplication, ...data, ...changes, _version: 1, _stepCompleted: 4 })).statusCode).toBe(200);
  const converted = (await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} })).json();
  const person = { ...converted, email, birthdate: step1.Birthdate!, draftId: created.id };
  return { ...person, token: await signInAs(t, person) };
}

function download(kind: string, id: number, formId: number, token?: string) {
  return t.app.inject({ method: 'GET', url: `/api/download/${kind}/${id}/${formId}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/download/{kind}/{id}/{formId}', () => {
  it('the application form and the invoice are PDFs with the person\'s name and tracking number', async () => {
    const person = await signedIn();
    const form = await download('application-form', person.Id, person.draftId, person.token);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toBe(`attachment; filename="application-form-${person.TrackingNumber}.pdf"`);
    expect(form.headers['cache-control']).toBe('no-store');
    const formText = await pdfText(form.rawPayload);
    expect(formText).toContain('Żaneta Mary Nguyễn');
    expect(formText).toContain(person.TrackingNumber);
    expect(formText).toContain('Harbour Ground Services Pty Ltd');
    expect(formText).toMatch(/Payment In person at the interview/);

    const invoice = await download('invoice', person.Id, person.draftId, person.token);
    const invoiceText = await pdfText(invoice.rawPayload);
    expect(invoiceText).toContain('Tax invoice');
    expect(invoiceText).toContain('Żaneta Mary Nguyễn');
    expect(invoiceText).toContain(person.TrackingNumber);
    expect(invoiceText).toContain('ABN 10 600 000 550');
    expect(invoiceText).toMatch(/GST \$27\.90/);
    expect(invoiceText).toMatch(/Total \(including GST\) \$306\.90/);
    expect(invoiceText).toContain('Not paid yet');

    await runPersonCommand(t.app, { action: 'payment', who: person.TrackingNumber, by: 'Staff', date: '2026-11-02' });
    expect(await pdfText((await download('invoice', person.Id, person.draftId, person.token)).rawPayload)).toContain('Paid on 2 November 2026');
    // The form then says how it stands, not the choice made when applying.
    const paidForm = await pdfText((await download('application-form', person.Id, person.draftId, person.token)).rawPayload);
    expect(paidForm).toMatch(/Payment Paid on 2 November 2026/);
    expect(paidForm).not.toContain('In person at the interview');
  });

  it('the job-ready certificate only for a job-ready application whose check was decided Y', async () => {
    const person = await signedIn({ _jobReady: true, Appsubtype: '2', OperationalNeedId: null, airports: [] });
    expectErrorShape(await download('certificate', person.Id, person.draftId, person.token), 404);
    for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(t.app, { action, who: person.TrackingNumber, by: 'Staff' });
    await runPersonCommand(t.app, { action: 'decision', who: person.TrackingNumber, decision: 'Y', by: 'Staff' });
    const res = await download('certificate', person.Id, person.draftId, person.token);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Job-ready certificate');
    expectAccessible(await pdfAccessibility(res.rawPayload), `Job-ready certificate ${person.TrackingNumber}`);
    expect(text).toContain(person.TrackingNumber);
    const plain = await signedIn();
    expectErrorShape(await download('certificate', plain.Id, plain.draftId, plain.token), 404);
  });

  it('nothing without the person\'s own token, or with another form id', async () => {
    const person = await signedIn();
    const other = await signedIn();
    expectErrorShape(await download('invoice', person.Id, person.draftId), 401);
    expectErrorShape(await download('invoice', person.Id, person.draftId, other.token), 403);
    expectErrorShape(await download('invoice', person.Id, other.draftId, person.token), 404);
    expectErrorShape(await download('passport', person.Id, person.draftId, person.token), 400);
  });
});

/** Each row header cell (TH) of the structure tree with the text of its cell (TD). */
function rowsOf(nodes: StructNode[]): Map<string, string> {
  const rows = new Map<string, string>();
  for (const row of nodes.filter((n) => n.role === 'TR')) {
    const [th, td] = row.children;
    if (th?.role === 'TH' && td?.role === 'TD' && th.text) rows.set(th.text, td.text);
  }
  return rows;
}

/** A sent application stored as the conversion stores it (typed answers; brand and card in the row), with a token. */
async function sent(cardType: 'asic' | 'msic', answers: Draft) {
  const email = `answers.${Math.random().toString(36).slice(2)}@example.com`;
  const created = await createDraft(t, {}, 'default', cardType);
  const data = { ...wholeApplication, Email: email, EmailConfirm: email, ...answers, _cardType: cardType, _company: 'default' };
  const person = await t.app.people.insert(t.app.db, {
    draftId: created.id, company: 'default', cardType, firstname: 'Jane', surname: 'Citizen', birthdate: step1.Birthdate!, email,
    data: typedPart(data as Record<string, unknown>),
  }, new Date());
  return { id: person.id, draftId: created.id, number: trackingNumber(person.id, cardType), token: await signIdToken(person.id, t.app.config.auth) };
}

const birthCertificate: Draft = {
  _skippedId: false,
  _idDocument: {
    Id: DocumentType.BirthCertificate,
    Details: { State: 'NSW', RegistrationNumber: '12345/1990', RegistrationYear: '1990', CertificateNumber: 'A7731902', FamilyName: 'Citizen', GivenNames: 'Jane Mary' },
  },
};

describe('the application form PDF: every answer in the applicant\'s words, tagged PDF/UA-1', () => {
  it('an ASIC: the proof of identity and its details, the airports, as a structure of headings and tables', async () => {
    const person = await sent('asic', birthCertificate);
    const res = await download('application-form', person.id, person.draftId, person.token);
    expect(res.statusCode, res.body).toBe(200);
    const nodes = expectAccessible(await pdfAccessibility(res.rawPayload), `ASIC application ${person.number}`);
    expect(nodes.find((n) => n.role === 'H1')!.text).toBe('ASIC application form');
    expect(nodes.filter((n) => n.role === 'H2').map((n) => n.text))
      .toEqual(['Personal and contact details', 'Address history', 'Card and employer details', 'Payment and declaration']);
    const rows = rowsOf(nodes);
    expect(rows.get('Proof of identity')).toBe('Australian birth certificate');
    expect(rows.get('Registration number')).toBe('12345/1990');
    expect(rows.get('Certificate number')).toBe('A7731902');
    expect(rows.get('Given names on the certificate')).toBe('Jane Mary');
    expect(rows.get('Airports')).toBe('Australia-wide (AUS)');
    expect(rows.get('What you do in your job')).toBe(wholeApplication.ExtraData!.OpNeedOccupation);
    expect(rows.get('Card')).toBe('ASIC');
  });

  it('an MSIC: named as an MSIC, four years, and no airports row (it does not apply to the card)', async () => {
    const person = await sent('msic', { ...birthCertificate, _fourYear: true, airports: [] });
    const res = await download('application-form', person.id, person.draftId, person.token);
    expect(res.statusCode, res.body).toBe(200);
    const facts = await pdfAccessibility(res.rawPayload);
    const nodes = expectAccessible(facts, `MSIC application ${person.number}`);
    const rows = rowsOf(nodes);
    expect(rows.get('Card')).toBe('MSIC');
    expect(rows.get('How long')).toBe('4 years');
    expect(rows.get('Registration number')).toBe('12345/1990');
    expect(rows.has('Airports')).toBe(false);
    expect(await pdfText(res.rawPayload)).not.toMatch(/Airports|ASIC\b/);
  });

  it('the invoice is tagged: its charges a table with row header cells, the total last', async () => {
    const person = await sent('msic', { _fourYear: true, airports: [] });
    const res = await download('invoice', person.id, person.draftId, person.token);
    const nodes = expectAccessible(await pdfAccessibility(res.rawPayload), `Tax invoice ${person.number}`);
    const rows = [...rowsOf(nodes).entries()];
    expect(rows.at(-1)).toEqual(['Total (including GST)', '$394.90']);
    expect(rows).toContainEqual(['MSIC application fee (excluding GST)', '$359.00']);
  });
});
