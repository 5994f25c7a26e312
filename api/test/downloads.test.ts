import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-helpers.ts';
import { runPersonCommand } from '../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from './helpers.ts';
import { createDraft, headers, save, signInAs, step1, step2, wholeApplication, type SubmittedPerson } from './draft-helpers.ts';

// SPEC §7 downloads, §2 'Track screen' (issue 11): real PDFs, parsed back, only with the person's own token.

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
