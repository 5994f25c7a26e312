import fs from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, localityDataDir, type TestApp } from '../helpers.ts';
import { createDraft, firstSave, headers, invitedDraft, load, outbox, save, setDraft, step1, step2, step3 } from '../draft-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    shell: false,
    config: {
      formRateLimit: { max: 10_000, windowMs: 60_000 },
      saveRateLimit: { max: 10_000, windowMs: 60_000 },
      mailRateLimit: { max: 10_000, windowMs: 60_000 },
      reportRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('SPEC §7 POST /api/form creates a draft (§3 draft, ARCHITECTURE persistence and access)', () => {
  it('answers 201 with id, a 43-character key and the form with its server members', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: { ...firstSave, Firstname: 'Jo' } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id, key, form } = res.json();
    expect(id).toEqual(expect.any(Number));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(form).toMatchObject({
      Firstname: 'Jo', _id: id, _version: 1, _stepCompleted: 0, _company: 'default', _cardType: 'asic',
      Site: 5, OpNeed: '', _companyId: null, _mailLinkSent: false, _peopleId: null,
    });
    expect(form._formLink).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(form._formLink).not.toBe(String(id));
  });

  it('answers every member of the draft, on creation and on load (the answer schema lets the draft through whole)', async () => {
    const typed = { ...step1, ...step2, ExtraData: { lodgementOption: 'postal' } };
    const { key, form } = await createDraft(t, typed);
    expect(form).toMatchObject(typed);
    const loaded = await load(t, form._formLink!, key);
    expect(loaded.json()).toEqual(form);
    for (const name of [...Object.keys(typed), '_id', '_formLink', '_version', '_stepCompleted', '_peopleId', 'Site', 'OpNeed']) {
      expect(loaded.json(), name).toHaveProperty(name);
    }
  });

  it('stores only the sha256 of the key', async () => {
    const { id, key } = await createDraft(t);
    const row = await t.app.db.selectFrom('drafts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('accepts a draft with no more than the first save needs (SPEC §5: a first name and the email twice alike)', async () => {
    expect((await createDraft(t, {})).form._version).toBe(1);
    expect((await createDraft(t, { Email: 'j', EmailConfirm: 'J ' })).form.Email).toBe('j');
  });

  it('takes the brand from X-Company (default when unknown) and the card type from X-Website-Type', async () => {
    const chc = await createDraft(t, {}, 'chcheli', 'msic');
    expect(chc.form).toMatchObject({ _company: 'chcheli', _cardType: 'msic', _companyId: 301, Site: 5 });
    const unknown = await createDraft(t, {}, 'nobody', 'boat');
    expect(unknown.form).toMatchObject({ _company: 'default', _cardType: 'asic' });
    // A card type the brand does not offer falls back to the brand's own.
    expect((await createDraft(t, {}, 'adg', 'msic')).form._cardType).toBe('asic');
  });

  it('SPEC §9: the postal brand presets operational need 9, Site 7 and access every day', async () => {
    const { form } = await invitedDraft(t);
    expect(form).toMatchObject({ _company: 'postal', Site: 7, OperationalNeedId: 9 });
    expect(form.ExtraData).toMatchObject({ OpNeedAccessFreq: 'Every day', OpNeedType: 'employer' });
    expect(form.ExtraData?.OpNeedOccupation?.split(/\s+/).length).toBeGreaterThanOrEqual(10);
  });

  it('SPEC §9: chcheli and sfc start with their organisation as the employer; what was typed is kept', async () => {
    expect((await createDraft(t, {}, 'chcheli')).form).toMatchObject({ Employername: 'CHC Helicopters (Australia)', Employercountry: 'AU' });
    expect((await createDraft(t, {}, 'sfc')).form).toMatchObject({ Employername: 'Flight College' });
    expect((await createDraft(t, { Employername: 'Typed' }, 'sfc')).form.Employername).toBe('Typed');
    expect((await createDraft(t, {}, 'default')).form.Employername).toBeUndefined();
  });

  it('every brand\'s new form can be saved back as it came (the presets pass saveErrors)', async () => {
    for (const brand of ['default', 'postal', 'chcheli', 'adg', 'bne', 'sfc']) {
      const { id, key, form } = brand === 'postal' ? await invitedDraft(t) : await createDraft(t, {}, brand);
      const res = await save(t, id, key, form);
      expect(res.statusCode, `${brand}: ${res.body}`).toBe(200);
    }
  });

  it('ignores server members sent in the body', async () => {
    const { id, form } = await createDraft(t, { _id: 999, _company: 'postal', _formLink: 'x', _peopleId: 7, _mailLinkSent: true, _version: 50 });
    expect(form).toMatchObject({ _id: id, _company: 'default', _peopleId: null, _mailLinkSent: false, _version: 1 });
    expect(form._formLink).not.toBe('x');
  });

  it('refuses a malformed draft with 400 naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: { Firstname: 12, Surname: ['a'] } });
    const body = expectErrorShape(res, 400);
    expect(Object.keys(body.fields as object)).toEqual(expect.arrayContaining(['Firstname', 'Surname']));
  });

  it('creating with step 1 complete needs step 1 to pass (SPEC §4 form progress)', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/form', headers: headers(), payload: { ...step1, Email: 'nope', EmailConfirm: 'nope', _stepCompleted: 1 } });
    expect(Object.keys(expectErrorShape(bad, 400).fields as object)).toContain('Email');
    const good = await createDraft(t, { ...step1, _stepCompleted: 1 });
    expect(good.form._stepCompleted).toBe(1);
  });
});

