import { describe, expect, it } from 'vitest';
import { addDays, addYears, compareIsoDates, isIsoDate, isoDateOf, longDate, officeDay, parseIsoDate } from './dates.ts';

describe('SPEC §3 draft dates: ISO calendar dates', () => {
  it.each([
    ['2026-11-22', { year: 2026, month: 11, day: 22 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['2026-13-01', null],
    ['2026-04-31', null],
    ['2026-00-10', null],
    ['0000-01-01', null],
    ['26-11-22', null],
    ['2026-1-2', null],
    ['22/11/2026', null],
    ['2026-11-22T00:00:00Z', null],
    ['', null],
    [undefined, null],
    [20261122, null],
  ])('parses %j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
    expect(isIsoDate(value)).toBe(expected !== null);
  });

  it.each([
    ['2026-11-22', 1, '2027-11-22'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', -4, '2020-02-29'],
    ['2026-11-22', -13, '2013-11-22'],
  ])('addYears(%s, %i) is %s', (iso, years, expected) => {
    expect(addYears(iso, years)).toBe(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('addDays(%s, %i) is %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it('rejects a date that is not one', () => {
    expect(() => addYears('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('reads the local calendar day and compares as text', () => {
    expect(isoDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(compareIsoDates('2026-01-05', '2026-01-06')).toBe(-1);
    expect(compareIsoDates('2026-01-06', '2026-01-05')).toBe(1);
    expect(compareIsoDates('2026-01-06', '2026-01-06')).toBe(0);
  });
});

describe('longDate', () => {
  it.each([
    ['2026-11-23', '23 November 2026'],
    ['2027-02-28', '28 February 2027'],
    // 11 pm on 22 November in UTC is already the 23rd in Sydney.
    ['2026-11-22T23:00:00.000Z', '23 November 2026'],
    ['not a date', 'not a date'],
  ])('%s → %s', (value, text) => {
    expect(longDate(value)).toBe(text);
  });
});

// At 06:47 AEDT on 28 November every stage read '27 November 2026' (the UTC day). Across midnight UTC, the
// day is the office's: TZ's, Australia/Sydney by default.
describe('officeDay and longDate across midnight UTC', () => {
  it.each([
    // 06:47 AEDT (UTC+11) on 28 November is 19:47 UTC on the 27th.
    ['2026-11-27T19:47:00.000Z', undefined, '2026-11-28', '28 November 2026'],
    ['2026-11-27T12:59:59.999Z', undefined, '2026-11-27', '27 November 2026'],
    ['2026-11-27T13:00:00.000Z', undefined, '2026-11-28', '28 November 2026'],
    // Perth (UTC+8) turns over three hours later than Sydney.
    ['2026-11-27T19:47:00.000Z', 'Australia/Perth', '2026-11-28', '28 November 2026'],
    ['2026-11-27T15:30:00.000Z', 'Australia/Perth', '2026-11-27', '27 November 2026'],
    // In winter Sydney is UTC+10.
    ['2026-06-30T14:00:00.000Z', undefined, '2026-07-01', '1 July 2026'],
    // A calendar date is its own day in every zone.
    ['2026-11-27', 'Pacific/Honolulu', '2026-11-27', '27 November 2026'],
  ])('%s in %s is %s', (value, zone, day, words) => {
    expect(officeDay(value, zone)).toBe(day);
    expect(longDate(value, zone)).toBe(words);
    if (value.length > 10) expect(longDate(new Date(value), zone)).toBe(words);
  });

  it('is null for what is not a date', () => {
    expect(officeDay('soon')).toBeNull();
  });
});
