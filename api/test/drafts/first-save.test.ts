import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { firstSaveErrors } from '@cards/shared/validation';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { headers, outbox, step1, step2 } from '../draft-helpers.ts';

// The first save (SPEC §5 'Step 1: email and confirmation must match and the first name must be valid
// before autosave'): POST /api/form makes a draft only from what the page would save first. The page and the api
// run the same rule, firstSaveErrors (@cards/shared/validation); a refusal is 400 naming the fields.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

function create(body: Draft, company = 'default') {
  return t.app.inject({ method: 'POST', url: '/api/form', headers: headers(undefined, company), payload: body });
}

async function draftCount() {
  return (await t.app.db.selectFrom('drafts').select('id').execute()).length;
}

describe('POST /api/form makes no draft the page would not save first (SPEC §5)', () => {
  it('refuses Firstname J4 with two different email addresses: 400 naming both, nothing stored or queued', async () => {
    const before = await draftCount();
    const mail = (await outbox(t)).length;
    const body = { ...step1, ...step2, Firstname: 'J4', Email: 'j4@example.com', EmailConfirm: 'someone.else@example.com' };
    const error = expectErrorShape(await create(body), 400);
    expect(error.fields).toEqual({ Firstname: 'name', EmailConfirm: 'match' });
    expect(error.fields).toEqual(firstSaveErrors(body));
    expect(await draftCount()).toBe(before);
    expect((await outbox(t)).length).toBe(mail);
  });

  it.each([
    ['no first name', { Firstname: '' }, { Firstname: 'required' }],
    ['a first name of digits', { Firstname: '1234' }, { Firstname: 'name' }],
    ['a surname that is no name', { Surname: 'Smith<script>' }, { Surname: 'name' }],
    ['a single name with no surname', { _singlename: true, Firstname: '', Surname: '' }, { Surname: 'required' }],
    ['no email address', { Email: '', EmailConfirm: '' }, { Email: 'required' }],
    ['no confirmation', { EmailConfirm: undefined }, { EmailConfirm: 'match' }],
    ['emails that differ', { EmailConfirm: 'jane.citizen@example.org' }, { EmailConfirm: 'match' }],
  ] as const)('refuses %s with 400 naming it', async (_what, changes, fields) => {
    const before = await draftCount();
    const body = { ...step1, ...changes } as Draft;
    expect(expectErrorShape(await create(body), 400).fields).toEqual(fields);
    expect(await draftCount()).toBe(before);
  });

  it('is refused on every brand that makes drafts, a renewal and a body with step 1 complete included', async () => {
    for (const company of ['default', 'chcheli', 'adg', 'bne', 'sfc']) {
      expect(expectErrorShape(await create({ ...step1, Firstname: 'J4' }, company), 400).fields, company).toEqual({ Firstname: 'name' });
    }
    expect(expectErrorShape(await create({ ...step1, _renew: true, EmailConfirm: 'x@example.com' }), 400).fields).toEqual({ EmailConfirm: 'match' });
    expect(expectErrorShape(await create({ ...step1, Firstname: 'J4', _stepCompleted: 1 }), 400).fields).toMatchObject({ Firstname: 'name' });
  });

  it('makes the draft once the page would: a valid first name, the address twice alike (case and spaces aside)', async () => {
    const res = await create({ Firstname: 'Zoë', Email: ' Zoe@Example.com', EmailConfirm: 'zoe@example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    const single = await create({ _singlename: true, Surname: "O'Neil", Email: 'o@example.com', EmailConfirm: 'o@example.com' });
    expect(single.statusCode, single.body).toBe(201);
  });
});
