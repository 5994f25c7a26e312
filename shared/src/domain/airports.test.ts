import { describe, expect, it } from 'vitest';
import type { Draft, DraftAirport } from './draft.ts';
import {
  airportBrandFor,
  chooseAirport,
  isBadAirport,
  matchesAirport,
  movedToAirportBrand,
  removeAirport,
  sortAirports,
  tooFewAirports,
  withAdgCardAccess,
  withAirports,
} from './airports.ts';
import type { Airport } from './reference.ts';

// SPEC §4 airport rules, §5 'Airports', §9 airport ids.

const a = (Id: number, Airport: string, CanAsa: boolean | undefined = true, AsaTypeId = 2): DraftAirport => ({ Id, Airport, CanAsa, AsaTypeId });
const AUS = a(1, 'Australia-wide (AUS)');
const DRW = a(3, 'Darwin (DRW)');
const ASP = a(4, 'Alice Springs (ASP)');
const BNE = a(75, 'Brisbane (BNE)');
const SYD = a(90, 'Sydney (SYD)');
const BAD = a(200, 'Somewhere (XXX)', false, 1);

describe('SPEC §5 bad airports (not allowed for ASA)', () => {
  it.each([
    ['CanAsa false', { CanAsa: false, AsaTypeId: 2 }, true],
    ['CanAsa true, even if denied', { CanAsa: true, AsaTypeId: 1 }, false],
    ['CanAsa absent and denied (1)', { AsaTypeId: 1 }, true],
    ['CanAsa absent and required (2)', { AsaTypeId: 2 }, false],
    ['CanAsa absent and not required (3)', { AsaTypeId: 3 }, false],
  ] as const)('%s → %s', (_what, airport, bad) => {
    expect(isBadAirport(airport)).toBe(bad);
  });

  it('records ExtraData._badAirport and the count, and clears the flag when the airport goes', () => {
    const chosen = chooseAirport(chooseAirport({ ExtraData: { OpNeedType: 'employer' } }, SYD), BAD);
    expect(chosen.ExtraData).toEqual({ OpNeedType: 'employer', _numAirports: 2, _badAirport: true });
    expect(removeAirport(chosen, 200).ExtraData).toEqual({ OpNeedType: 'employer', _numAirports: 1 });
  });
});

describe('choosing airports', () => {
  it('keeps each airport once', () => {
    expect(withAirports({}, [SYD, SYD, BNE]).airports).toEqual([SYD, BNE]);
  });

  it('the Australia-wide card stands alone: choosing it replaces the others, another airport replaces it', () => {
    expect(chooseAirport(withAirports({}, [SYD, BNE]), AUS).airports).toEqual([AUS]);
    expect(chooseAirport(withAirports({}, [AUS]), SYD).airports).toEqual([SYD]);
  });

  it.each([
    [[], 1, true],
    [[SYD], 1, false],
    [[SYD], 2, true],
  ] as const)('SPEC §5 minimum: %j chosen, minimum %i → too few %s', (chosen, minimum, tooFew) => {
    expect(tooFewAirports({ airports: [...chosen] }, minimum)).toBe(tooFew);
  });
});

describe('SPEC §4 the airport brands: redirect on the default brand', () => {
  it.each([
    ['only Brisbane', [BNE], 'default', 'bne'],
    ['only Darwin', [DRW], 'default', 'adg'],
    ['only Alice Springs', [ASP], 'default', 'adg'],
    ['Darwin and Alice Springs', [DRW, ASP], 'default', 'adg'],
    ['Brisbane and Sydney', [BNE, SYD], 'default', null],
    ['Darwin and Brisbane', [DRW, BNE], 'default', null],
    ['nothing chosen', [], 'default', null],
    ['only Brisbane, already on bne', [BNE], 'bne', null],
    ['only Darwin, on another brand', [DRW], 'chcheli', null],
  ] as const)('%s on %s → %s', (_what, chosen, brand, target) => {
    expect(airportBrandFor({ airports: [...chosen] }, brand)).toBe(target);
  });

  it('moving maps the airports to the brand\'s own ids (bne 5; adg 8 and 155) and sets adg card access', () => {
    const bne = movedToAirportBrand({ airports: [BNE], _company: 'default' }, 'bne');
    expect(bne).toMatchObject({ _company: 'bne', airports: [{ Id: 5, Airport: 'Brisbane (BNE)' }], ExtraData: { _numAirports: 1 } });
    expect(bne._adgCardAccess).toBeFalsy();
    expect(movedToAirportBrand({ airports: [DRW, ASP] }, 'adg')).toMatchObject({
      _company: 'adg', airports: [{ Id: 8, Airport: 'Darwin (DRW)' }, { Id: 155, Airport: 'Alice Springs (ASP)' }], _adgCardAccess: true,
    });
    expect(() => movedToAirportBrand({ airports: [SYD] }, 'bne')).toThrow(RangeError);
  });
});

describe('SPEC §4 adg card access', () => {
  it.each([
    ['only Darwin (adg id 8)', [8], 'adg', true],
    ['only Alice Springs (155)', [155], 'adg', true],
    ['both adg airports', [8, 155], 'adg', true],
    ['an adg airport and another', [8, 90], 'adg', false],
    ['nothing chosen', [], 'adg', false],
    ['another brand', [8], 'default', false],
  ] as const)('%s on %s → %s', (_what, ids, brand, access) => {
    const draft: Draft = { airports: ids.map((Id) => a(Id, `${Id}`)), _adgCardAccess: !access };
    expect(withAdgCardAccess(draft, brand)._adgCardAccess).toBe(access);
  });
});

describe('SPEC §9 airport order and search', () => {
  const row = (Code: string, Name: string, Group: Airport['Group']) => ({ Code, Name, Group, Airport: `${Name} (${Code})` });
  it('puts the popular airports first in the spec\'s order, then Major, then Regional, each by name', () => {
    const list = [row('KTA', 'Karratha', 'Regional'), row('SYD', 'Sydney', 'Popular'), row('ASP', 'Alice Springs', 'Major'),
      row('AUS', 'Australia-wide', 'Popular'), row('BME', 'Broome', 'Regional'), row('ADL', 'Adelaide', 'Popular'), row('TSV', 'Townsville', 'Major')];
    expect(sortAirports(list).map((r) => r.Code)).toEqual(['AUS', 'ADL', 'SYD', 'ASP', 'TSV', 'BME', 'KTA']);
  });

  it.each([
    ['syd', true], ['SY', true], ['sydney', true], ['ney', true], ['(syd)', true], ['mel', false], ['', true],
  ])('finds Sydney (SYD) by %j: %s', (query, found) => {
    expect(matchesAirport(row('SYD', 'Sydney', 'Popular'), query)).toBe(found);
  });
});
