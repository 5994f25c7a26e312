import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { stepsFor } from '@cards/shared/validation';
import { flagsFromQuery, stepDocumentTitle } from './steps.ts';

describe('the step in the browser title', () => {
  it('names the step and the count in the browser title, after "Error: " while errors show', () => {
    const [, second] = stepsFor(brands.default);
    expect(stepDocumentTitle(second!, 4, false)).toBe('Step 2 of 4: Address history');
    expect(stepDocumentTitle(second!, 4, true)).toBe('Error: Step 2 of 4: Address history');
    expect(stepDocumentTitle(stepsFor(brands.sfc)[0]!, 3, false)).toBe('Step 1 of 3: Personal and contact details');
  });
});

describe('SPEC §2 new-form query flags', () => {
  it.each([
    ['renew', brands.default, { _renew: true, Apptype: 'R' }],
    ['white_msic', brands.default, { _cardType: 'msic', _whiteMsic: true, Appsubtype: 'W' }],
    ['white_msic where the brand issues no MSIC', brands.bne, {}],
    ['job_ready', brands.default, { _jobReady: true, Appsubtype: '2', airports: [] }],
    ['job_ready where the brand offers none', brands.adg, {}],
    ['student_and_staff', brands.sfc, { OperationalNeedId: 7 }],
    ['student_and_staff elsewhere', brands.default, {}],
    ['member', brands.sfc, { _companyId: 412 }],
    ['renew=false', brands.default, {}],
    // The card chosen on /apply or home, followed as a link within the site.
    ['card=msic', brands.default, { _cardType: 'msic' }],
    ['card=asic', brands.chcheli, { _cardType: 'asic' }],
    ['card=msic where the brand issues no MSIC', brands.bne, {}],
    ['card=msic&white_msic', brands.default, { _cardType: 'msic', _whiteMsic: true }],
  ] as const)('?%s', (query, brand, expected) => {
    const flags = flagsFromQuery(new URLSearchParams(query.split(' ')[0]), brand);
    if (Object.keys(expected).length === 0) expect(flags).toEqual({});
    else expect(flags).toMatchObject(expected);
  });

  it('member without a brand company attaches nothing', () => {
    expect(flagsFromQuery(new URLSearchParams('member'), brands.default)).toEqual({});
  });
});
