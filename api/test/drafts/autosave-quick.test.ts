import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { hashKey, newKey } from '../../src/features/drafts/keys.ts';
import type { QuickSave } from '../../src/features/drafts/repository.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { createDraft, save, setDraft, step1, step2, step3 } from '../draft-helpers.ts';

// The autosave's one-statement path (drafts.quickSave): it must write exactly when PUT's longer path
// would, and every refusal must still be the longer path's answer, with nothing written. On SQLite and PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { saveRateLimit: { max: 100_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

/** The row as the server reads it: its data without the members the server owns (drafts.dataOf). */
async function row(id: number) {
  const found = await t.app.db.selectFrom('drafts').select(['data', 'version', 'step_completed'])
    .where('id', '=', id).executeTakeFirstOrThrow();
  return { ...found, data: t.app.drafts.dataOf(found) as Draft };
}

describe('drafts.quickSave', () => {
  const quick = (id: number, key: string, changes: Partial<QuickSave> = {}) => t.app.drafts.quickSave({
    id, keyHash: hashKey(key), version: 1, body: { Firstname: 'Quick' }, fromStep: 0, belowStep: 3, company: 'default', cardType: 'asic',
    now: new Date().toISOString(), ...changes,
  });

  it('writes the data and the next version, and leaves the step count as it is', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Before' });
    expect(await quick(id, key)).toBe(true);
    expect(await row(id)).toEqual({ data: { Firstname: 'Quick' }, version: 2, step_completed: 0 });
  });

  it('writes nothing with a key that is not one of the draft\'s, for a missing draft, or on a stale version', async () => {
    const a = await createDraft(t, { Firstname: 'A' });
    const b = await createDraft(t, { Firstname: 'B' });
    expect(await quick(a.id, b.key)).toBe(false);
    expect(await quick(a.id, newKey())).toBe(false);
    expect(await quick(999_999, a.key)).toBe(false);
    expect(await quick(a.id, a.key, { version: 2 })).toBe(false);
    expect(await row(a.id)).toMatchObject({ data: { Firstname: 'A' }, version: 1 });
  });

  it('writes nothing to a disabled, converted or expired draft', async () => {
    for (const state of [{ disabled: 1 }, { converted: 1 }, { expired_at: new Date().toISOString() }]) {
      const { id, key } = await createDraft(t, { Firstname: 'Kept' });
      await setDraft(t, id, state);
      expect(await quick(id, key), JSON.stringify(state)).toBe(false);
      expect(await row(id)).toMatchObject({ data: { Firstname: 'Kept' }, version: 1 });
    }
  });

  it('writes only within the steps asked for', async () => {
    const { id, key } = await createDraft(t);
    expect(await quick(id, key, { fromStep: 1 })).toBe(false);
    expect(await quick(id, key, { belowStep: 0 })).toBe(false);
    expect(await quick(id, key, { fromStep: 0, belowStep: 1 })).toBe(true);
  });

  it('a key taken from the draft stops working; a key added to it works', async () => {
    const { id, key } = await createDraft(t);
    await t.app.drafts.revokeKeys(id);
    expect(await quick(id, key)).toBe(false);
    const added = newKey();
    await t.app.drafts.addKey(id, hashKey(added), new Date().toISOString());
    expect(await quick(id, added)).toBe(true);
  });

  it('leaves the save to the longer path while a transaction is open on SQLite\'s one connection', async () => {
    const { id, key } = await createDraft(t);
    const inside = await t.app.drafts.transaction(() => quick(id, key));
    // SQLite: refused inside the transaction (the raw statement would have joined it); PostgreSQL: a pool connection.
    expect(inside).toBe(Boolean(process.env.DATABASE_URL));
    expect((await row(id)).version).toBe(inside ? 2 : 1);
  });
});

