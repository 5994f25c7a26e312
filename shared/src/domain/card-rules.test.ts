import { describe, expect, it } from 'vitest';
import { brandCodes, getBrand, type BrandCode } from '@cards/shared/brand';
import type { Draft } from './draft.ts';
import type { OperationalNeed } from './reference.ts';
import {
  Appsubtype,
  Apptype,
  apptypeOf,
  appsubtypeOf,
  chooseOperationalNeed,
  isAllowedCodeCombination,
  lockedAirportIds,
  needsOffered,
  needsAirports,
  needsFor,
  offersFourYearCard,
  setJobReady,
  siteCodeOf,
  withApplicationCodes,
  withCardRules,
  type CodeContext,
} from './card-rules.ts';

// SPEC §4 'Card type and application rules', §3 Apptype and Appsubtype, §9 site codes.

const need = (Id: number, Colour: OperationalNeed['Colour'], Cardtype: OperationalNeed['Cardtype'] = 'ASIC'): OperationalNeed => ({
  Id, Colour, Cardtype, CategoryId: 1, Reason: `Reason ${Id}`, ShortReason: `Need ${Id}`,
});
const red = need(1, 'red');
const grey = need(4, 'grey');
const white = need(10, 'white');
const whiteMsic = need(13, 'white', 'MSIC');
const both = need(6, 'red', 'BOTH');
const airports = [{ Id: 75, Airport: 'Brisbane (BNE)' }];
const today = new Date('2026-11-22T00:00:00Z');
const brand = (code = 'default', site = 5, paymentOptions: string[] = ['inperson'], fixedSite = false) => ({ code, site, paymentOptions, flags: { fixedSite } });

describe('SPEC §4 choosing an operational need', () => {
  it('a white need sets Appsubtype W and clears airports and access frequency', () => {
    const draft: Draft = { airports, ExtraData: { OpNeedAccessFreq: 'Weekly', _numAirports: 1, _badAirport: true, OpNeedType: 'employer' } };
    expect(chooseOperationalNeed(draft, white)).toEqual({
      airports: [], OperationalNeedId: 10, OpNeed: 'Need 10', Appsubtype: 'W', ExtraData: { OpNeedType: 'employer', _numAirports: 0 },
    });
  });

  it.each([
    ['red', red, 'W', ''],
    ['grey', grey, 'W', ''],
    ['red, keeping job ready', red, '2', '2'],
    ['none (cleared)', undefined, 'W', ''],
  ] as const)('a %s need clears W and keeps the airports', (_what, chosen, before, after) => {
    const next = chooseOperationalNeed({ Appsubtype: before, airports }, chosen);
    expect(next.Appsubtype).toBe(after);
    expect(next.airports).toEqual(airports);
    expect(next.OperationalNeedId).toBe(chosen ? chosen.Id : null);
  });

  it('offers each card type its own needs and those for both', () => {
    expect(needsFor([red, white, whiteMsic, both], 'asic').map((n) => n.Id)).toEqual([1, 10, 6]);
    expect(needsFor([red, white, whiteMsic, both], 'msic').map((n) => n.Id)).toEqual([13, 6]);
  });
});

describe('SPEC §4 job ready', () => {
  it('sets subtype 2 and clears the need, sponsorship, airports and their extra data', () => {
    const draft: Draft = {
      OperationalNeedId: 1, OpNeed: 'Need 1', Sponsored: true, airports, Appsubtype: 'R',
      ExtraData: { OpNeedType: 'employer', OpNeedOccupation: 'ten words', OpNeedAccessFreq: 'Weekly', _numAirports: 1, Provisional: false },
    };
    expect(setJobReady(draft, true)).toEqual({
      _jobReady: true, Appsubtype: '2', OperationalNeedId: null, OpNeed: '', Sponsored: false, airports: [],
      ExtraData: { _numAirports: 0, Provisional: false },
    });
  });

  it('turned off, clears its subtype for the need to set again', () => {
    expect(setJobReady({ _jobReady: true, Appsubtype: '2' }, false)).toEqual({ _jobReady: false, Appsubtype: '' });
    expect(setJobReady({ _jobReady: false, Appsubtype: 'G' }, false).Appsubtype).toBe('G');
  });
});

describe('which questions step 3 asks', () => {
  it.each([
    ['an ASIC with a red need', { _cardType: 'asic', Appsubtype: 'R' }, true, false],
    ['a white ASIC', { _cardType: 'asic', Appsubtype: 'W' }, false, false],
    ['a job-ready ASIC', { _cardType: 'asic', _jobReady: true }, false, false],
    ['an MSIC (ports, not airports)', { _cardType: 'msic', Appsubtype: 'R' }, false, true],
    ['a white MSIC', { _cardType: 'msic', Appsubtype: 'W' }, false, false],
    ['a job-ready MSIC', { _cardType: 'msic', _jobReady: true }, false, false],
  ] as const)('%s: airports %s, two or four years %s', (_what, draft, airportsAsked, fourYear) => {
    expect(needsAirports(draft as Draft)).toBe(airportsAsked);
    expect(offersFourYearCard(draft as Draft)).toBe(fourYear);
  });
});