describe('SPEC §7 GET /api/form/{ref} and §6 access by key', () => {
  it('loads the draft by its form link with the key, with the server members', async () => {
    const { id, key, form } = await createDraft(t, { Firstname: 'Jane', Surname: 'Citizen' });
    const res = await load(t, form._formLink!, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(form);
    expect(res.json()).toMatchObject({ _id: id, _version: 1, _stepCompleted: 0, _mailLinkSent: false, _peopleId: null });
  });

  it('401 without a key, with reason and the reference for the link-expired page', async () => {
    const { form } = await createDraft(t);
    const body = expectErrorShape(await load(t, form._formLink!), 401);
    expect(body).toMatchObject({ reason: 'key_required', randomId: form._formLink });
  });

  it('401 with a key that is no draft\'s, 403 with another draft\'s key (ARCHITECTURE \'API conventions\')', async () => {
    const a = await createDraft(t);
    const b = await createDraft(t);
    expect(expectErrorShape(await load(t, a.form._formLink!, 'x'.repeat(43)), 401).reason).toBe('key_required');
    expect(expectErrorShape(await load(t, a.form._formLink!, 'short'), 401).reason).toBe('key_required');
    expectErrorShape(await load(t, a.form._formLink!, b.key), 403);
  });

  it('404 for a numeric id or an unknown reference, key or not (ids cannot be walked)', async () => {
    const { id, key } = await createDraft(t);
    expectErrorShape(await load(t, String(id), key), 404);
    expectErrorShape(await load(t, '1'), 404);
    expectErrorShape(await load(t, 'A'.repeat(24), key), 404);
    expectErrorShape(await load(t, 'not a ref%20at all', key), 404);
    expectErrorShape(await load(t, 'x'.repeat(190), key), 404);
  });

  it('§4: an expired link is 401 with reason link_expired and randomId', async () => {
    const { key, form } = await createDraft(t);
    await setDraft(t, form._id!, { expired_at: new Date().toISOString() });
    const body = expectErrorShape(await load(t, form._formLink!, key), 401);
    expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', reason: 'link_expired', randomId: form._formLink });
    // The same without a key: the reference is all the link-expired page needs.
    expect(expectErrorShape(await load(t, form._formLink!), 401).reason).toBe('link_expired');
  });

  it('§4: a disabled link is 404 with reason link_disabled', async () => {
    const { key, form } = await createDraft(t);
    await setDraft(t, form._id!, { disabled: 1 });
    expect(expectErrorShape(await load(t, form._formLink!, key), 404).reason).toBe('link_disabled');
  });

  it('a converted draft still loads, with its person id, so the page can go to status', async () => {
    const { key, form } = await createDraft(t);
    await setDraft(t, form._id!, { converted: 1, people_id: 4321 });
    expect((await load(t, form._formLink!, key)).json()).toMatchObject({ _peopleId: 4321 });
  });
});

describe('SPEC §7 PUT /api/form/{id}: autosave', () => {
  it('round trip: saves what was typed and answers the next version', async () => {
    const { id, key, form } = await createDraft(t);
    const typed = { ...form, Firstname: 'Jane', _address: [{ Country: 'AU', Line1: '1 Main St' }] };
    const res = await save(t, id, key, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, version: 2 });
    const loaded = (await load(t, form._formLink!, key)).json();
    expect(loaded).toEqual({ ...typed, _version: 2 });
    const again = await save(t, id, key, { ...loaded, Surname: 'Citizen' });
    expect(again.json()).toEqual({ id, version: 3 });
  });

  it('keeps half-typed values exactly (autosave stores what was typed)', async () => {
    const { id, key, form } = await createDraft(t);
    const half = { Firstname: 'J', Email: 'jane@', EmailConfirm: 'ja', Birthdate: '19', Mobilephonenumber: '04', _address: [{ Postcode: '60' }] };
    expect((await save(t, id, key, { ...half, _version: 1 })).statusCode).toBe(200);
    expect((await load(t, form._formLink!, key)).json()).toMatchObject(half);
  });

  it('401 without a key or with one that is no draft\'s, 403 with another draft\'s key', async () => {
    const a = await createDraft(t);
    const b = await createDraft(t);
    expect(expectErrorShape(await save(t, a.id, undefined, { _version: 1 }), 401).reason).toBe('key_required');
    expect(expectErrorShape(await save(t, a.id, 'y'.repeat(43), { _version: 1 }), 401).reason).toBe('key_required');
    expectErrorShape(await save(t, a.id, b.key, { _version: 1 }), 403);
    // Nothing was written by those.
    expect((await load(t, a.form._formLink!, a.key)).json()._version).toBe(1);
  });

  it('an unknown id answers as a wrong key does, so ids tell nobody how many drafts exist; 400 for a malformed one', async () => {
    const { id, key } = await createDraft(t);
    const other = await createDraft(t);
    const missing = await save(t, 999_999, key, { _version: 1 });
    const wrongKey = await save(t, other.id, key, { _version: 1 });
    expectErrorShape(missing, 403);
    expect(missing.body).toBe(wrongKey.body);
    // The next id, not yet taken, looks the same as any draft that is not yours.
    expect((await save(t, Math.max(id, other.id) + 1, key, { _version: 1 })).body).toBe(wrongKey.body);
    expectErrorShape(await save(t, 'abc', key, { _version: 1 }), 400);
    expectErrorShape(await save(t, '1e3', key, { _version: 1 }), 400);
  });

  it('409 on a stale version, with reason and the current version (two tabs)', async () => {
    const { id, key } = await createDraft(t);
    expect((await save(t, id, key, { Firstname: 'Tab one', _version: 1 })).statusCode).toBe(200);
    const body = expectErrorShape(await save(t, id, key, { Firstname: 'Tab two', _version: 1 }), 409);
    expect(body).toMatchObject({ reason: 'stale_version', version: 2 });
  });

  it('400 when _version is missing or not a whole number', async () => {
    const { id, key } = await createDraft(t);
    expect(expectErrorShape(await save(t, id, key, { Firstname: 'x' }), 400).fields).toEqual({ _version: 'required' });
    expect(expectErrorShape(await save(t, id, key, { _version: '1' }), 400).fields).toEqual({ _version: 'invalid' });
    expect(expectErrorShape(await save(t, id, key, { _version: 1.5 }), 400).fields).toEqual({ _version: 'invalid' });
  });

  it('400 naming each malformed field: wrong types, arrays for strings, over-long text, unknown keys', async () => {
    const { id, key } = await createDraft(t);
    const res = await save(t, id, key, {
      _version: 1,
      Firstname: 42,
      Surname: ['Citizen'],
      Middlenames: 'x'.repeat(5000),
      NotADraftField: 'x',
    });
    const fields = expectErrorShape(res, 400).fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['Firstname', 'Surname', 'Middlenames', 'NotADraftField']));
    expect(fields.Middlenames).toBe('maxlength');
  });

  it('refuses a malformed body by the draft schema before any handler: before the key is even asked for', async () => {
    const { id } = await createDraft(t);
    const res = await save(t, id, undefined, { _version: 'one', Firstname: 7, Gender: 'Q', NotADraftField: 1 });
    expect(expectErrorShape(res, 400).fields).toEqual({
      _version: 'invalid', Firstname: 'type', Gender: 'invalid', NotADraftField: 'unknown',
    });
  });

  it('400 for a body that is not a draft object, 415 for other content types', async () => {
    const { id, key } = await createDraft(t);
    for (const payload of ['[]', 'null', '"text"', '42', '{"_version": 1,']) {
      expectErrorShape(await save(t, id, key, payload), 400);
    }
    const text = await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { ...headers(key), 'content-type': 'text/plain' }, payload: 'hi' });
    expectErrorShape(text, 415);
  });

  // The card type is no longer among them: a young draft's card may be changed (msic-start.test.ts).
  it('ignores server members in the body', async () => {
    const { id, key, form } = await createDraft(t);
    const res = await save(t, id, key, {
      _version: 1, _id: 5, _formLink: 'stolen', _company: 'postal', _peopleId: 9, _mailLinkSent: true,
      _linkDisabled: true, _companyId: 301, Firstname: 'Jane',
    });
    expect(res.statusCode).toBe(200);
    expect((await load(t, form._formLink!, key)).json()).toMatchObject({
      _id: id, _formLink: form._formLink, _company: 'default', _cardType: 'asic', _peopleId: null, _mailLinkSent: false,
      _companyId: null, Firstname: 'Jane',
    });
  });

  it('§4: completing step 1 with a bad value is 400 naming it; with good values it completes', async () => {
    const { id, key, form } = await createDraft(t);
    const bad = await save(t, id, key, { ...step1, Email: 'jane@example', EmailConfirm: 'jane@example', _version: 1, _stepCompleted: 1 });
    expect(Object.keys(expectErrorShape(bad, 400).fields as object)).toContain('Email');
    expect((await load(t, form._formLink!, key)).json()).toMatchObject({ _stepCompleted: 0, _version: 1 });

    const good = await save(t, id, key, { ...step1, _version: 1, _stepCompleted: 1 });
    expect(good.statusCode, good.body).toBe(200);
    expect((await load(t, form._formLink!, key)).json()).toMatchObject({ _stepCompleted: 1, _version: 2 });
  });

  it('§4: progress cannot jump past a step that fails, nor beyond the brand\'s steps, nor go back', async () => {
    const { id, key, form } = await createDraft(t);
    // Step 2 (address history) is empty, so steps 1 to 3 cannot all be complete.
    const jump = await save(t, id, key, { ...step1, _version: 1, _stepCompleted: 3 });
    expect(Object.keys(expectErrorShape(jump, 400).fields as object).some((f) => f.startsWith('_address'))).toBe(true);
    expect(expectErrorShape(await save(t, id, key, { ...step1, _version: 1, _stepCompleted: 5 }), 400).fields)
      .toMatchObject({ _stepCompleted: 'invalid' });
    expect(expectErrorShape(await save(t, id, key, { _version: 1, _stepCompleted: -1 }), 400).fields)
      .toMatchObject({ _stepCompleted: 'invalid' });

    // Steps 1 and 2 pass; step 3 asks for its own answers, named field by field.
    const unanswered = expectErrorShape(await save(t, id, key, { ...step1, ...step2, _version: 1, _stepCompleted: 3 }), 400);
    expect(unanswered.fields).toMatchObject({ OperationalNeedId: 'required', airports: 'required', Employername: 'required' });
    const done = await save(t, id, key, { ...step1, ...step2, ...step3, _version: 1, _stepCompleted: 3 });
    expect(done.statusCode, done.body).toBe(200);
    expect((await save(t, id, key, { ...step1, ...step2, ...step3, _version: 2, _stepCompleted: 1 })).statusCode).toBe(200);
    expect((await load(t, form._formLink!, key)).json()._stepCompleted).toBe(3);
  });

  it('the asset brands have 3 steps (SPEC §9)', async () => {
    const { id, key } = await createDraft(t, {}, 'sfc');
    expect(expectErrorShape(await save(t, id, key, { ...step1, ...step2, _version: 1, _stepCompleted: 4 }), 400).fields)
      .toMatchObject({ _stepCompleted: 'invalid' });
  });

  it('409 converted for a converted draft; 401 link_expired and 404 link_disabled as on load', async () => {
    const converted = await createDraft(t);
    await setDraft(t, converted.id, { converted: 1, people_id: 12 });
    expect(expectErrorShape(await save(t, converted.id, converted.key, { _version: 1 }), 409).reason).toBe('converted');
    const expired = await createDraft(t);
    await setDraft(t, expired.id, { expired_at: new Date().toISOString() });
    expect(expectErrorShape(await save(t, expired.id, expired.key, { _version: 1 }), 401)).toMatchObject({
      reason: 'link_expired', randomId: expired.form._formLink,
    });
    const disabled = await createDraft(t);
    await setDraft(t, disabled.id, { disabled: 1 });
    expect(expectErrorShape(await save(t, disabled.id, disabled.key, { _version: 1 }), 404).reason).toBe('link_disabled');
  });

  it('keeps the body limit: 413 for a draft over BODY_LIMIT', async () => {
    const { id, key } = await createDraft(t);
    expectErrorShape(await save(t, id, key, { _version: 1, Firstname: 'x'.repeat(300 * 1024) }), 413);
  });
});

