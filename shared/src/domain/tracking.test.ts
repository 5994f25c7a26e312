import { describe, expect, it } from 'vitest';
import { personIdOfTrackingNumber, trackingNumber } from './tracking.ts';

// Issue 10 and SPEC §5 'Track': VEA (VEP for an MSIC) and the id plus 1500 in 7 digits.
describe('tracking numbers', () => {
  it.each([
    [1, 'asic', 'VEA0001501'],
    [23, 'asic', 'VEA0001523'],
    [23, 'msic', 'VEP0001523'],
    [9_998_499, 'asic', 'VEA9999999'],
  ] as const)('person %i (%s) → %s', (id, card, number) => {
    expect(trackingNumber(id, card)).toBe(number);
    expect(personIdOfTrackingNumber(number)).toBe(id);
  });

  it.each([0, -1, 1.5, 9_998_500])('has no number for id %s', (id) => {
    expect(() => trackingNumber(id)).toThrow(RangeError);
  });

  it.each([
    ['vea0001523', 23], [' VEA 0001523 ', 23], ['VeP0001523', 23],
    ['', null], ['VEA', null], ['vea', null], ['VEA001523', null], ['VEA00015230', null], ['VEX0001523', null],
    ['VEA0001500', null], ['VEA0000001', null], [undefined, null],
  ] as const)('%j → %s', (text, id) => {
    expect(personIdOfTrackingNumber(text)).toBe(id);
  });
});