describe('SPEC §3 Apptype: every value and the flow that sets it', () => {
  const context = (b = brand()): CodeContext => ({ today, brand: b });
  it.each([
    ['S: a first card', {}, brand(), Apptype.Standard],
    ['R: a renewal', { _renew: true }, brand(), Apptype.Renewal],
    ['P: under 18 (before renewal)', { _renew: true, Birthdate: '2010-01-01' }, brand(), Apptype.Provisional],
    ['P: 17 the day before turning 18', { Birthdate: '2008-11-23' }, brand(), Apptype.Provisional],
    ['S: 18 on the day', { Birthdate: '2008-11-22' }, brand(), Apptype.Standard],
    ['A: an asset brand (organisation pays)', {}, brand('chcheli', 5, ['asset-asic']), Apptype.Asset],
    ['R: a renewal on an asset brand', { _renew: true }, brand('sfc', 5, ['asset-asic']), Apptype.Renewal],
    ['W: the white MSIC flow', { _whiteMsic: true, _cardType: 'msic' }, brand(), Apptype.WhiteMsic],
    ['S: the white MSIC flag on an ASIC means nothing', { _whiteMsic: true, _cardType: 'asic' }, brand(), Apptype.Standard],
  ] as const)('%s', (_what, draft, b, expected) => {
    expect(apptypeOf(draft as Draft, context(b))).toBe(expected);
  });
});

describe('SPEC §3 Appsubtype: every value and the choice that sets it', () => {
  it.each([
    ['W: a white need', {}, white, Appsubtype.White],
    ['2: job ready, whatever else', { _jobReady: true, _fourYear: true }, red, Appsubtype.JobReady],
    ['R: a red need', {}, red, Appsubtype.Red],
    ['G: a grey need', {}, grey, Appsubtype.Grey],
    ['4: a four-year MSIC', { _cardType: 'msic', _fourYear: true }, both, Appsubtype.FourYearMsic],
    ['R: four years means nothing on an ASIC', { _cardType: 'asic', _fourYear: true }, red, Appsubtype.Red],
    ['W: a white MSIC cannot be four years', { _cardType: 'msic', _fourYear: true, Appsubtype: 'W' }, whiteMsic, Appsubtype.White],
    ['empty: no need chosen yet', {}, undefined, ''],
    ['W kept when the need list is not at hand', { Appsubtype: 'W' }, undefined, Appsubtype.White],
  ] as const)('%s', (_what, draft, chosen, expected) => {
    expect(appsubtypeOf(draft as Draft, { need: chosen })).toBe(expected);
  });
});

describe('SPEC §9 site codes', () => {
  it.each([
    ['0: white MSIC', { _cardType: 'msic', Appsubtype: 'W' }, brand(), 0],
    ['4: MSIC job ready', { _cardType: 'msic', _jobReady: true }, brand(), 4],
    ['5: the airport brands', { _cardType: 'asic' }, brand('bne'), 5],
    ['6: ASIC job ready', { _cardType: 'asic', _jobReady: true }, brand(), 6],
    ['7: the postal brand, whatever the card', { _cardType: 'asic', _jobReady: true }, brand('postal', 7, ['postal'], true), 7],
    ['a fixed site wins, whatever the brand is called', { _cardType: 'msic', _jobReady: true }, brand('another', 3, ['inperson'], true), 3],
    ['the brand\'s own otherwise', { _cardType: 'msic', Appsubtype: 'R' }, brand('default', 5), 5],
  ] as const)('%s', (_what, draft, b, expected) => {
    expect(siteCodeOf(draft as Draft, { brand: b })).toBe(expected);
  });
});

describe('withApplicationCodes: the codes the server stores', () => {
  it('sets Apptype, Appsubtype, Site and Provisional from the rules, whatever the browser sent', () => {
    const sent: Draft = { Apptype: 'W', Appsubtype: '4', Site: 0, Birthdate: '2009-06-01', _cardType: 'asic', ExtraData: { Provisional: false } };
    expect(withApplicationCodes(sent, { today, need: grey, brand: brand() })).toMatchObject({
      Apptype: 'P', Appsubtype: 'G', Site: 5, ExtraData: { Provisional: true },
    });
  });
});

