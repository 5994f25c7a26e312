import { describe, expect, it } from 'vitest';
import { splitPrice } from './price.ts';

describe('SPEC §2 price strings split at the full stop', () => {
  it.each([
    ['306.90', '306', '90'],
    ['55', '55', '00'],
    ['55.5', '55', '50'],
    [' 19.80 ', '19', '80'],
    [174.9, '174', '90'],
    ['.99', '0', '99'],
  ] as const)('%j → %s and %s', (price, whole, decimal) => {
    expect(splitPrice(price)).toEqual({ whole, decimal });
  });
});
