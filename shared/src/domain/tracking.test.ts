import { describe, expect, it } from 'vitest';
import { cardTypeOfNumber, numberPrefix, personIdOfTrackingNumber, trackingNumber } from './tracking.ts';

// SPEC §5 'Track': VEA (VEP for an MSIC) and the id plus 1500 in 7 digits.
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
    // The whole printed number typed after the prefix the field starts with.
    ['VEAVEA0001523', 23], ['VEA VEP 0001523', 23], ['VEAVEA', null], ['VEA0001523VEA', null], ['VEAX0001523', null],
  ] as const)('%j → %s', (text, id) => {
    expect(personIdOfTrackingNumber(text)).toBe(id);
  });
});

// SPEC §5 asicnumber and veritasmsicnum: our numbers say their card, VEA an ASIC and VEP an MSIC.
describe('the card a number is for', () => {
  it.each([
    ['VEA0001523', 'asic'], ['vep0001523', 'msic'], [' VEP 0001523 ', 'msic'], ['VeA0001523', 'asic'],
    ['VEP', null], ['VEP001523', null], ['VEX0001523', null], ['AB12345', null], ['', null], [undefined, null],
    ['VEPVEP0001523', 'msic'], ['VEAVEP0001523', 'msic'], ['VEPVEA0001523', 'asic'], ['VEPVEP', null],
  ] as const)('%j → %s', (text, card) => {
    expect(cardTypeOfNumber(text)).toBe(card);
  });

  it('each card\'s prefix makes that card\'s number', () => {
    for (const card of ['asic', 'msic'] as const) expect(cardTypeOfNumber(trackingNumber(23, card))).toBe(card);
    expect([numberPrefix('asic'), numberPrefix('msic')]).toEqual(['VEA', 'VEP']);
  });
});
