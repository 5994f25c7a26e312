import { describe, expect, it } from 'vitest';
import type { Address } from './draft.ts';
import {
  addressesNeeded,
  addressHistoryProblems,
  addressHistoryStart,
  coversAddressHistory,
  nextEndDate,
  normaliseAddressHistory,
  setAddressCountry,
  setPostalCountry,
  setPostalSame,
  withAddressCountry,
} from './address-history.ts';

const today = new Date(2026, 10, 22); // 22 November 2026; the history reaches back to 2016-11-22
const born = '1980-06-01';

describe('SPEC §5 Dates and addresses, §9: 10 years of history, at most 2 addresses', () => {
  it('starts 10 years before today', () => {
    expect(addressHistoryStart(today)).toBe('2016-11-22');
  });

  it.each([
    ['2016-11-22', true, 1],
    ['2000-01-01', true, 1],
    ['2016-11-23', false, 2],
    ['2025-01-01', false, 2],
    [undefined, false, 2],
    ['2016-02-30', false, 2],
  ])('a current address from %s covers it: %s, so %i needed', (FromDate, covers, needed) => {
    expect(coversAddressHistory({ FromDate }, today)).toBe(covers);
    expect(addressesNeeded([{ FromDate }], today)).toBe(needed);
  });

  it('needs 2 when there is no address yet', () => {
    expect(addressesNeeded([], today)).toBe(2);
    expect(addressesNeeded(undefined, today)).toBe(2);
  });
});

describe('SPEC §5: the later start date sets the earlier end date (nextEndDate)', () => {
  const list: Address[] = [{ FromDate: '2020-03-01' }, { FromDate: '2010-01-01' }];
  it.each([
    [0, '2026-11-22'],
    [1, '2020-03-01'],
  ])('address %i ends %s', (index, expected) => {
    expect(nextEndDate(list, index, today)).toBe(expected);
  });

  it('is undefined while the later address has no start date', () => {
    expect(nextEndDate([{}, {}], 1, today)).toBeUndefined();
    expect(nextEndDate([{ FromDate: '2020-02-30' }, {}], 1, today)).toBeUndefined();
  });
});

describe('SPEC §5: normalising the list', () => {
  it.each([
    ['drops the second address when the current one covers 10 years',
      [{ Line1: 'a', FromDate: '2010-01-01' }, { Line1: 'b', FromDate: '2000-01-01' }],
      [{ Line1: 'a', FromDate: '2010-01-01', ToDate: '2026-11-22' }]],
    ['sets the previous end date from the current start date',
      [{ FromDate: '2020-03-01', ToDate: '2026-11-22' }, { FromDate: '2010-01-01', ToDate: '2011-01-01' }],
      [{ FromDate: '2020-03-01', ToDate: '2026-11-22' }, { FromDate: '2010-01-01', ToDate: '2020-03-01' }]],
    ['keeps at most 2',
      [{ FromDate: '2020-03-01' }, { FromDate: '2015-01-01' }, { FromDate: '2010-01-01' }],
      [{ FromDate: '2020-03-01', ToDate: '2026-11-22' }, { FromDate: '2015-01-01', ToDate: '2020-03-01' }]],
    ['leaves an end date alone while the later start date is missing',
      [{ Line1: 'a' }, { ToDate: '2019-01-01' }],
      [{ Line1: 'a', ToDate: '2026-11-22' }, { ToDate: '2019-01-01' }]],
    ['keeps an empty list empty', [], []],
  ] as [string, Address[], Address[]][])('%s', (_, list, expected) => {
    expect(normaliseAddressHistory(list, today)).toEqual(expected);
  });

  it('returns an address that is already right as it was', () => {
    const current = { FromDate: '2020-03-01', ToDate: '2026-11-22' };
    expect(normaliseAddressHistory([current], today)[0]).toBe(current);
    expect(normaliseAddressHistory(undefined, today)).toEqual([]);
  });
});

