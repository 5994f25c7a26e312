import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, mailSettings, type TestApp } from '../helpers.ts';
import { completeStepOne, createDraft, exchange, headers, load, outbox, resumeLinkIn, save, setDraft, step1 } from '../draft-helpers.ts';

// POST /api/form/{ref}/key: an emailed link carries a one-time token, which the page that opens it
// exchanges for a key of its own. SPEC §7 leaves how an emailed link opens a draft to us (docs/decisions.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    shell: false,
    config: {
      mail: mailSettings({ tokenTtlMs: 60_000 }),
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** A draft whose step 1 is complete, and the token of its saved-form email. */
async function emailedDraft(address: string) {
  const created = await createDraft(t, { ...step1, Email: address, EmailConfirm: address });
  expect((await completeStepOne(t, created)).statusCode).toBe(200);
  const [mail] = await outbox(t, address);
  return { ...created, token: resumeLinkIn(mail!.text).token };
}

describe('a token buys one key, once', () => {
  it('answers a new key, kept only as its hash; the token is spent; the first page\'s key keeps working', async () => {
    const { id, key, form, token } = await emailedDraft('once@example.com');
    const res = await exchange(t, form._formLink!, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key: bought } = res.json();
    expect(bought).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([key, token]).not.toContain(bought);

    const again = expectErrorShape(await exchange(t, form._formLink!, token), 401);
    expect(again).toMatchObject({ reason: 'link_expired', randomId: form._formLink });
    expect(again.message).toBe('This link has already been used, or is too old. We can email you a new one.');

    expect((await load(t, form._formLink!, key)).statusCode).toBe(200);
    expect((await load(t, form._formLink!, bought)).statusCode).toBe(200);
    expect((await save(t, id, bought, { ...form, _version: 2, Surname: 'Ng' })).statusCode).toBe(200);

    // Neither the token nor the key is stored as it was given.
    const stored = JSON.stringify([
      await t.app.db.selectFrom('draft_tokens').selectAll().where('draft_id', '=', id).execute(),
      await t.app.db.selectFrom('draft_keys').selectAll().where('draft_id', '=', id).execute(),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(bought);
  });

  it('gives exactly one key when the same link is opened many times at once', async () => {
    const { form, token } = await emailedDraft('race@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(t, form._formLink!, token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(9);
  });

  it('refuses a token that is too old, of another draft, or made up', async () => {
    const old = await emailedDraft('old@example.com');
    await t.app.db.updateTable('draft_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('draft_id', '=', old.id).execute();
    expect(expectErrorShape(await exchange(t, old.form._formLink!, old.token), 401).reason).toBe('link_expired');

    const mine = await emailedDraft('mine@example.com');
    const theirs = await emailedDraft('theirs@example.com');
    expectErrorShape(await exchange(t, mine.form._formLink!, theirs.token), 401);
    expectErrorShape(await exchange(t, mine.form._formLink!, 'x'.repeat(43)), 401);
    expectErrorShape(await exchange(t, mine.form._formLink!, ''), 401);
    // Theirs still works for their own draft: a wrong guess spends nothing.
    expect((await exchange(t, theirs.form._formLink!, theirs.token)).statusCode).toBe(200);
  });

  it('lasts MAIL_TOKEN_TTL_MS from the email', async () => {
    const { id } = await emailedDraft('ttl@example.com');
    const row = await t.app.db.selectFrom('draft_tokens').selectAll().where('draft_id', '=', id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60_000);
    expect(row.purpose).toBe('form-saved');
  });

  it('400 for a malformed body, 404 for an unknown or disabled link', async () => {
    const { form, id, token } = await emailedDraft('shapes@example.com');
    const post = (payload: unknown, ref = form._formLink!) =>
      t.app.inject({ method: 'POST', url: `/api/form/${ref}/key`, headers: headers(), payload: payload as object });
    expect(expectErrorShape(await post({}), 400).fields).toEqual({ token: 'required' });
    expect(expectErrorShape(await post({ token: 'x'.repeat(101) }), 400).fields).toEqual({ token: 'maxlength' });
    expect(expectErrorShape(await post({ token: 12 }), 400).fields).toEqual({ token: 'invalid' });
    expect(expectErrorShape(await post({ token }, 'Q'.repeat(24)), 404).message).toMatch(/could not find/i);
    expectErrorShape(await post({ token }, 'not a link'), 404);
    await setDraft(t, id, { disabled: 1 });
    expect(expectErrorShape(await post({ token }), 404).reason).toBe('link_disabled');
  });
});

describe('SPEC §4 idle handling: a link whose session expired', () => {
  it('opens the draft again for the new page only; the pages open when it expired stay shut out', async () => {
    const { id, key, form } = await emailedDraft('expired.page@example.com');
    const expired = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key), payload: { ...form, _version: 2 },
    });
    expect(expired.json()).toMatchObject({ emailed: true });
    expect(expectErrorShape(await load(t, form._formLink!, key), 401).reason).toBe('link_expired');

    expect((await t.app.inject({ method: 'POST', url: `/api/mail/link-expired/${form._formLink}`, headers: headers(), payload: {} })).statusCode).toBe(200);
    const [newLink] = await outbox(t, 'expired.page@example.com');
    const { key: fresh } = (await exchange(t, form._formLink!, resumeLinkIn(newLink!.text).token)).json();
    expect((await load(t, form._formLink!, fresh)).statusCode).toBe(200);
    // Its keys were revoked with the expiry: a key that is no draft's now.
    expect(expectErrorShape(await load(t, form._formLink!, key), 401).reason).toBe('key_required');
    const row = await t.app.db.selectFrom('drafts').select('expired_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.expired_at).toBeNull();
  });

  it('a token from before the expiry still opens it: it was emailed to the person, not held by the idle page', async () => {
    const { id, key, form, token } = await emailedDraft('older.token@example.com');
    await t.app.inject({ method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key), payload: { ...form, _version: 2 } });
    const res = await exchange(t, form._formLink!, token);
    expect(res.statusCode).toBe(200);
    expect((await load(t, form._formLink!, res.json().key)).statusCode).toBe(200);
  });
});
