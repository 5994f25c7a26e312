import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, mailSettings, withoutLimits, type TestApp } from '../helpers.ts';
import { headers, invitedDraft, load, outbox, save, step1, step2, step3, step4, type Created } from '../draft-helpers.ts';

// Postal-partner invitations (SPEC §1: the postal partner is invitation only; §6 access; §9 its need 9).
// Every way to make or renew a postal-partner draft without an invitation is refused (403 invitation_required) and
// queues no mail; the invitation's own draft opens, resumes and saves; the brand's fixed need is what is stored on
// every save (PUT, quick or not, POST …/expired) and what a conversion makes the person of, whatever a body sent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits({ publicUrl: 'https://cards.example.com.au', mail: mailSettings() }) });
});
afterAll(async () => {
  await t.close();
});

const postal = getBrand('postal');
const fixed = postal.fixedNeed!;

/** A need the postal brand does not have: red, airside ground handling, as a hand-made request sent it. */
const needThree: Draft = {
  OperationalNeedId: 3,
  OpNeed: 'Airside ground handling',
  ExtraData: { OpNeedType: 'employer', OpNeedOccupation: step3.ExtraData!.OpNeedOccupation, OpNeedAccessFreq: 'Once a month' },
  Employername: 'Chosen By Me Pty Ltd',
};

function create(body: Draft, company = 'postal', extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/form', headers: { ...headers(undefined, company), ...extra }, payload: body });
}

async function counts() {
  const drafts = await t.app.db.selectFrom('drafts').select('id').execute();
  return { drafts: drafts.length, mail: (await outbox(t)).length };
}

async function stored(id: number): Promise<Draft> {
  const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', id).executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Draft;
}

/** What a renewal started on /renew sends (renew.test.ts): the quick start's answers, which pass its rules. */
function renewal(email: string): Draft {
  const expiry = new Date();
  expiry.setFullYear(expiry.getFullYear() + 1);
  return {
    _renew: true, Apptype: 'R', _isSaved: true, _cardType: 'asic', Firstname: 'Ann', Surname: "O'Brien", Birthdate: '1985-03-27',
    Email: email, EmailConfirm: email, Issuingbodyid: 13, Asicnum: 'SY12345', Asicexpirydate: expiry.toISOString().slice(0, 10),
  };
}

describe('no postal-partner draft without an invitation (SPEC §1)', () => {
  it.each([
    ['an empty body', {}],
    ['step 1 answered', { ...step1, ...step2 }],
    ['step 1 complete, which would queue the saved-form email', { ...step1, _stepCompleted: 1 }],
    ['a renewal from /renew, which would queue the saved-form email', renewal('renew.postal@example.com')],
    ['need 3 and an employer of its choosing', { ...step1, ...needThree }],
  ] as const)('POST /api/form with X-Company postal and %s: 403 invitation_required, nothing stored or queued', async (_what, body) => {
    const before = await counts();
    const res = await create(body as Draft);
    const error = expectErrorShape(res, 403);
    expect(error.reason).toBe('invitation_required');
    expect(error.message).toMatch(/needs an invitation/);
    expect(res.body).not.toMatch(/"key"|"id"/);
    expect(await counts()).toEqual(before);
  });

  it('is refused however the brand is named, and with an Idempotency-Key sent again', async () => {
    const before = await counts();
    for (const company of ['POSTAL', ' postal ', 'Postal']) {
      expect(expectErrorShape(await create({ ...step1 }, company), 403).reason).toBe('invitation_required');
    }
    const retry = { 'idempotency-key': 'a'.repeat(32) };
    expect(expectErrorShape(await create({ ...step1 }, 'postal', retry), 403).reason).toBe('invitation_required');
    expect(expectErrorShape(await create({ ...step1 }, 'postal', retry), 403).reason).toBe('invitation_required');
    expect(await counts()).toEqual(before);
  });

  it('the invitation\'s draft opens from its link, resumes with the key it bought and saves (ops invite)', async () => {
    const invited = await invitedDraft(t, 'invited.resume@example.com');
    expect(invited.form).toMatchObject({ _company: 'postal', Email: 'invited.resume@example.com', OperationalNeedId: fixed.OperationalNeedId });
    const one = await save(t, invited.id, invited.key, {
      ...invited.form, ...step1, Email: 'invited.resume@example.com', EmailConfirm: 'invited.resume@example.com', _stepCompleted: 1,
    });
    expect(one.statusCode, one.body).toBe(200);
    const resumed = await load(t, invited.form._formLink!, invited.key);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ _stepCompleted: 1, _version: 2, Firstname: step1.Firstname, _company: 'postal' });
  });
});

