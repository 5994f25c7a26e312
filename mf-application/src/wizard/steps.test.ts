import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { stepsFor } from '@cards/shared/validation';
import { flagsFromQuery, stepDocumentTitle } from './steps.ts';

describe('the step in the browser title', () => {
  it('names the step and the count in the browser title, after "Error: " while errors show (issue 7)', () => {
    const [, second] = stepsFor(brands.default);
    expect(stepDocumentTitle(second!, 4, false)).toBe('Step 2 of 4: Address history');
    expect(stepDocumentTitle(second!, 4, true)).toBe('Error: Step 2 of 4: Address history');
    expect(stepDocumentTitle(stepsFor(brands.sfc)[0]!, 3, false)).toBe('Step 1 of 3: Personal and contact details');
  });
});

describe('SPEC §2 new-form query flags', () => {
  it.each([
    ['renew', { _renew: true, Apptype: 'R' }],
    ['white_msic', { _cardType: 'msic', Appsubtype: 'W' }],
    ['job_ready', { Appsubtype: '2' }],
    ['student_and_staff', { OperationalNeedId: 7 }],
    ['member', { _companyId: 412 }],
    ['renew=false', {}],
  ])('?%s sets %j', (query, expected) => {
    expect(flagsFromQuery(new URLSearchParams(query), { companyId: 412 })).toMatchObject(expected);
  });

  it('member without a brand company attaches nothing', () => {
    expect(flagsFromQuery(new URLSearchParams('member'), {})).toEqual({});
  });
});
