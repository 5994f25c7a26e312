import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, type BrandCode, type CardType } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp, uniqueEmail } from '../helpers.ts';
import { createDraft, headers, outbox, save, signInAs, step1, step2, step3, step4 } from '../draft-helpers.ts';
import { goodSignature } from '../signature-helpers.ts';

// The asset brands' operational-need statement (docs/decisions.md 'The asset brands' statement'): SPEC §1
// has employers or sponsors sign the statement, and SPEC §9 copies the organisation into the employer fields on the
// brands chcheli and sfc. So on those brands conversion emails the statement to the organisation's contact named
// there, for each card type the brand offers, and the email names the person's card. Before, nobody got one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits({ publicUrl: 'https://cards.example.com.au' }) });
});
afterAll(async () => {
  await t.close();
});

/** Step 3 for a card type on a brand: an MSIC asks for no airports; sfc's students choose need 7 (SPEC §9). */
function cardAnswers(company: BrandCode, cardType: CardType): Draft {
  const extra = { ...step3.ExtraData };
  if (cardType === 'msic') return { ...step3, OperationalNeedId: 11, airports: [], ExtraData: extra };
  if (brands[company].flags.studentAndStaff) {
    return { ...step3, OperationalNeedId: 7, ExtraData: { ...extra, OpNeedType: 'trainee pilot', SfcStudentStaff: 'Staff' } };
  }
  return { ...step3, ExtraData: extra };
}

interface Sent {
  draftId: number;
  Id: number;
  email: string;
  contact: string;
}

/** A whole application of `company` for `cardType`, its last step completed with `changes`, and sent. */
async function sent(company: BrandCode, cardType: CardType, changes: Draft = {}): Promise<Sent> {
  const email = uniqueEmail('applicant');
  const contact = uniqueEmail('manager');
  const created = await createDraft(t, { ...step1, ...step2, Email: email, EmailConfirm: email }, company, cardType);
  // The organisation's details as the new draft was given them (SPEC §9), and the contact the applicant adds.
  const organisation = brands[company].organisation!;
  expect(created.form).toMatchObject(organisation);
  const { Employername: _typed, Employercountry: _c, Employerstate: _s, ...answers } = cardAnswers(company, cardType);
  const whole = {
    ...created.form, ...answers, ...step4, Employerfirstname: 'Robin', Employersurname: 'Hale', Employeremail: contact,
    Employerstate: 'WA', Employersuburb: 'PERTH', Employerpostcode: '6000', Employeraddress: '1 Hay Street', ...changes,
  };
  const done = await save(t, created.id, created.key, { ...whole, _version: 1, _stepCompleted: 3 });
  expect(done.statusCode, done.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key, company, cardType), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { draftId: created.id, Id: (res.json() as { Id: number }).Id, email, contact };
}

const statementMails = async (to: string) => (await outbox(t, to)).filter((m) => m.subject.startsWith('Please confirm why'));

const cases = (Object.values(brands) as Array<(typeof brands)[BrandCode]>)
  .filter((brand) => brand.flags.organisationConfirmsNeed)
  .flatMap((brand) => brand.cardTypes.map((cardType) => [brand.code, cardType] as const));

describe('the asset brands\' statement goes to the organisation\'s contact (SPEC §1, §9)', () => {
  it('covers chcheli with both card types and sfc with its one', () => {
    expect(cases).toEqual([['chcheli', 'asic'], ['chcheli', 'msic'], ['sfc', 'asic']]);
  });

  it.each(cases)('%s %s: conversion queues the statement to the contact, naming the card, and the person has the form', async (company, cardType) => {
    const who = await sent(company, cardType);
    const card = cardType === 'msic' ? 'an MSIC' : `an ${brands[company].product}`;
    const [mail, ...more] = await statementMails(who.contact);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Please confirm why Jane Citizen needs ${card}`);
    expect(mail!.text.split('\n')[0]).toBe('Hello Robin,');
    expect(mail!.text).toContain(`has applied for ${card} with ${brands[company].name}`);
    expect(mail!.text).toMatch(new RegExp(`https://cards\\.example\\.com\\.au/operational-need-form/\\d+/[A-Za-z0-9_-]{43}\\?company=${company}`));
    // Nothing goes to the applicant to sign: they are not their own sponsor on these brands.
    expect((await outbox(t, who.email)).filter((m) => m.subject.startsWith('Sign your statement'))).toEqual([]);

    const token = await signInAs(t, { Id: who.Id, email: who.email, birthdate: step1.Birthdate! });
    const status = await t.app.inject({ method: 'GET', url: `/api/people/${who.Id}`, headers: { authorization: `Bearer ${token}` } });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()._opNeedForm).toEqual({ status: 'awaited', signedAt: null, sentTo: expect.stringMatching(/^m\*+@example\.com$/) });
    const form = await t.app.db.selectFrom('operational_need_forms').selectAll().where('people_id', '=', who.Id).executeTakeFirstOrThrow();
    expect(form.signer_email).toBe(who.contact);
  });

  it('the contact cannot sign the statement as a self-sponsor either: the signer\'s form takes the brand\'s types only', async () => {
    const who = await sent('chcheli', 'asic');
    const [mail] = await statementMails(who.contact);
    const [, id, ref] = /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]{43})/.exec(mail!.text)!;
    const url = `/api/people/operational-need-form/${id}/${ref}`;
    const { data } = (await t.app.inject({ method: 'GET', url })).json() as { data: Record<string, unknown> };
    const body = { ...data, Position: 'Base manager', Sponsored: 'N', _signature: goodSignature };
    for (const OperationalNeedType of ['self employed', 'private pilot']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { ...body, OperationalNeedType } });
      expect(expectErrorShape(res, 400).fields).toEqual({ OperationalNeedType: 'invalid' });
    }
    const signed = await t.app.inject({ method: 'POST', url, payload: { ...body, OperationalNeedType: 'employer' } });
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('refuses a self-sponsored need type on these brands, naming the field, and stores nothing of it', async () => {
    const created = await createDraft(t, { ...step1, ...step2 }, 'chcheli', 'asic');
    for (const OpNeedType of ['self employed', 'private pilot']) {
      const res = await save(t, created.id, created.key, {
        ...created.form, ...step3, ...step4, Employername: created.form.Employername, ExtraData: { ...step3.ExtraData, OpNeedType },
        _version: 1, _stepCompleted: 3,
      });
      expect(expectErrorShape(res, 400).fields).toEqual({ 'ExtraData.OpNeedType': 'invalid' });
    }
    const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect((JSON.parse(row.data) as Draft).ExtraData?.OpNeedType).toBeUndefined();
  });
});
