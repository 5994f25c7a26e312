import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp, uniqueEmail } from '../helpers.ts';
import { createDraft, headers, load, outbox, save, signInAs, step1, step2, step3, step4 } from '../draft-helpers.ts';
import { pdfText } from '../pdf-helpers.ts';
import { goodSignature } from '../signature-helpers.ts';

// 'Starting an MSIC' and 'Maritime wording': the card of a young draft can be changed by the same rule the
// page applies (domain/card-choice.ts), with what it clears; an MSIC's need is confirmed by maritime confirmers only
// (SPEC §3, §9, docs/sources.md 'MSIC operational need'), in step 3 and in the statement the employer signs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits({ publicUrl: 'https://cards.example.com.au' }) });
});
afterAll(async () => {
  await t.close();
});

const storedCard = async (id: number) =>
  (await t.app.db.selectFrom('drafts').select(['card_type', 'data']).where('id', '=', id).executeTakeFirstOrThrow());

/** Step 3 of an MSIC: an MSIC need (11), no airports, the employer confirming. */
const msicStep3: Draft = { ...step3, OperationalNeedId: 11, airports: [], ExtraData: { ...step3.ExtraData, OpNeedAccessFreq: 'Every day' } };

describe('changing the card of a young draft (SPEC §4 card type rules)', () => {
  it('an ASIC draft at step 2 becomes an MSIC: the row\'s card changes and the airports and need are cleared', async () => {
    const created = await createDraft(t, { ...step1, ...step2 });
    const atStep2 = await save(t, created.id, created.key, { ...created.form, ...step1, ...step2, _version: 1, _stepCompleted: 2 });
    expect(atStep2.statusCode, atStep2.body).toBe(200);
    // The applicant went on to step 3, chose an aviation need and an airport, then came back and changed the card.
    const withAviation = await save(t, created.id, created.key, { ...created.form, ...step1, ...step2, ...step3, _version: 2 });
    expect(withAviation.statusCode, withAviation.body).toBe(200);
    const changed = await save(t, created.id, created.key, { ...created.form, ...step1, ...step2, ...step3, _cardType: 'msic', _version: 3 });
    expect(changed.statusCode, changed.body).toBe(200);

    const row = await storedCard(created.id);
    expect(row.card_type).toBe('msic');
    const loaded = (await load(t, created.form._formLink!, created.key)).json<Draft>();
    expect(loaded).toMatchObject({ _cardType: 'msic', OperationalNeedId: null, airports: [], Firstname: step1.Firstname });
    expect(loaded.ExtraData?._numAirports).toBe(0);
    // An MSIC's step 3 then completes with an MSIC need, as on a draft made as an MSIC.
    const done = await save(t, created.id, created.key, { ...loaded, ...msicStep3, ...step4, _version: 4, _stepCompleted: 3 });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('and back: an MSIC draft becomes an ASIC and loses its four-year choice and white MSIC flow', async () => {
    const created = await createDraft(t, { ...step1, _whiteMsic: true, _fourYear: true }, 'default', 'msic');
    const res = await save(t, created.id, created.key, { ...created.form, _cardType: 'asic', _version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedCard(created.id)).card_type).toBe('asic');
    const loaded = (await load(t, created.form._formLink!, created.key)).json<Draft>();
    expect(loaded).toMatchObject({ _cardType: 'asic', _whiteMsic: false, _fourYear: false });
    expect(loaded.Apptype).toBe('S');
  });

  it('refuses the change once step 3 is complete, naming the field and the reason, and stores nothing', async () => {
    const created = await createDraft(t, { ...step1, ...step2 }, 'default', 'msic');
    const whole = { ...created.form, ...step1, ...step2, ...msicStep3, ...step4 };
    const done = await save(t, created.id, created.key, { ...whole, _version: 1, _stepCompleted: 3 });
    expect(done.statusCode, done.body).toBe(200);
    const res = await save(t, created.id, created.key, { ...whole, _cardType: 'asic', Firstname: 'Changed', _version: 2 });
    const body = expectErrorShape(res, 400);
    expect(body.fields).toEqual({ _cardType: 'invalid' });
    expect(body.reason).toBe('card_fixed');
    const row = await storedCard(created.id);
    expect(row.card_type).toBe('msic');
    expect(JSON.parse(row.data).Firstname).toBe(step1.Firstname);
  });

  it('refuses a card the brand does not issue (adg issues ASICs only)', async () => {
    const created = await createDraft(t, { ...step1 }, 'adg', 'asic');
    const res = await t.app.inject({
      method: 'PUT', url: `/api/form/${created.id}`, headers: headers(created.key, 'adg'),
      payload: { ...created.form, _cardType: 'msic', _version: 1 },
    });
    const body = expectErrorShape(res, 400);
    expect(body.fields).toEqual({ _cardType: 'invalid' });
    expect(body.reason).toBe('card_not_issued');
    expect((await storedCard(created.id)).card_type).toBe('asic');
  });

  it('the saved-form email sent with the save that changes the card and completes step 1 names the new card', async () => {
    const email = uniqueEmail('changer');
    const created = await createDraft(t, { ...step1, Email: email, EmailConfirm: email });
    const res = await save(t, created.id, created.key, { ...created.form, ...step1, Email: email, EmailConfirm: email, _cardType: 'msic', _version: 1, _stepCompleted: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(t, email);
    expect(mail!.subject).toContain('MSIC');
  });
});

describe('an MSIC\'s need is confirmed by maritime confirmers (SPEC §3, §9)', () => {
  it.each(['recreational', 'private pilot', 'trainee pilot', 'pilot', 'lame'])('step 3 of an MSIC refuses %s, naming the field', async (OpNeedType) => {
    const created = await createDraft(t, { ...step1, ...step2 }, 'default', 'msic');
    const res = await save(t, created.id, created.key, {
      ...created.form, ...step1, ...step2, ...msicStep3, ...step4, ExtraData: { ...msicStep3.ExtraData, OpNeedType }, _version: 1, _stepCompleted: 3,
    });
    expect(expectErrorShape(res, 400).fields).toEqual({ 'ExtraData.OpNeedType': 'invalid' });
  });

  it.each(['port facility', 'industry participant'])('step 3 of an MSIC takes %s, and step 3 of an ASIC refuses it', async (OpNeedType) => {
    const msic = await createDraft(t, { ...step1, ...step2 }, 'default', 'msic');
    const ok = await save(t, msic.id, msic.key, {
      ...msic.form, ...step1, ...step2, ...msicStep3, ...step4, ExtraData: { ...msicStep3.ExtraData, OpNeedType }, _version: 1, _stepCompleted: 3,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const asic = await createDraft(t, { ...step1, ...step2 });
    const refused = await save(t, asic.id, asic.key, {
      ...asic.form, ...step1, ...step2, ...step3, ...step4, ExtraData: { ...step3.ExtraData, OpNeedType }, _version: 1, _stepCompleted: 3,
    });
    expect(expectErrorShape(refused, 400).fields).toEqual({ 'ExtraData.OpNeedType': 'invalid' });
  });

  it('the statement an MSIC applicant\'s employer signs takes maritime confirmers only', async () => {
    const email = uniqueEmail('seafarer');
    const contact = uniqueEmail('port.manager');
    const created = await createDraft(t, { ...step1, ...step2, Email: email, EmailConfirm: email }, 'default', 'msic');
    const whole = {
      ...created.form, ...step1, ...step2, ...msicStep3, ...step4, Email: email, EmailConfirm: email, Employeremail: contact,
      ExtraData: { ...msicStep3.ExtraData, OpNeedType: 'industry participant', lodgementOption: 'inperson' },
    };
    const done = await save(t, created.id, created.key, { ...whole, _version: 1, _stepCompleted: 4 });
    expect(done.statusCode, done.body).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key, 'default', 'msic'), payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = (await outbox(t, contact)).filter((m) => m.subject.startsWith('Please confirm why'));
    const [, id, ref] = /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]{43})/.exec(mail!.text)!;
    const url = `/api/people/operational-need-form/${id}/${ref}`;
    const { data } = (await t.app.inject({ method: 'GET', url })).json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({ cardType: 'msic', OperationalNeedType: 'industry participant' });
    const body = { ...data, Position: 'Terminal manager', Sponsored: 'N', _signature: goodSignature };
    for (const OperationalNeedType of ['recreational', 'private pilot', 'trainee pilot', 'pilot', 'lame']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { ...body, OperationalNeedType } });
      expect(expectErrorShape(res, 400).fields, OperationalNeedType).toEqual({ OperationalNeedType: 'invalid' });
    }
    const signed = await t.app.inject({ method: 'POST', url, payload: { ...body, OperationalNeedType: 'port facility' } });
    expect(signed.statusCode, signed.body).toBe(200);
    // The signed statement names the maritime confirmer in words, not as its code.
    const Id = (sent.json() as { Id: number }).Id;
    const token = await signInAs(t, { Id, email, birthdate: step1.Birthdate! });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/download/operational-need-signed/${Id}`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Port or port facility the applicant is engaged with');
  });
});
