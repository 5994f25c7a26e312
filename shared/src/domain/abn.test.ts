import { describe, expect, it } from 'vitest';
import { formatAbn, isAbnStatus, isValidAbn, normaliseAbn } from './abn.ts';

// Sources of the example ABNs: docs/sources.md 'ABN'. Only their check digits are tested here.

describe('SPEC §5 Field formats: an ABN is 11 digits with optional spaces (normaliseAbn)', () => {
  it.each([
    ['51824753556', '51824753556'],
    ['51 824 753 556', '51824753556'],
    [' 51 824 753 556 ', '51824753556'],
    ['5 1 8 2 4 7 5 3 5 5 6', '51824753556'],
    ['00000000000', '00000000000'],
    ['', null],
    ['5182475355', null],
    ['518247535567', null],
    ['51-824-753-556', null],
    ['51\t824 753 556', null],
    ['51.824.753.556', null],
    ['ABN 51824753556', null],
    ['5182475355a', null],
    ['５１８２４７５３５５６', null],
    [null, null],
    [undefined, null],
  ])('%j gives %j', (text, expected) => {
    expect(normaliseAbn(text)).toBe(expected);
  });
});

describe("The register's check digits (isValidAbn)", () => {
  it.each([
    // The ABR's own worked example ('Format of the ABN'): weighted sum 534 = 6 × 89.
    ['51 824 753 556', true],
    ['51824753556', true],
    // ASIC's example ACN 004 085 616 with its two check digits in front (a company's ABN is built on its ACN).
    ['53 004 085 616', true],
    // Published ABNs of public companies (docs/sources.md).
    ['33 051 775 556', true],
    ['49 004 028 077', true],
    ['59 001 215 354', true],
    // Made-up bodies with the check digits the rule gives them (the local test register's kind of number).
    ['89 000 000 019', true],
    ['18 123 456 789', true],
    // One digit wrong, two digits swapped, a check digit moved: each changes the sum off a multiple of 89.
    ['51 824 753 555', false],
    ['51 824 753 557', false],
    ['15 824 753 556', false],
    ['51 824 753 565', false],
    ['52 824 753 556', false],
    ['53 004 085 617', false],
    ['12 345 678 901', false],
    ['11 111 111 111', false],
    ['99 999 999 999', false],
    // Its sum divides by 89 once the first digit loses 1 (-10 + 99 = 89), but an ABN never starts with 0.
    ['00 000 000 019', false],
    ['00 000 000 000', false],
    // Not 11 digits: refused before any arithmetic.
    ['5182475355', false],
    ['518247535566', false],
    ['51-824-753-556', false],
    ['', false],
    [undefined, false],
  ])('%j is valid: %s', (text, expected) => {
    expect(isValidAbn(text)).toBe(expected);
  });

  it('refuses every single-digit change to the worked example', () => {
    const abn = '51824753556';
    for (let i = 0; i < abn.length; i += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === abn[i]) continue;
        const changed = `${abn.slice(0, i)}${digit}${abn.slice(i + 1)}`;
        expect(isValidAbn(changed), changed).toBe(false);
      }
    }
  });
});

describe('Printing and status words', () => {
  it.each([
    ['51824753556', '51 824 753 556'],
    ['51 8247 53556', '51 824 753 556'],
    ['5182475355', '5182475355'],
  ])('formatAbn(%j) is %j', (text, expected) => {
    expect(formatAbn(text)).toBe(expected);
  });

  it.each([
    ['Active', true],
    ['Cancelled', true],
    ['active', false],
    ['Inactive', false],
    ['', false],
    [undefined, false],
  ])('%j is a register status: %s', (value, expected) => {
    expect(isAbnStatus(value)).toBe(expected);
  });
});
