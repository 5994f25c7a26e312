import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';
import { createDraft, headers, load, save, step1, step2, step3 } from '../draft-helpers.ts';

// POST /api/form/{id}/move (SPEC §4 the redirect to bne or adg): the only way a saved draft changes
// brand, with its key, from the default brand to the airport brand its airports belong to.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { saveRateLimit: { max: 100_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

const BNE = { Id: 75, Airport: 'Brisbane (BNE)' };
const DRW = { Id: 3, Airport: 'Darwin (DRW)' };
const ASP = { Id: 4, Airport: 'Alice Springs (ASP)' };

/** A default-brand draft at step 3 done, with these airports. */
async function withAirports(airports: object[], company = 'default', cardType = 'asic') {
  const created = await createDraft(t, { ...step1, ...step2 }, company, cardType);
  const res = await save(t, created.id, created.key, { ...step1, ...step2, ...step3, airports, _version: 1, _stepCompleted: 3 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...created, version: 2 };
}

function move(draft: { id: number; key: string }, company: string, version: number, key = draft.key) {
  return t.app.inject({ method: 'POST', url: `/api/form/${draft.id}/move`, headers: headers(key), payload: { company, _version: version } });
}

describe('moving to an airport brand', () => {
  it('Brisbane only: the draft becomes bne\'s, Brisbane becomes bne\'s own row (5), and the move is recorded', async () => {
    const draft = await withAirports([BNE]);
    const res = await move(draft, 'bne', draft.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: draft.id, version: 3, company: 'bne' });
    const loaded = (await load(t, draft.form._formLink!, draft.key)).json() as Draft;
    expect(loaded).toMatchObject({ _company: 'bne', _stepCompleted: 3, airports: [{ Id: 5, Airport: 'Brisbane (BNE)' }], Site: 5 });
    expect(loaded._adgCardAccess).toBeFalsy();
    expect(await t.app.db.selectFrom('draft_moves').select(['from_company', 'to_company']).where('draft_id', '=', draft.id).execute())
      .toEqual([{ from_company: 'default', to_company: 'bne' }]);
    // Its saves now go by bne's rules: the next step is bne's step 4.
    expect((await save(t, draft.id, draft.key, { ...loaded, _version: 3 })).statusCode).toBe(200);
  });

  it('Darwin and Alice Springs: adg, with its ids 8 and 155 and card access', async () => {
    const draft = await withAirports([DRW, ASP]);
    expect((await move(draft, 'adg', draft.version)).statusCode).toBe(200);
    expect((await load(t, draft.form._formLink!, draft.key)).json()).toMatchObject({
      _company: 'adg', _adgCardAccess: true, airports: [{ Id: 8 }, { Id: 155 }],
    });
  });

  it.each([
    ['airports that are not the brand\'s', [BNE, DRW], 'bne'],
    ['the wrong airport brand', [BNE], 'adg'],
    ['Darwin to bne', [DRW], 'bne'],
  ] as const)('409 for %s; the draft stays', async (_what, airports, to) => {
    const draft = await withAirports([...airports]);
    expect(expectErrorShape(await move(draft, to, draft.version), 409).fields).toEqual({ airports: 'invalid' });
    expect((await load(t, draft.form._formLink!, draft.key)).json()._company).toBe('default');
  });

  it('only from the default brand, once, with the key and the current version', async () => {
    const draft = await withAirports([BNE]);
    expect(expectErrorShape(await move(draft, 'bne', draft.version, 'k'.repeat(43)), 401).reason).toBe('key_required');
    expect(expectErrorShape(await move(draft, 'bne', 1), 409).reason).toBe('stale_version');
    expect((await move(draft, 'bne', draft.version)).statusCode).toBe(200);
    expect(expectErrorShape(await move(draft, 'bne', 3), 409).fields).toEqual({ airports: 'invalid' });
    expect(expectErrorShape(await move(draft, 'default', 3), 400).fields).toEqual({ company: 'invalid' });
  });

  it('a save cannot change the brand: _company in a body is ignored', async () => {
    const draft = await withAirports([BNE]);
    const res = await save(t, draft.id, draft.key, { ...step1, ...step2, ...step3, airports: [BNE], _company: 'bne', _version: draft.version });
    expect(res.statusCode).toBe(200);
    expect((await load(t, draft.form._formLink!, draft.key)).json()._company).toBe('default');
  });
});
