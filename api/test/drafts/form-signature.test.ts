import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { createDraft, headers, save, step1, step2, wholeApplication, type Created } from '../draft-helpers.ts';
import { dataUrl, goodSignature, lyingPng, png } from '../signature-helpers.ts';

// SPEC §7 POST /api/form/{id}/save-signature and GET /api/form/{id}/get-signature: a self-sponsored
// applicant's signature, saved with the draft's key, checked as the signer's is, and named by the server alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

/** A whole self-employed application, ready to send. */
async function finished(): Promise<Created & { email: string }> {
  const email = `self.${Math.random().toString(36).slice(2)}@example.com`;
  const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
  const created = await createDraft(t, data);
  const saved = await save(t, created.id, created.key, {
    ...wholeApplication, ...data, ExtraData: { ...wholeApplication.ExtraData, OpNeedType: 'self employed' }, _version: 1, _stepCompleted: 3,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...created, email };
}

describe('POST /api/form/{id}/save-signature and GET /api/form/{id}/get-signature (the wizard\'s own)', () => {
  const saveSignature = (created: Created, payload: unknown, key: string | undefined = created.key) => t.app.inject({
    method: 'POST', url: `/api/form/${created.id}/save-signature`, headers: headers(key), payload: JSON.stringify(payload),
  });
  const getSignature = (created: Created, key: string | undefined = created.key) => t.app.inject({
    method: 'GET', url: `/api/form/${created.id}/get-signature`, headers: headers(key),
  });

  it('keeps a checked PNG with the draft, names it in _signatureFile and shows it back', async () => {
    const created = await createDraft(t, { ...step1 });
    const other = await createDraft(t, { ...step1 });
    expectErrorShape(await getSignature(created), 404);
    expect(expectErrorShape(await saveSignature(created, { signature: goodSignature }, ''), 401).reason).toBe('key_required');
    expectErrorShape(await saveSignature(created, { signature: goodSignature }, other.key), 403);
    expectErrorShape(await getSignature(created, other.key), 403);
    for (const signature of [undefined, 'nope', dataUrl(png(10, 10)), dataUrl(lyingPng(9000, 100))]) {
      expect(expectErrorShape(await saveSignature(created, { signature }), 400).fields).toEqual({ signature: 'signature' });
    }
    expect((await saveSignature(created, { signature: goodSignature, extra: 1 })).statusCode).toBe(400);

    const saved = await saveSignature(created, { signature: goodSignature });
    expect(saved.statusCode, saved.body).toBe(200);
    const { _signatureFile } = saved.json();
    const shown = await getSignature(created);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatch(/^data:image\/png;base64,/);
    expect(PNG.sync.read(Buffer.from(shown.json().data.split(',')[1], 'base64'))).toMatchObject({ width: 300, height: 100 });

    // The draft names it, and an autosave can neither change nor lose it.
    const loaded = await t.app.inject({ method: 'GET', url: `/api/form/${created.form._formLink}`, headers: headers(created.key) });
    expect(loaded.json()._signatureFile).toBe(_signatureFile);
    expect((await save(t, created.id, created.key, { ...created.form, _signatureFile: 'other.png', _version: 1 })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/form/${created.form._formLink}`, headers: headers(created.key) });
    expect(again.json()._signatureFile).toBe(_signatureFile);

    // A second signature replaces the first.
    const second = await saveSignature(created, { signature: dataUrl(png(400, 120)) });
    expect(second.json()._signatureFile).not.toBe(_signatureFile);
    expect(PNG.sync.read(Buffer.from((await getSignature(created)).json().data.split(',')[1], 'base64')).width).toBe(400);
  });

  it('is 409 once the draft is sent; the signature can still be shown', async () => {
    const draft = await finished();
    expect((await saveSignature(draft, { signature: goodSignature })).statusCode).toBe(200);
    // Step 4 can be completed once a self-employed applicant has signed.
    const email = draft.email;
    const completed = await save(t, draft.id, draft.key, {
      ...wholeApplication, ...step1, ...step2, Email: email, EmailConfirm: email,
      ExtraData: { ...wholeApplication.ExtraData, OpNeedType: 'self employed' }, _version: 2, _stepCompleted: 4,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/form/${draft.id}/people`, headers: headers(draft.key), payload: {} })).statusCode).toBe(200);
    expect(expectErrorShape(await saveSignature(draft, { signature: goodSignature }), 409).reason).toBe('converted');
    expect((await getSignature(draft)).statusCode).toBe(200);
  });
});