describe('SPEC §7 POST /api/form/{id}/expired (§4 idle: saved as expired, expiry mail sent)', () => {
  it('saves the body, marks the link expired and emails a link to the link-expired page', async () => {
    const { id, key, form } = await createDraft(t, { ...step1, Email: 'expiry@example.com', EmailConfirm: 'expiry@example.com' });
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key),
      payload: { ...form, Email: 'expiry@example.com', Birthplace: 'Broome', _version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, formLink: form._formLink, emailed: true });
    const row = await t.app.db.selectFrom('drafts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data).Birthplace).toBe('Broome');
    expect(row.expired_at).not.toBeNull();
    expect(row.version).toBe(2);
    expect(expectErrorShape(await load(t, form._formLink!, key), 401)).toMatchObject({ reason: 'link_expired', randomId: form._formLink });

    const [mail] = await outbox(t, 'expiry@example.com');
    expect(mail!.subject).toBe('The link to your ASIC application has expired');
    expect(mail!.text).toContain(`${t.config.publicUrl}/link-expired/${form._formLink}?company=default`);
    expect(mail!.text).not.toContain(key);
    expect(mail!.text).toContain('Hello Jane,');

    // Saving it as expired again changes nothing more and sends no second email.
    const again = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/expired`, headers: headers(key), payload: { ...form, _version: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect(await outbox(t, 'expiry@example.com')).toHaveLength(1);
  });

  it('needs the key, a current version and a well-formed body; sends nothing without an email address', async () => {
    const { id, key } = await createDraft(t);
    const post = (payload: object, k?: string) => t.app.inject({ method: 'POST', url: `/api/form/${id}/expired`, headers: headers(k), payload });
    expect(expectErrorShape(await post({ _version: 1 }), 401).reason).toBe('key_required');
    expect(expectErrorShape(await post({ _version: 1 }, 'z'.repeat(43)), 401).reason).toBe('key_required');
    expect(expectErrorShape(await post({ _version: 7 }, key), 409)).toMatchObject({ reason: 'stale_version', version: 1 });
    expect(Object.keys(expectErrorShape(await post({ _version: 1, Surname: { a: 1 } }, key), 400).fields as object)).toContain('Surname');
    const before = (await outbox(t)).length;
    expect((await post({ _version: 1, Firstname: 'No email' }, key)).statusCode).toBe(200);
    expect((await outbox(t)).length).toBe(before);
  });
});

describe('SPEC §7 POST /api/form/{id}/error', () => {
  it('stores the error and the draft copy and answers 204', async () => {
    const { id, key, form } = await createDraft(t);
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${id}/error`, headers: headers(key),
      payload: { error: 'POST /api/form/1/people failed: 500', user: form },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('form_errors').selectAll().where('draft_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ error: 'POST /api/form/1/people failed: 500', company: 'default' });
    expect(JSON.parse(rows[0]!.user_data!)._formLink).toBe(form._formLink);
  });

  it('needs the key and a bounded report', async () => {
    const { id, key } = await createDraft(t);
    const post = (payload: unknown, k?: string) => t.app.inject({ method: 'POST', url: `/api/form/${id}/error`, headers: headers(k), payload: JSON.stringify(payload) });
    expect(expectErrorShape(await post({ error: 'x' }), 401).reason).toBe('key_required');
    expect(expectErrorShape(await post({ error: 'x' }, 'q'.repeat(43)), 401).reason).toBe('key_required');
    expect(expectErrorShape(await post({ error: 'x'.repeat(4001) }, key), 400).fields).toEqual({ error: 'maxlength' });
    expect(expectErrorShape(await post({}, key), 400).fields).toEqual({ error: 'required' });
    expectErrorShape(await post({ error: 'x', user: 'not a draft' }, key), 400);
    // Members other than error and user are ignored (the report's schema is open), not stored.
    expect((await post({ error: 'x', extra: 1 }, key)).statusCode).toBe(204);
    expect(expectErrorShape(await post({ error: 'x', user: { Firstname: 'y'.repeat(70_000) } }, key), 400).fields).toEqual({ user: 'maxlength' });
  });
});