/** An invited draft with steps 1 and 2 complete, at version 2. */
async function invitedAtStep3(): Promise<Created & { version: number }> {
  const invited = await invitedDraft(t);
  const res = await save(t, invited.id, invited.key, { ...step1, ...step2, _version: 1, _stepCompleted: 2 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...invited, version: 2 };
}

/** The whole postal application with need 3 in place of the postal need, as a hand-made request sent it. */
const postalWithNeedThree: Draft = {
  ...step1, ...step2, ...step3, ...step4, ...needThree,
  ExtraData: { ...needThree.ExtraData, lodgementOption: 'postal' },
};

describe('the postal brand\'s fixed need is the api\'s, on every save (SPEC §9 need 9)', () => {
  it('an autosave below the card step (the quick path) stores need 9, not the need 3 it sent', async () => {
    const invited = await invitedDraft(t);
    const res = await save(t, invited.id, invited.key, { ...invited.form, ...step1, ...needThree, _version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(invited.id)).toMatchObject({ ...fixed, ExtraData: fixed.ExtraData, Employername: needThree.Employername });
  });

  it('completing the card step and the last step with need 3 stores need 9 and the codes of need 9', async () => {
    const { id, key, version } = await invitedAtStep3();
    const three = await save(t, id, key, { ...postalWithNeedThree, _version: version, _stepCompleted: 3 });
    expect(three.statusCode, three.body).toBe(200);
    const four = await save(t, id, key, { ...postalWithNeedThree, _version: version + 1, _stepCompleted: 4 });
    expect(four.statusCode, four.body).toBe(200);
    const data = await stored(id);
    expect(data).toMatchObject({ OperationalNeedId: 9, OpNeed: fixed.OpNeed, Site: 7, ExtraData: { ...fixed.ExtraData, lodgementOption: 'postal' } });
    // Need 9 is landside (grey), never the red airside card need 3 would give.
    expect(data.Appsubtype).not.toBe('R');
  });

  it('a save as expired (SPEC §4 idle) stores need 9', async () => {
    const invited = await invitedDraft(t);
    const res = await t.app.inject({
      method: 'POST', url: `/api/form/${invited.id}/expired`, headers: headers(invited.key, 'postal'),
      payload: { ...invited.form, ...step1, ...needThree, _version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(invited.id)).toMatchObject({ OperationalNeedId: 9, ExtraData: fixed.ExtraData });
  });

  it('job ready is not a way around it: the need stays, job ready is undone', async () => {
    const invited = await invitedDraft(t);
    const res = await save(t, invited.id, invited.key, { ...invited.form, _jobReady: true, Appsubtype: '2', OperationalNeedId: null, _version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    // Need 9 is grey (landside), so the card rules give the grey subtype, not job ready's 2-year one.
    expect(await stored(invited.id)).toMatchObject({ OperationalNeedId: 9, _jobReady: false, Appsubtype: 'G' });
  });

  it('a conversion makes the person of need 9 even when the stored draft holds need 3 (as the old api stored it)', async () => {
    const { id, key, version } = await invitedAtStep3();
    const done = await save(t, id, key, { ...postalWithNeedThree, _version: version, _stepCompleted: 4 });
    expect(done.statusCode, done.body).toBe(200);
    // What the api stored before this fix: need 3 and its answers, written behind the api's back.
    await t.app.db.updateTable('drafts').set({ data: JSON.stringify({ ...(await stored(id)), ...needThree, ExtraData: { ...needThree.ExtraData, lodgementOption: 'postal' } }) })
      .where('id', '=', id).execute();
    const res = await t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: headers(key, 'postal'), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const person = await t.app.people.byId(res.json().Id);
    expect(JSON.parse(person!.data)).toMatchObject({ OperationalNeedId: 9, OpNeed: fixed.OpNeed, ExtraData: fixed.ExtraData });
  });
});
