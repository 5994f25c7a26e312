import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandCodes, getBrand, type BrandCode, type CardType } from '@cards/shared/brand';
import {
  AirportIds,
  chooseOperationalNeed,
  isAllowedCodeCombination,
  needsAirports,
  needsOffered,
  offersJobReady,
  setJobReady,
  withAdgCardAccess,
  withApplicationCodes,
  type Draft,
  type OperationalNeed,
} from '@cards/shared/domain';
import { step3Questions } from '@cards/shared/validation';
import { keepsCardRules } from '../../src/features/drafts/card-details.ts';
import { hashKey, newFormLink, newKey } from '../../src/features/drafts/keys.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { save, step1, step3 } from '../draft-helpers.ts';

// SPEC §4 'Card type and application rules': over every brand × card type × need × job ready × age ×
// renewal (and the white MSIC flow), a save made by hand stores what the page's own choices would give, or is
// refused naming the need the page would not offer; and no stored Apptype, Appsubtype and Site is ever a
// combination docs/decisions.md 'Which codes go together' does not allow.

let t: TestApp;
let needs: OperationalNeed[];
/** One draft per brand and card type, made as the ops commands make one (so no brand's create rules apply). */
const drafts = new Map<string, { id: number; key: string; version: number }>();

beforeAll(async () => {
  t = await createTestApp({ shell: false, config: { saveRateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  needs = await t.app.referenceData.operationalNeeds();
  for (const code of brandCodes) {
    const brand = getBrand(code);
    for (const cardType of brand.cardTypes) {
      const key = newKey();
      const row = await t.app.drafts.transaction((queries) => queries.insert({
        company: code, card_type: cardType, company_id: brand.companyId ?? null, step_completed: 2, form_link: newFormLink(),
        key_hash: hashKey(key), data: {},
      }));
      drafts.set(`${code}/${cardType}`, { id: row.id, key, version: row.version });
    }
  }
});
afterAll(async () => {
  await t.close();
});

interface Case {
  brand: BrandCode;
  cardType: CardType;
  /** A need id, or null for none chosen. */
  needId: number | null;
  jobReady: boolean;
  under18: boolean;
  renewal: boolean;
  whiteMsic: boolean;
}

function birthdate(yearsAgo: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - yearsAgo);
  return day.toISOString().slice(0, 10);
}

const accessChoices = { OpNeedType: 'employer', OpNeedOccupation: step3.ExtraData!.OpNeedOccupation, OpNeedAccessFreq: 'Every day' };

/** The draft's start: the new-form flags as the page sets them (mf-application flagsFromQuery). */
function started(c: Case): Draft {
  const brand = getBrand(c.brand);
  let draft: Draft = { ...step1, Birthdate: birthdate(c.under18 ? 16 : 30), _company: c.brand, _cardType: c.cardType };
  if (c.renewal) draft = { ...draft, _renew: true, Apptype: 'R' };
  if (c.whiteMsic && c.cardType === 'msic') draft = { ...draft, _whiteMsic: true, Appsubtype: 'W' };
  if (c.jobReady && offersJobReady(draft, brand)) draft = setJobReady(draft, true);
  return draft;
}

/**
 * What the page stores: its step 3 offers only what its questions ask (job ready where offered, the needs offered,
 * airports where asked, the access frequency where asked), through the same choice functions the page calls; the
 * codes are the rules'. undefined when the page cannot make the choice asked for (a need it does not offer).
 */
function pageResult(c: Case): Draft | undefined {
  const brand = getBrand(c.brand);
  let draft = started(c);
  const questions = step3Questions(draft);
  let need: OperationalNeed | undefined;
  if (questions.operationalNeed && c.needId !== null) {
    need = needsOffered(needs, draft).find((n) => n.Id === c.needId);
    if (!need) return undefined;
    draft = chooseOperationalNeed(draft, need);
  }
  if (step3Questions(draft).operationalNeed) draft = { ...draft, Sponsored: true };
  const asked = step3Questions(draft);
  draft = { ...draft, ExtraData: { ...draft.ExtraData, ...(asked.accessFrequency ? { OpNeedAccessFreq: 'Every day' } : {}) } };
  if (needsAirports(draft)) draft = { ...draft, airports: [{ Id: AirportIds.Australia }] };
  return withAdgCardAccess(withApplicationCodes(draft, { today: new Date(), need, brand }), brand.code);
}

/** What a hand-made request sends: every choice at once, whatever the page would show. */
function handMade(c: Case): Draft {
  const draft = started(c);
  return {
    ...draft,
    _jobReady: c.jobReady,
    OperationalNeedId: c.needId,
    Sponsored: true,
    airports: [{ Id: AirportIds.Australia, Airport: 'Australia-wide (AUS)' }],
    ExtraData: { ...draft.ExtraData, ...accessChoices },
    Apptype: 'W', Appsubtype: 'R', Site: 5,
  };
}

/** The members the card rules decide, as compared. */
function ruled(draft: Draft) {
  return {
    jobReady: draft._jobReady === true,
    needId: draft.OperationalNeedId ?? null,
    sponsored: draft.Sponsored === true,
    airports: (draft.airports ?? []).map((a) => a.Id),
    accessFrequency: draft.ExtraData?.OpNeedAccessFreq ?? null,
    provisional: draft.ExtraData?.Provisional === true,
    Apptype: draft.Apptype, Appsubtype: draft.Appsubtype, Site: draft.Site,
  };
}

/** Every need a body may name: none, or each of the reference list's (SPEC §9); the postal brand's is fixed at 9. */
const needChoices = (brand: BrandCode): Array<number | null> => (brand === 'postal' ? [9] : [null, ...Array.from({ length: 13 }, (_, i) => i + 1)]);

const cases: fc.Arbitrary<Case> = fc.constantFrom(...brandCodes).chain((brand) => fc.constantFrom(...getBrand(brand).cardTypes)
  .chain((cardType) => fc.record({
    brand: fc.constant(brand),
    cardType: fc.constant(cardType),
    needId: fc.constantFrom(...needChoices(brand)),
    jobReady: fc.boolean(),
    under18: fc.boolean(),
    renewal: fc.boolean(),
    // The white MSIC flow is an MSIC's (mf-application flagsFromQuery): on an ASIC the flag means nothing.
    whiteMsic: cardType === 'msic' ? fc.boolean() : fc.constant(false),
  })));

/** Every case, for the exhaustive pass. */
function everyCase(): Case[] {
  const all: Case[] = [];
  const flags = [false, true];
  for (const brand of brandCodes) {
    for (const cardType of getBrand(brand).cardTypes) {
      for (const needId of needChoices(brand)) {
        for (const jobReady of flags) for (const under18 of flags) for (const renewal of flags) {
          for (const whiteMsic of cardType === 'msic' ? flags : [false]) all.push({ brand, cardType, needId, jobReady, under18, renewal, whiteMsic });
        }
      }
    }
  }
  return all;
}

/** Sends the hand-made save of `c` and checks what is stored against the page's result. */
async function check(c: Case): Promise<'refused' | 'stored'> {
  const draft = drafts.get(`${c.brand}/${c.cardType}`)!;
  const res = await save(t, draft.id, draft.key, { ...handMade(c), _version: draft.version });
  const expected = pageResult(c);
  if (expected === undefined) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ OperationalNeedId: 'invalid' });
    return 'refused';
  }
  expect(res.statusCode, res.body).toBe(200);
  draft.version += 1;
  const row = await t.app.db.selectFrom('drafts').select('data').where('id', '=', draft.id).executeTakeFirstOrThrow();
  const stored = { ...(t.app.drafts.dataOf(row) as Draft), _cardType: c.cardType };
  expect(ruled(stored), JSON.stringify(c)).toEqual(ruled(expected));
  expect(isAllowedCodeCombination(stored, getBrand(c.brand)), JSON.stringify(ruled(stored))).toBe(true);
  // The page sends back what it holds: the rules would change nothing of it, so the quick autosave may take it
  // (a brand whose company locks airports excepted), and what it stores is the same.
  const echo = { ...(t.app.drafts.dataOf(row) as Draft), _company: c.brand, _cardType: c.cardType };
  const quick = keepsCardRules(echo, new Date(), t.app.referenceData);
  expect(quick !== undefined || (getBrand(c.brand).organisation?.airports ?? []).length > 0, JSON.stringify(c)).toBe(true);
  expect((await save(t, draft.id, draft.key, { ...echo, _version: draft.version })).statusCode).toBe(200);
  draft.version += 1;
  const again = await t.app.db.selectFrom('drafts').select('data').where('id', '=', draft.id).executeTakeFirstOrThrow();
  expect(ruled({ ...(t.app.drafts.dataOf(again) as Draft), _cardType: c.cardType })).toEqual(ruled(expected));
  return 'stored';
}

describe('the card rules stored equal the page\'s, for every brand, card, need, job ready, age and renewal', () => {
  it('stores what the page\'s choices give, or refuses the need the page would not offer; codes always allowed', async () => {
    await fc.assert(fc.asyncProperty(cases, async (c) => {
      await check(c);
    }), { numRuns: 200 });
  });

  it('holds for every one of the combinations, each once', async () => {
    const all = everyCase();
    expect(all.length).toBeGreaterThan(1000);
    const outcomes = { refused: 0, stored: 0 };
    for (const c of all) outcomes[await check(c)] += 1;
    // Both ways are taken: some needs are not offered (another card's, a coloured one in the white MSIC flow).
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.stored).toBeGreaterThan(outcomes.refused);
  }, 60_000);
});
