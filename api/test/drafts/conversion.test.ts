import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../src/features/people/id-token.ts';
import { createTestApp, expectErrorShape, mailSettings, withoutLimits, type TestApp } from '../helpers.ts';
import { createDraft, headers, outbox, save, step1, step2, wholeApplication, type Created } from '../draft-helpers.ts';

// SPEC §7 POST /api/form/{id}/people and POST /api/login, §4 'Confirming marks the last step complete and
// triggers conversion … the user is logged in automatically'.

let t: TestApp;
beforeAll(async () => {
  // The mail limits stay as they are: the submission email is held to them.
  t = await createTestApp({ shell: false, config: withoutLimits({ publicUrl: 'https://cards.example.com.au', mail: mailSettings() }) });
});
afterAll(async () => {
  await t.close();
});

function convert(created: Pick<Created, 'id' | 'key'>, key = created.key) {
  return t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(key), payload: {} });
}

function login(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: body });
}

/** A default-brand draft with every step complete. */
async function finished(email = `done.${Math.random().toString(36).slice(2)}@example.com`, company = 'default') {
  const created = await createDraft(t, { ...step1, ...step2, Email: email, EmailConfirm: email }, company);
  const res = await save(t, created.id, created.key, { ...wholeApplication, Email: email, EmailConfirm: email, _version: 1, _stepCompleted: 4 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...created, email };
}

describe('POST /api/form/{id}/people: conversion', () => {
  it('makes the person, answers Id, a one-time code and the tracking number, and locks the draft', async () => {
    const draft = await finished();
    const res = await convert(draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { Id, VerificationCode, TrackingNumber } = res.json();
    expect(Id).toEqual(expect.any(Number));
    expect(VerificationCode).toMatch(/^[\w-]{43}$/);
    expect(TrackingNumber).toBe(`VEA${String(Id + 1500).padStart(7, '0')}`);

    const person = await t.app.people.byId(Id);
    expect(person).toMatchObject({ draft_id: draft.id, company: 'default', card_type: 'asic', surname: 'Citizen', birthdate: '1990-05-17' });
    expect(JSON.parse(person!.data)).toMatchObject({ Employername: wholeApplication.Employername });
    const row = await t.app.db.selectFrom('drafts').select(['converted', 'people_id']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ converted: 1, people_id: Id });
    // Locked: no more saves.
    expect(expectErrorShape(await save(t, draft.id, draft.key, { ...wholeApplication, _version: 2 }), 409).reason).toBe('converted');
    // No code is stored as given.
    expect(JSON.stringify(await t.app.db.selectFrom('verification_codes').selectAll().execute())).not.toContain(VerificationCode);
  });

  it('makes one person of several confirms at once: the one that converts gets a code, the others 409 converted', async () => {
    const draft = await finished();
    const answers = await Promise.all([convert(draft), convert(draft), convert(draft)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(expectErrorShape(refused, 409).reason).toBe('converted');
      expect(refused.body).not.toContain('VerificationCode');
    }
    const { Id } = answers.find((r) => r.statusCode === 200)!.json();
    expect(await t.app.db.selectFrom('people').selectAll().where('draft_id', '=', draft.id).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('verification_codes').selectAll().where('people_id', '=', Id).execute()).toHaveLength(1);
  });

  it('a converted draft\'s key mints no sign-in code: 409 converted, no code stored, none that signs in', async () => {
    const draft = await finished();
    const first = await convert(draft);
    expect(first.statusCode, first.body).toBe(200);
    const { Id } = first.json();
    const codes = () => t.app.db.selectFrom('verification_codes').selectAll().where('people_id', '=', Id).execute();
    const before = await codes();
    // The key a browser kept (FormKey) asks again, as after a logout: on the code as it was, a fresh code came back
    // and, with the birthdate, signed in without the emailed one.
    for (let i = 0; i < 3; i++) {
      const again = await convert(draft);
      const body = expectErrorShape(again, 409);
      expect(body.reason).toBe('converted');
      expect(again.body).not.toContain('VerificationCode');
    }
    expect(await codes()).toEqual(before);
    expect(await t.app.db.selectFrom('people').selectAll().where('draft_id', '=', draft.id).execute()).toHaveLength(1);
  });

  it('a sent draft\'s link says only that it was sent and whose status it is, with its key or without one', async () => {
    const draft = await finished();
    const { Id } = (await convert(draft)).json();
    const formLink = draft.form._formLink!;
    for (const key of [draft.key, undefined]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/form/${formLink}`, headers: headers(key) });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      // SPEC §4: enough to say the form was completed and go to status; nothing the applicant typed.
      expect(answer).toMatchObject({ _peopleId: Id, _formLink: formLink, _cardType: 'asic', _company: 'default', _stepCompleted: 4 });
      for (const typed of ['Firstname', 'Surname', 'Birthdate', 'Email', 'Employername', '_address']) expect(answer).not.toHaveProperty(typed);
      expect(res.body).not.toContain(draft.email);
    }
  });

  it('queues the submission email once, with the tracking number and the link to track', async () => {
    const draft = await finished('submitted.mail@example.com');
    const { TrackingNumber } = (await convert(draft)).json();
    expectErrorShape(await convert(draft), 409);
    const mails = (await outbox(t, 'submitted.mail@example.com')).filter((m) => m.subject.includes(TrackingNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`We have your ASIC application: ${TrackingNumber}`);
    expect(mails[0]!.text).toContain(`https://cards.example.com.au/track-asic?ref=${TrackingNumber}&company=default`);
  });

  it('is refused for an unfinished draft (409 incomplete), without the key (401) or with another key (403)', async () => {
    const started = await createDraft(t, { ...step1, ...step2 });
    expect(expectErrorShape(await convert(started), 409)).toMatchObject({ reason: 'incomplete' });
    const draft = await finished();
    expect(expectErrorShape(await convert(draft, ''), 401).reason).toBe('key_required');
    expectErrorShape(await convert(draft, started.key), 403);
    expectErrorShape(await convert({ id: 999_999, key: draft.key }), 403);
    expect(await t.app.db.selectFrom('people').selectAll().where('draft_id', '=', draft.id).execute()).toHaveLength(0);
  });

  it('checks every answer again: a finished draft whose answers no longer pass is refused, naming them', async () => {
    const draft = await finished();
    const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', draft.id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('drafts').set({ data: JSON.stringify({ ...JSON.parse(row.data), Employeremail: 'x' }) }).where('id', '=', draft.id).execute();
    expect(expectErrorShape(await convert(draft), 409)).toMatchObject({ reason: 'incomplete', fields: { Employeremail: 'email' } });
  });
});

describe('POST /api/login with the conversion\'s code', () => {
  it('gives a signed id_token for the person, once per code', async () => {
    const draft = await finished();
    const { Id, VerificationCode } = (await convert(draft)).json();
    // SPEC §5, §6: the username is the person id the tracking number converts to.
    const res = await login({ username: String(Id), password: '1990-05-17', verificationCode: VerificationCode });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json();
    expect(await verifyIdToken(token, t.config.auth)).toBe(Id);
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(String(Id));
    expect(claims.exp! - claims.iat!).toBe(t.config.auth.idTokenTtlSeconds);
    // Only the person's id (and the token's own id, for signing out): no name, birthdate or email in a token anyone can read.
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iss', 'jti', 'sub']);

    const again = await login({ username: String(Id), password: '1990-05-17', verificationCode: VerificationCode });
    expect(expectErrorShape(again, 401).reason).toBe('invalid_verification');
  });

  it.each([
    ['a wrong birthdate', { password: '1990-05-18' }, 'not_found'],
    ['an unknown person', { username: '9999999' }, 'not_found'],
    ['not a person id', { username: 'hello' }, 'not_found'],
    ['a tracking number rather than the id', { username: 'VEA0001501' }, 'not_found'],
    ['a wrong code', { verificationCode: 'x'.repeat(43) }, 'invalid_verification'],
  ] as const)('401 for %s', async (_what, change, reason) => {
    const draft = await finished();
    const { Id, VerificationCode } = (await convert(draft)).json();
    const res = await login({ username: String(Id), password: '1990-05-17', verificationCode: VerificationCode, ...change });
    expect(expectErrorShape(res, 401).reason).toBe(reason);
  });

  it('401 expired_verification for a code past its time', async () => {
    const draft = await finished();
    const { Id, VerificationCode } = (await convert(draft)).json();
    await t.app.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('people_id', '=', Id).execute();
    expect(expectErrorShape(await login({ username: String(Id), password: '1990-05-17', verificationCode: VerificationCode }), 401).reason)
      .toBe('expired_verification');
  });

  it('the id may come as a number', async () => {
    const draft = await finished();
    const { Id, VerificationCode } = (await convert(draft)).json();
    expect((await login({ username: Id, password: '1990-05-17', verificationCode: VerificationCode })).statusCode).toBe(200);
  });
});

describe('step 3 through an unfinished draft', () => {
  it('a draft with steps 1 and 2 only cannot be converted', async () => {
    const created = await createDraft(t, { ...step1, ...step2 });
    await save(t, created.id, created.key, { ...step1, ...step2, _version: 1, _stepCompleted: 2 });
    expect(expectErrorShape(await convert(created), 409).reason).toBe('incomplete');
  });
});
