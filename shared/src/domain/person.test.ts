import { describe, expect, it } from 'vitest';
import type { Draft } from './draft.ts';
import {
  addPreviousName,
  ageOn,
  birthdatePickerMax,
  birthdatePickerMin,
  birthdateProblem,
  isProvisional,
  removePreviousName,
  setHasPreviousNames,
  setSingleName,
  withProvisional,
} from './person.ts';

const today = new Date(2026, 10, 22); // 22 November 2026

describe('SPEC §4: age on a day', () => {
  it.each([
    ['2000-11-22', '2026-11-22', 26],
    ['2000-11-23', '2026-11-22', 25],
    ['2000-12-01', '2026-11-22', 25],
    ['2000-01-01', '2026-11-22', 26],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2026-11-22', '2026-11-22', 0],
    ['not a date', '2026-11-22', null],
    [undefined, '2026-11-22', null],
  ])('born %s is %s years old on %s', (birthdate, on, expected) => {
    expect(ageOn(birthdate, on)).toBe(expected);
  });

  it('takes a Date for the day', () => {
    expect(ageOn('2000-11-22', today)).toBe(26);
  });
});

describe('SPEC §4 Card type and application rules: under 18 is provisional', () => {
  it.each([
    ['2008-11-23', true], // turns 18 tomorrow
    ['2008-11-22', false], // 18 today
    ['2013-11-22', true],
    ['1970-01-01', false],
    [undefined, false],
    ['2008-13-01', false],
  ])('born %s: provisional %s', (birthdate, expected) => {
    expect(isProvisional(birthdate, today)).toBe(expected);
  });

  it.each([
    [{ Birthdate: '2010-01-01' }, true],
    [{ Birthdate: '1990-01-01', ExtraData: { Provisional: true, OpNeedType: 'employer' } }, false],
    [{}, false],
  ] as [Draft, boolean][])('sets ExtraData.Provisional of %j to %s, keeping the rest', (draft, expected) => {
    const next = withProvisional(draft, today);
    expect(next.ExtraData?.Provisional).toBe(expected);
    expect(next.ExtraData?.OpNeedType).toBe(draft.ExtraData?.OpNeedType);
  });

  it('returns the same draft when nothing changes', () => {
    const draft: Draft = { Birthdate: '1990-01-01', ExtraData: { Provisional: false } };
    expect(withProvisional(draft, today)).toBe(draft);
  });
});

describe('SPEC §5 Dates, §9 pickers: birthdate up to 13 years ago, not more than 120 years ago', () => {
  it.each([
    [new Date(2026, 10, 22), '2013-11-22', '1906-11-22'],
    [new Date(2024, 1, 29), '2011-02-28', '1904-02-29'],
  ])('on %s the picker runs from %s back to %s', (day, max, min) => {
    expect(birthdatePickerMax(day)).toBe(max);
    expect(birthdatePickerMin(day)).toBe(min);
  });

  it.each([
    ['1990-05-17', null],
    ['', null],
    [undefined, null],
    ['2013-11-22', null], // exactly 13
    ['2013-11-23', 'minage'],
    ['2020-01-01', 'minage'],
    ['2026-11-23', 'future'],
    ['1906-11-22', null],
    ['1906-11-21', 'maxage'],
    ['1990-02-30', 'date'],
    ['17/05/1990', 'date'],
  ])('birthdate %j: %s', (birthdate, expected) => {
    expect(birthdateProblem(birthdate, today)).toBe(expected);
  });
});

describe('SPEC §3 _singlename: one name, kept in Surname', () => {
  it.each([
    [{ Firstname: 'Madonna' }, { Firstname: '', Middlenames: '', Surname: 'Madonna' }],
    [{ Firstname: 'Ann', Middlenames: 'Jo', Surname: 'Lee' }, { Firstname: '', Middlenames: '', Surname: 'Lee' }],
    [{ Surname: '  ', Firstname: 'Teller' }, { Firstname: '', Middlenames: '', Surname: 'Teller' }],
  ] as [Draft, Draft][])('turning it on for %j', (draft, expected) => {
    expect(setSingleName(draft, true)).toEqual({ ...expected, _singlename: true });
  });

  it('turning it off keeps the names', () => {
    expect(setSingleName({ _singlename: true, Surname: 'Teller' }, false)).toEqual({ _singlename: false, Surname: 'Teller' });
  });
});

describe('SPEC §4: previous names; withdrawing the only one resets _hasPreviousNames', () => {
  it('turning the option on opens one empty entry, off drops the list', () => {
    expect(setHasPreviousNames({}, true)).toEqual({ _hasPreviousNames: true, _previousNames: [{}] });
    const kept = [{ Surname: 'Smith', Type: 'Maiden' as const }];
    expect(setHasPreviousNames({ _previousNames: kept }, true)._previousNames).toBe(kept);
    expect(setHasPreviousNames({ _hasPreviousNames: true, _previousNames: kept }, false)).toEqual({
      _hasPreviousNames: false,
      _previousNames: [],
    });
  });

  it.each([
    [[{ Surname: 'A' }], 0, [], false],
    [[{ Surname: 'A' }, { Surname: 'B' }], 0, [{ Surname: 'B' }], true],
    [[{ Surname: 'A' }, { Surname: 'B' }], 1, [{ Surname: 'A' }], true],
    [[], 0, [], false],
  ])('removing from %j at %i leaves %j, flag %s', (list, index, rest, flag) => {
    const next = removePreviousName({ _hasPreviousNames: true, _previousNames: list }, index);
    expect(next._previousNames).toEqual(rest);
    expect(next._hasPreviousNames).toBe(flag);
  });

  it('adding turns the option on', () => {
    expect(addPreviousName({ _previousNames: [{ Surname: 'A' }] }, { Surname: 'B' })).toEqual({
      _hasPreviousNames: true,
      _previousNames: [{ Surname: 'A' }, { Surname: 'B' }],
    });
  });

  it('never changes its argument', () => {
    const draft: Draft = Object.freeze({ _hasPreviousNames: true, _previousNames: Object.freeze([{ Surname: 'A' }]) as never });
    expect(() => removePreviousName(draft, 0)).not.toThrow();
    expect(draft._previousNames).toHaveLength(1);
  });
});