describe('ARCHITECTURE API conventions: bad input never gives a 5xx', () => {
  it('answers 4xx to malformed bodies, ids, refs and keys on every draft route', async () => {
    const { id, key, form } = await createDraft(t);
    const bodies = ['', '{', '[]', 'null', '0', '"x"', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}',
      JSON.stringify({ _version: 1, _address: 'x', _previousNames: [1, null], ExtraData: [], airports: {}, _idDocument: 'x' }),
      JSON.stringify({ _version: 1, _address: [{ Country: ['AU'] }], Birthdate: { y: 1 }, _stepCompleted: '1' }),
      JSON.stringify({ _version: 1e308, _stepCompleted: 1e308 }),
      JSON.stringify({ _version: 1, Firstname: '\u0000\ud800' }),
      JSON.stringify({ error: 5, user: [] }),
      JSON.stringify({ _id: 'x' }),
    ];
    const targets: Array<[string, string]> = [
      ['POST', '/api/form'], ['PUT', `/api/form/${id}`], ['POST', `/api/form/${id}/expired`], ['POST', `/api/form/${id}/error`],
      ['PUT', '/api/form/99999999999'], ['PUT', '/api/form/-1'], ['POST', '/api/mail/form-saved'],
      ['POST', `/api/mail/session-expired/${id}`], ['POST', '/api/mail/link-expired/%00'],
    ];
    for (const [method, url] of targets) {
      for (const payload of bodies) {
        for (const k of [key, 'bad', '']) {
          const res = await t.app.inject({ method: method as 'POST', url, headers: { ...headers(k), 'x-company': '__proto__' }, payload });
          expect(res.statusCode, `${method} ${url} ${payload} -> ${res.body}`).toBeLessThan(500);
        }
      }
    }
    for (const ref of ['%00', '..%2F..', 'a'.repeat(250), '%E0%A4%A', form._formLink!.toUpperCase()]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/form/${ref}`, headers: headers(key) });
      expect(res.statusCode, `${ref} -> ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('SPEC §5 the chosen suburb must match the locality data, on the server too', () => {
  it('refuses to complete step 2 with a suburb, state and postcode that are not a locality', async () => {
    const dataDir = await localityDataDir({ WA: [['PERTH', 2, '6000']] });
    const app = await createTestApp({ shell: false, config: { dataDir } });
    try {
      expect(app.app.localities.available).toBe(true);
      const good = await createDraft(app);
      expect((await save(app, good.id, good.key, { ...step1, ...step2, _version: 1, _stepCompleted: 2 })).statusCode).toBe(200);

      const bad = await createDraft(app);
      const address = { ...step2._address![0], Localityname: 'Nowhere' };
      const refused = await save(app, bad.id, bad.key, { ...step1, ...step2, _address: [address], _version: 1, _stepCompleted: 2 });
      expect(expectErrorShape(refused, 400).fields).toEqual({ '_address.0.Localityname': 'locality' });
      // Saving what was typed, without completing the step, still works.
      expect((await save(app, bad.id, bad.key, { ...step1, _address: [address], _version: 1 })).statusCode).toBe(200);
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('limits on rates: draft loads and saves per client', () => {
  it('answers 429 with Retry-After past the save limit, and the saved draft stays saved', async () => {
    const app = await createTestApp({ shell: false, config: { saveRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const { id, key, form } = await createDraft(app);
      for (let version = 1; version <= 3; version += 1) {
        const saved = await save(app, id, key, { Firstname: `Try${version}`, _version: version });
        expect(saved.statusCode).toBe(200);
        // Below the limit an answer says nothing of it: no page reads the counts (three headers fewer).
        expect(Object.keys(saved.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      }
      const limited = await save(app, id, key, { Firstname: 'Again', _version: 4 });
      expectErrorShape(limited, 429);
      expect(limited.headers['retry-after']).toBeTruthy();
      expect(form._formLink).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
