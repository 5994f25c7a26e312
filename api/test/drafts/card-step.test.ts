import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { createDraft, invitedDraft, load, save, step1, step2, step3, step4, wholeApplication } from '../draft-helpers.ts';

// SPEC §2 step 3 and 4 through PUT /api/form/{id}: completion refused with the failing fields named;
// the codes the rules set are the server's, whatever the body says.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { saveRateLimit: { max: 100_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

/** A draft of `company` with steps 1 and 2 complete, and its next version. */
async function atStep3(company = 'default', cardType = 'asic') {
  // SPEC §1: the postal partner's drafts are made by its invitations.
  const created = company === 'postal' ? await invitedDraft(t) : await createDraft(t, { ...step1, ...step2 }, company, cardType);
  const res = await save(t, created.id, created.key, { ...step1, ...step2, _version: 1, _stepCompleted: 2 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...created, version: 2 };
}

async function stored(id: number): Promise<Draft> {
  const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', id).executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Draft;
}

describe('completing step 3', () => {
  it('is refused with every failing field named, and nothing is stored', async () => {
    const { id, key, version } = await atStep3();
    const res = await save(t, id, key, { ...step1, ...step2, ...step3, Employeremail: 'nobody@', airports: [], _version: version, _stepCompleted: 3 });
    expect(expectErrorShape(res, 400).fields).toEqual({ Employeremail: 'email', airports: 'required' });
    expect((await stored(id)).Employeremail).toBeUndefined();
  });

  it('refuses a need, access frequency or issuing body that is not in the lists', async () => {
    const { id, key, version } = await atStep3();
    const res = await save(t, id, key, {
      ...step1, ...step2, ...step3, OperationalNeedId: 11, _renew: true, Issuingbodyid: 18, Asicnum: 'AB12345', Asicexpirydate: '2027-01-31',
      ExtraData: { ...step3.ExtraData, OpNeedAccessFreq: 'Hourly' }, _version: version, _stepCompleted: 3,
    });
    expect(expectErrorShape(res, 400).fields).toEqual({
      OperationalNeedId: 'invalid', 'ExtraData.OpNeedAccessFreq': 'invalid', Issuingbodyid: 'invalid',
    });
  });

  it('refuses an airport the brand\'s list does not have', async () => {
    const { id, key, version } = await atStep3();
    const res = await save(t, id, key, { ...step1, ...step2, ...step3, airports: [{ Id: 99_999, Airport: 'Nowhere (NOW)' }], _version: version, _stepCompleted: 3 });
    expect(expectErrorShape(res, 400).fields).toEqual({ 'airports.0.Id': 'invalid' });
  });

  it('sets the codes by the rules: a browser cannot choose its Apptype, Site or airport facts', async () => {
    const { id, key, version } = await atStep3();
    const res = await save(t, id, key, {
      ...step1, ...step2, ...step3, Apptype: 'A', Appsubtype: '4', Site: 0, _adgCardAccess: true,
      airports: [{ Id: 1, Airport: 'Anything', CanAsa: false, AsaTypeId: 1 }],
      ExtraData: { ...step3.ExtraData, Provisional: true, _numAirports: 7, _badAirport: true }, _version: version, _stepCompleted: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = await stored(id);
    expect(draft).toMatchObject({ Apptype: 'S', Appsubtype: 'R', Site: 5, _adgCardAccess: false });
    expect(draft.airports).toEqual([{ Id: 1, Airport: 'Australia-wide (AUS)', CanAsa: true, AsaTypeId: 2 }]);
    expect(draft.ExtraData).toMatchObject({ Provisional: false, _numAirports: 1, lodgementOption: 'inperson' });
    expect(draft.ExtraData?._badAirport).toBeUndefined();
  });

  it.each([
    ['a white need: subtype W, no airports asked', { OperationalNeedId: 10, airports: [], ExtraData: { OpNeedType: 'employer', OpNeedOccupation: step3.ExtraData!.OpNeedOccupation } },
      { Apptype: 'S', Appsubtype: 'W', Site: 5 }],
    ['job ready: subtype 2, site 6, nothing else asked', { _jobReady: true, OperationalNeedId: null, airports: [], ExtraData: {}, Employername: '' },
      { Apptype: 'S', Appsubtype: '2', Site: 6 }],
    ['under 18: Apptype P and Provisional', { Birthdate: '2010-03-04' }, { Apptype: 'P', Appsubtype: 'R', ExtraData: { Provisional: true } }],
    ['a renewal: Apptype R', { _renew: true, Issuingbodyid: 5, Asicnum: 'AB12345', Asicexpirydate: '2027-01-31' }, { Apptype: 'R' }],
  ] as const)('%s', async (_what, change, expected) => {
    const { id, key, version } = await atStep3();
    const res = await save(t, id, key, { ...step1, ...step2, ...step3, ...change, _version: version, _stepCompleted: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject(expected);
  });

  it('a grey need on an MSIC for four years: subtype 4, and an MSIC needs no airports', async () => {
    const { id, key, version } = await atStep3('default', 'msic');
    const res = await save(t, id, key, { ...step1, ...step2, ...step3, OperationalNeedId: 11, airports: [], _fourYear: true, _version: version, _stepCompleted: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ Apptype: 'S', Appsubtype: '4', Site: 5 });
  });

  it('the postal brand: site 7 and its fixed need (SPEC §9)', async () => {
    const { id, key, version } = await atStep3('postal');
    const postal = { ...step1, ...step2, ...step3, OperationalNeedId: 9, ExtraData: { OpNeedType: 'employer', OpNeedOccupation: step3.ExtraData!.OpNeedOccupation, OpNeedAccessFreq: 'Every day' } };
    const res = await save(t, id, key, { ...postal, _version: version, _stepCompleted: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ Site: 7, OperationalNeedId: 9, ExtraData: { lodgementOption: 'postal' } });
  });

  it('adg: its own two airports set card access', async () => {
    const { id, key, version } = await atStep3('adg');
    const res = await save(t, id, key, {
      ...step1, ...step2, ...step3, airports: [{ Id: 8, Airport: 'Darwin (DRW)' }, { Id: 155, Airport: 'Alice Springs (ASP)' }], _version: version, _stepCompleted: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ _adgCardAccess: true, ExtraData: { _numAirports: 2 } });
  });
});

describe('completing step 4', () => {
  it('needs a payment option of the brand and both ticks, and checks every earlier answer again', async () => {
    const { id, key, version, form } = await atStep3();
    expect((await save(t, id, key, { ...step1, ...step2, ...step3, _version: version, _stepCompleted: 3 })).statusCode).toBe(200);
    const unticked = await save(t, id, key, { ...wholeApplication, _termsAccepted: false, _version: version + 1, _stepCompleted: 4 });
    expect(expectErrorShape(unticked, 400).fields).toEqual({ _termsAccepted: 'checked' });
    const changedStep1 = await save(t, id, key, { ...wholeApplication, Email: 'not an address', _version: version + 1, _stepCompleted: 4 });
    expect(expectErrorShape(changedStep1, 400).fields).toMatchObject({ Email: 'email' });
    const done = await save(t, id, key, { ...wholeApplication, _version: version + 1, _stepCompleted: 4 });
    expect(done.statusCode, done.body).toBe(200);
    expect((await load(t, form._formLink!, key)).json()._stepCompleted).toBe(4);
  });

  it('an asset brand carries the summary on its third and last step; the organisation pays', async () => {
    const { id, key, version } = await atStep3('chcheli');
    const res = await save(t, id, key, { ...step1, ...step2, ...step3, ...step4, _version: version, _stepCompleted: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ Apptype: 'A', ExtraData: { lodgementOption: 'asset-asic' } });
  });
});