describe('SPEC §5: changing country clears address line, suburb, state and postcode', () => {
  const full = { Country: 'AU', Line1: '1 Main St', Localityname: 'Hobart', State: 'TAS', Postcode: '7000', FromDate: '2020-01-01' };
  it('clears the place and keeps the dates', () => {
    expect(withAddressCountry(full, 'NZ')).toEqual({
      Country: 'NZ', Line1: '', Localityname: '', State: '', Postcode: '', FromDate: '2020-01-01',
    });
  });
  it('keeps everything when the country is the same', () => {
    expect(withAddressCountry(full, 'AU')).toBe(full);
  });
  it('works on the draft lists and the postal address', () => {
    expect(setAddressCountry({ _address: [full, full] }, 1, 'GB')._address?.[1]).toMatchObject({ Country: 'GB', Line1: '' });
    expect(setAddressCountry({}, 0, 'GB')._address).toEqual([{ Country: 'GB', Line1: '', Localityname: '', State: '', Postcode: '' }]);
    expect(setPostalCountry({ _postalAddress: { ...full, _postalSame: false } }, 'GB')._postalAddress).toMatchObject({
      Country: 'GB', Line1: '', _postalSame: false,
    });
  });
  it('ticking postal-same drops a separate postal address', () => {
    expect(setPostalSame({ _postalAddress: full }, true)._postalAddress).toEqual({ _postalSame: true });
    expect(setPostalSame({ _postalAddress: { _postalSame: true } }, false)._postalAddress).toEqual({ _postalSame: false });
  });
});

describe('SPEC §5: what the address history is missing', () => {
  const codes = (list: Address[] | undefined, birthdate = born) =>
    addressHistoryProblems(list, birthdate, today).map((p) => `${p.code}@${p.field}`);

  it.each([
    ['one address of 10 years', [{ FromDate: '2016-11-22' }], []],
    ['one address of 20 years and an unneeded second', [{ FromDate: '2006-01-01' }, { FromDate: 'x' }], []],
    ['two addresses meeting', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2020-01-01' }], []],
    ['moving out the day before moving in', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2019-12-31' }], []],
    ['overlapping', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2021-01-01' }], []],
    ['no address', [], ['none@_address']],
    ['nothing at all', undefined, ['none@_address']],
    ['one short address', [{ FromDate: '2020-01-01' }], ['notcovered@_address']],
    ['two short addresses', [{ FromDate: '2020-01-01' }, { FromDate: '2018-01-01', ToDate: '2020-01-01' }],
      ['notcovered@_address.1.FromDate']],
    ['a gap', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2019-06-01' }], ['gap@_address.1.ToDate']],
    ['a missing date: coverage waits', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01' }], []],
    ['a missing current start date', [{}], []],
    ['a start date before birth', [{ FromDate: '2020-01-01' }, { FromDate: '1979-01-01', ToDate: '2020-01-01' }],
      ['beforebirth@_address.1.FromDate']],
    ['an end date before birth', [{ FromDate: '2020-01-01' }, { FromDate: '1970-01-01', ToDate: '1975-01-01' }],
      ['beforebirth@_address.1.FromDate', 'beforebirth@_address.1.ToDate', 'gap@_address.1.ToDate']],
    ['an end before its start', [{ FromDate: '2020-01-01' }, { FromDate: '2021-01-01', ToDate: '2020-01-01' }],
      ['daterange@_address.1.ToDate', 'notcovered@_address.1.FromDate']],
    ['a start date in the future', [{ FromDate: '2027-01-01' }], ['future@_address.0.FromDate', 'notcovered@_address']],
    ['three addresses', [{ FromDate: '2020-01-01' }, { FromDate: '2010-01-01', ToDate: '2020-01-01' }, {}], ['toomany@_address']],
  ] as [string, Address[] | undefined, string[]][])('%s', (_, list, expected) => {
    expect(codes(list)).toEqual(expected);
  });

  it('skips the birth check without a usable birthdate', () => {
    expect(codes([{ FromDate: '2020-01-01' }, { FromDate: '1900-01-01', ToDate: '2020-01-01' }], '')).toEqual([]);
  });

  it('says what is missing in plain words', () => {
    expect(addressHistoryProblems([{ FromDate: '2020-01-01' }], born, today)[0].message).toBe('addresses do not cover 10 years');
    expect(addressHistoryProblems([{ FromDate: '1970-01-01' }], born, today)[0].message).toBe('address date before birth');
  });
});
