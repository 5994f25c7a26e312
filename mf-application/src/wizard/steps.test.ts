import { describe, expect, it } from 'vitest';
import { canOpen, flagsFromQuery, nextStep, stepDocumentTitle, stepsFor } from './steps.ts';

describe('SPEC §2 steps navigation and §4 form progress', () => {
  it('has 4 steps, 3 for the asset brands', () => {
    expect(stepsFor({ steps: 4 }).map((s) => s.slug)).toEqual(['step1', 'step2', 'step3', 'step4']);
    expect(stepsFor({ steps: 3 }).map((s) => s.slug)).toEqual(['step1', 'step2', 'step3']);
  });

  it('names the step and the count in the browser title, after "Error: " while errors show (issue 7)', () => {
    const [, second] = stepsFor({ steps: 4 });
    expect(stepDocumentTitle(second!, 4, false)).toBe('Step 2 of 4: Address history');
    expect(stepDocumentTitle(second!, 4, true)).toBe('Error: Step 2 of 4: Address history');
    expect(stepDocumentTitle(stepsFor({ steps: 3 })[0]!, 3, false)).toBe('Step 1 of 3: Personal and contact details');
  });

  it.each([
    [0, 4, 'step1'],
    [1, 4, 'step2'],
    [3, 4, 'step4'],
    [4, 4, null],
    [3, 3, null],
  ])('with %i steps done of %i the form opens at %s', (done, steps, slug) => {
    expect(nextStep(done, { steps: steps as 3 | 4 })?.slug ?? null).toBe(slug);
  });

  it.each([
    [1, 0, true],
    [2, 0, false],
    [2, 1, true],
    [4, 2, false],
    [1, 3, true],
  ])('step %i opens after %i complete steps: %s', (step, done, open) => {
    expect(canOpen(step, done)).toBe(open);
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