describe('PUT /api/form/{id} answers as before with the one-statement path', () => {
  it('a revoked key is refused (401: it is no draft\'s now) and nothing is written; the draft\'s new key saves', async () => {
    const { id, key } = await createDraft(t, { Firstname: 'Kept' });
    expect((await save(t, id, key, { Firstname: 'One', _version: 1 })).statusCode).toBe(200);
    await t.app.drafts.revokeKeys(id);
    expect(expectErrorShape(await save(t, id, key, { Firstname: 'Two', _version: 2 }), 401).reason).toBe('key_required');
    expect(await row(id)).toMatchObject({ data: { Firstname: 'One' }, version: 2 });
    const added = newKey();
    await t.app.drafts.addKey(id, hashKey(added), new Date().toISOString());
    expect((await save(t, id, added, { Firstname: 'Three', _version: 2 })).json()).toEqual({ id, version: 3 });
  });

  it('saves of several drafts at once are each saved and answered (on SQLite they may share a commit)', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, (_, i) => createDraft(t, { Firstname: `Draft ${'abcdef'[i]}` })));
    const answers = await Promise.all(drafts.map((d, i) => save(t, d.id, d.key, { Firstname: `Saved ${i}`, _version: 1 })));
    expect(answers.map((res) => res.json())).toEqual(drafts.map((d) => ({ id: d.id, version: 2 })));
    for (const [i, d] of drafts.entries()) expect(await row(d.id)).toMatchObject({ data: { Firstname: `Saved ${i}` }, version: 2 });
  });

  it('two tabs saving the same version at once: one is saved, the other is 409 with the version it made', async () => {
    const { id, key } = await createDraft(t);
    const names = ['Tab one', 'Tab two', 'Tab three'];
    const answers = await Promise.all(names.map((name) => save(t, id, key, { Firstname: name, _version: 1 })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.findIndex((res) => res.statusCode === 200);
    expect(answers[winner]!.json()).toEqual({ id, version: 2 });
    for (const lost of answers.filter((res) => res.statusCode === 409)) {
      expect(expectErrorShape(lost, 409)).toMatchObject({ reason: 'stale_version', version: 2 });
    }
    const stored = await row(id);
    expect(stored.version).toBe(2);
    expect(stored.data.Firstname).toBe(names[winner]);
  });

  it('a stale version is still 409 with the current version, and writes nothing', async () => {
    const { id, key } = await createDraft(t);
    expect((await save(t, id, key, { Firstname: 'Tab one', _version: 1 })).json()).toEqual({ id, version: 2 });
    expect((await save(t, id, key, { Firstname: 'Tab one again', _version: 2 })).json()).toEqual({ id, version: 3 });
    expect(expectErrorShape(await save(t, id, key, { Firstname: 'Tab two', _version: 2 }), 409))
      .toMatchObject({ reason: 'stale_version', version: 3 });
    expect(await row(id)).toMatchObject({ data: { Firstname: 'Tab one again' }, version: 3 });
  });

  it('refused states answer as before and nothing is written', async () => {
    const cases = [
      [{ disabled: 1 }, 404, 'link_disabled'], [{ converted: 1 }, 409, 'converted'],
      [{ expired_at: new Date().toISOString() }, 401, 'link_expired'],
    ] as const;
    for (const [state, status, reason] of cases) {
      const { id, key } = await createDraft(t, { Firstname: 'Kept' });
      await setDraft(t, id, state);
      expect(expectErrorShape(await save(t, id, key, { Firstname: 'No', _version: 1 }), status).reason).toBe(reason);
      expect(await row(id)).toMatchObject({ data: { Firstname: 'Kept' }, version: 1 });
    }
  });

  it('a body claiming the steps already completed, fewer or none keeps the count; server members are not stored', async () => {
    const { id, key } = await createDraft(t);
    expect((await save(t, id, key, { ...step1, _version: 1, _stepCompleted: 1 })).statusCode).toBe(200);
    for (const [claimed, version] of [[1, 2], [0, 3], [undefined, 4]] as const) {
      const res = await save(t, id, key, { ...step1, Birthplace: `Town ${version}`, _version: version, _stepCompleted: claimed, _company: 'postal' });
      expect(res.json(), res.body).toEqual({ id, version: version + 1 });
    }
    const stored = await row(id);
    expect(stored).toMatchObject({ version: 5, step_completed: 1, data: { Birthplace: 'Town 4' } });
    // The body's text is stored as sent; the server's members in it are never read back.
    expect(stored.data).not.toHaveProperty('_stepCompleted');
    expect(stored.data).not.toHaveProperty('_company');
    const form = (await t.app.inject({ method: 'GET', url: `/api/form/${(await t.app.drafts.byId(id))!.form_link}`, headers: { 'x-form-key': key } })).json();
    expect(form).toMatchObject({ _company: 'default', _stepCompleted: 1, _version: 5, Birthplace: 'Town 4' });
  });

  it('stores the body\'s text as it was parsed: members the server owns are dropped as it is read, a byte order mark before', async () => {
    const { id, key } = await createDraft(t);
    // The body names its brand and card type and holds the codes the card rules give, as the page's do.
    const codes = { Apptype: 'S', Appsubtype: '', Site: 5, ExtraData: { Provisional: false } };
    const sent = { Firstname: 'Sent', ...codes, _company: 'default', _cardType: 'asic', _version: 1, _linkDisabled: true, _signatureFile: 'elsewhere.png', _peopleId: 7 };
    const res = await t.app.inject({
      method: 'PUT', url: `/api/form/${id}`, headers: { 'content-type': 'application/json', 'x-form-key': key },
      payload: `\uFEFF${JSON.stringify(sent)}`,
    });
    expect(res.json(), res.body).toEqual({ id, version: 2 });
    const text = (await t.app.db.selectFrom('drafts').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
    expect(JSON.parse(text)).toEqual(sent);
    expect((await row(id)).data).toEqual({ Firstname: 'Sent', ...codes });
    const draft = (await t.app.drafts.byId(id))!;
    const form = (await t.app.inject({ method: 'GET', url: `/api/form/${draft.form_link}`, headers: { 'x-form-key': key } })).json();
    expect(form).toMatchObject({ Firstname: 'Sent', _version: 2, _peopleId: null });
    expect(form).not.toHaveProperty('_linkDisabled');
    expect(form).not.toHaveProperty('_signatureFile');
  });

  it('a claim beyond the form is still 400, and a new step is still checked', async () => {
    const { id, key } = await createDraft(t);
    expect(expectErrorShape(await save(t, id, key, { _version: 1, _stepCompleted: 9 }), 400).fields).toMatchObject({ _stepCompleted: 'invalid' });
    expect(expectErrorShape(await save(t, id, key, { _version: 1, _stepCompleted: 1 }), 400).fields).toHaveProperty('Firstname');
    expect(await row(id)).toMatchObject({ version: 1, step_completed: 0 });
  });

  it('a body echoing its create answer, as the page\'s do, stays on the one-statement path', async () => {
    for (const [company, cardType] of [['default', 'asic'], ['default', 'msic'], ['chcheli', 'asic'], ['adg', 'asic']] as const) {
      const { id, key, form } = await createDraft(t, { Firstname: 'Page' }, company, cardType);
      expect((await save(t, id, key, { ...form, Surname: 'Typed', _version: 1 })).json()).toEqual({ id, version: 2 });
      // Stored as sent: the server's members are in the text (a longer-path save stores the typed part only).
      const text = (await t.app.db.selectFrom('drafts').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
      expect(JSON.parse(text), `${company} ${cardType}`).toMatchObject({ _formLink: form._formLink, Surname: 'Typed' });
    }
  });

  it('a body with a need and airports chosen, as the rules leave them, stays on the one-statement path', async () => {
    const { id, key, form } = await createDraft(t, { ...step1, ...step2 });
    // The first such save takes the longer path, which reads the server's needs and airports and settles the body.
    expect((await save(t, id, key, { ...step1, ...step2, ...step3, _version: 1 })).statusCode).toBe(200);
    const settled = (await t.app.inject({ method: 'GET', url: `/api/form/${form._formLink ?? ''}`,
      headers: { 'x-form-key': key } })).json() as Draft;
    const res = await save(t, id, key, { ...settled, Surname: 'Typed', _version: 2 });
    expect(res.json(), res.body).toEqual({ id, version: 3 });
    const text = (await t.app.db.selectFrom('drafts').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
    expect(JSON.parse(text)).toMatchObject({ _formLink: settled._formLink, Surname: 'Typed', OperationalNeedId: 3 });
  });

  it('a need the rules would clear airports for, or an airport not in the list, still takes the longer path', async () => {
    const { id, key } = await createDraft(t, { ...step1, ...step2 });
    expect((await save(t, id, key, { ...step1, ...step2, ...step3, _version: 1 })).statusCode).toBe(200);
    // A white need with the red need's airports: the rules clear them, so the body is not stored as sent.
    const white = await save(t, id, key, { ...step1, ...step2, ...step3, OperationalNeedId: 10, _company: 'default', _cardType: 'asic', _version: 2 });
    expect(white.statusCode, white.body).toBe(200);
    expect((await row(id)).data).toMatchObject({ OperationalNeedId: 10, airports: [] });
    const unknown = await save(t, id, key, { ...step1, ...step2, ...step3, airports: [{ Id: 99_999 }], _company: 'default', _cardType: 'asic', _version: 3 });
    expect(expectErrorShape(unknown, 400).fields).toEqual({ 'airports.0.Id': 'invalid' });
  });

  it('from the card step on, a save still has its codes set by the server', async () => {
    const { id, key } = await createDraft(t, { ...step1, ...step2 });
    const whole = { ...step1, ...step2, ...step3 };
    expect((await save(t, id, key, { ...whole, _version: 1, _stepCompleted: 3 })).statusCode).toBe(200);
    const res = await save(t, id, key, { ...whole, Apptype: 'A', Site: 0, _version: 2 });
    expect(res.json(), res.body).toEqual({ id, version: 3 });
    expect(await row(id)).toMatchObject({ step_completed: 3, data: { Apptype: 'S', Site: 5 } });
  });
});
