import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { headers, load, outbox, save, setDraft, step1, type Created } from '../draft-helpers.ts';

// SPEC §7 POST /api/form sent again after its answer was lost (the draft store's Idempotency-Key,
// features/drafts/create-retry.ts): the retry is answered with the draft the first request made, under a new key.

let t: TestApp;
const windowMs = 60 * 60_000;
beforeAll(async () => {
  t = await createTestApp({
    shell: false,
    config: {
      createRetryWindowMs: windowMs,
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      saveRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const requestKey = () => randomBytes(16).toString('hex');

/** POST /api/form with what the page has before its first save (SPEC §5): the address, twice, unless `draft` has them. */
function create(key: string | undefined, draft: { Email?: string; Firstname?: string }, company = 'default') {
  const email = draft.Email ?? 'retry@example.com';
  return t.app.inject({
    method: 'POST', url: '/api/form', payload: { Email: email, EmailConfirm: email, ...draft },
    headers: { ...headers(undefined, company), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

const draftCount = async () => Number((await t.app.db.selectFrom('drafts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('SPEC §7 POST /api/form with an Idempotency-Key', () => {
  it('answers a create sent again with the draft the first made (200), under a new key; both keys open it', async () => {
    const key = requestKey();
    const before = await draftCount();
    const first = await create(key, { Firstname: 'Ana', Email: 'ana@example.com' });
    expect(first.statusCode).toBe(201);
    const made = first.json() as Created;

    // The page never got that answer, and sends again what it has now.
    const again = await create(key, { Firstname: 'Anabel', Email: 'ana@example.com' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const answered = again.json() as Created;
    expect(answered.id).toBe(made.id);
    expect(answered.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answered.key).not.toBe(made.key);
    // The draft as it was made: the page saves what it has since with the next autosave.
    expect(answered.form).toMatchObject({ Firstname: 'Ana', _id: made.id, _version: 1, _formLink: made.form._formLink });
    expect(await draftCount()).toBe(before + 1);

    for (const k of [made.key, answered.key]) expect((await load(t, made.form._formLink!, k)).statusCode).toBe(200);
    const saved = await save(t, made.id, answered.key, { Firstname: 'Anabel', Email: 'ana@example.com', _version: 1 });
    expect(saved.json()).toEqual({ id: made.id, version: 2 });
  });

  it('sends the saved-form email once when the create that completed step 1 is sent again', async () => {
    const key = requestKey();
    const email = `retry.${requestKey()}@example.com`;
    const typed = { ...step1, Email: email, EmailConfirm: email, _stepCompleted: 1 };
    expect((await create(key, typed)).statusCode).toBe(201);
    expect((await create(key, typed)).statusCode).toBe(200);
    const sent = await outbox(t, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('/apply/form/');
  });

  it('makes one draft of two identical creates in flight at once', async () => {
    const key = requestKey();
    const before = await draftCount();
    const answers = await Promise.all([create(key, { Firstname: 'Bo' }), create(key, { Firstname: 'Bo' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => (a.json() as Created).id)).size).toBe(1);
    expect(await draftCount()).toBe(before + 1);
  });

  it('makes a new draft, as without a key, once the first was saved, sent, expired or disabled, or for another brand', async () => {
    const cases: Array<[string, (made: Created) => Promise<unknown>, string?]> = [
      ['saved since', (made) => save(t, made.id, made.key, { Firstname: 'Cy', _version: 1 })],
      ['sent', (made) => setDraft(t, made.id, { converted: 1 })],
      ['expired', (made) => setDraft(t, made.id, { expired_at: new Date().toISOString() })],
      ['disabled', (made) => setDraft(t, made.id, { disabled: 1 })],
      ['another brand', async () => undefined, 'bne'],
    ];
    for (const [name, change, company] of cases) {
      const key = requestKey();
      const made = (await create(key, { Firstname: 'Cy' })).json() as Created;
      await change(made);
      const again = await create(key, { Firstname: 'Cy' }, company);
      expect(again.statusCode, name).toBe(201);
      expect((again.json() as Created).id, name).not.toBe(made.id);
      // The key stays with the first draft: sent a third time, it still makes a new one.
      const third = await create(key, { Firstname: 'Cy' }, company);
      expect(third.statusCode, name).toBe(201);
    }
  });

  it('makes a new draft once the window has passed', async () => {
    const key = requestKey();
    const made = (await create(key, { Firstname: 'Di' })).json() as Created;
    await t.app.db.updateTable('draft_creations').set({ created_at: new Date(Date.now() - windowMs - 1000).toISOString() })
      .where('draft_id', '=', made.id).execute();
    const again = await create(key, { Firstname: 'Di' });
    expect(again.statusCode).toBe(201);
    expect((again.json() as Created).id).not.toBe(made.id);
  });

  it('stores only the hash of the key, and the row goes with its draft', async () => {
    const key = requestKey();
    const made = (await create(key, { Firstname: 'Ed' })).json() as Created;
    const rows = await t.app.db.selectFrom('draft_creations').selectAll().where('draft_id', '=', made.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
    await t.app.db.deleteFrom('drafts').where('id', '=', made.id).execute();
    expect(await t.app.db.selectFrom('draft_creations').selectAll().where('draft_id', '=', made.id).execute()).toEqual([]);
  });

  it('refuses a key that is not shaped like one with 400 naming the header, and makes nothing', async () => {
    const before = await draftCount();
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it here', 'ключ-ключ-ключ-ключ']) {
      const res = await create(bad, { Firstname: 'Flo' });
      const body = expectErrorShape(res, 400);
      expect(body.fields).toEqual({ 'Idempotency-Key': 'invalid' });
    }
    expect(await draftCount()).toBe(before);
  });
});