describe('withCardRules, the one function the api stores by (SPEC §4)', () => {
  const brand = (code: BrandCode) => getBrand(code);
  const allNeeds = [red, grey, white, whiteMsic, both, need(11, 'red', 'MSIC')];

  it('the white MSIC flow offers white needs only; other flows their card type\'s', () => {
    expect(needsOffered(allNeeds, { _cardType: 'msic', _whiteMsic: true }).map((n) => n.Id)).toEqual([13]);
    expect(needsOffered(allNeeds, { _cardType: 'msic' }).map((n) => n.Id)).toEqual([13, 6, 11]);
    expect(needsOffered(allNeeds, { _cardType: 'asic', _whiteMsic: true }).map((n) => n.Id)).toEqual([1, 4, 10, 6]);
  });

  it('a white need clears airports and access frequency; job ready clears the need, sponsorship and airports', () => {
    const chosen: Draft = { _cardType: 'asic', OperationalNeedId: 10, Sponsored: true, airports, ExtraData: { OpNeedAccessFreq: 'Every day' } };
    const whiteCard = withCardRules(chosen, { today, need: white, brand: brand('default') });
    expect(whiteCard).toMatchObject({ Appsubtype: 'W', airports: [], Site: 5 });
    expect(whiteCard.ExtraData).not.toHaveProperty('OpNeedAccessFreq');
    const jobReady = withCardRules({ ...chosen, OperationalNeedId: 3, _jobReady: true }, { today, need: red, brand: brand('default') });
    expect(jobReady).toMatchObject({ Appsubtype: '2', Site: 6, OperationalNeedId: null, Sponsored: false, airports: [] });
    // Not offered on the asset brands, nor to a renewal: not kept.
    expect(withCardRules({ ...chosen, _jobReady: true }, { today, need: red, brand: brand('chcheli') })).toMatchObject({ _jobReady: false, Appsubtype: 'R' });
  });

  it('company airports lock for the brand\'s company, not for a renewal, another company or an empty list', () => {
    const company = { companyId: 301, organisation: { Employername: 'Org', Employercountry: 'AU', Employerstate: 'WA', airports: [8, 155] } };
    const draft: Draft = { _cardType: 'asic', _companyId: 301 };
    expect(lockedAirportIds(draft, company)).toEqual([8, 155]);
    expect(lockedAirportIds({ ...draft, _renew: true }, company)).toBeUndefined();
    expect(lockedAirportIds({ ...draft, _companyId: 412 }, company)).toBeUndefined();
    expect(lockedAirportIds(draft, { ...company, organisation: { ...company.organisation, airports: [] } })).toBeUndefined();
    expect(lockedAirportIds({ ...draft, Appsubtype: 'W' }, company)).toBeUndefined();
  });

  it('every brand × card type × need × job ready × age × renewal × white MSIC flow gives an allowed combination', () => {
    const births = ['1990-01-01', '2012-01-01'];
    for (const code of brandCodes) {
      for (const _cardType of brand(code).cardTypes) {
        for (const chosen of [undefined, ...allNeeds]) {
          for (const [jobReady, Birthdate, renew, whiteFlow] of [false, true].flatMap((a) => births.flatMap((b) => [false, true]
            .flatMap((c) => [false, true].map((d) => [a, b, c, d] as const))))) {
            const draft: Draft = { _cardType, _jobReady: jobReady, Birthdate, _renew: renew, _whiteMsic: whiteFlow, OperationalNeedId: chosen?.Id ?? null };
            const offered = chosen === undefined || needsOffered(allNeeds, draft).includes(chosen);
            if (!offered && !jobReady) continue; // the api refuses it (api/test/card-rules.property.test.ts)
            const settled = withCardRules(draft, { today, need: offered ? chosen : undefined, brand: brand(code) });
            expect(isAllowedCodeCombination(settled, brand(code)), JSON.stringify({ code, draft, settled })).toBe(true);
          }
        }
      }
    }
  });

  it('refuses the combinations found live: white MSIC with a red subtype, site 5 for a white MSIC', () => {
    expect(isAllowedCodeCombination({ _cardType: 'msic', Apptype: 'W', Appsubtype: 'R', Site: 5 }, brand('default'))).toBe(false);
    expect(isAllowedCodeCombination({ _cardType: 'msic', Apptype: 'W', Appsubtype: 'W', Site: 5 }, brand('default'))).toBe(false);
    expect(isAllowedCodeCombination({ _cardType: 'asic', Apptype: 'S', Appsubtype: '2', Site: 5 }, brand('default'))).toBe(false);
    expect(isAllowedCodeCombination({ _cardType: 'msic', Apptype: 'W', Appsubtype: 'W', Site: 0 }, brand('default'))).toBe(true);
  });
});
