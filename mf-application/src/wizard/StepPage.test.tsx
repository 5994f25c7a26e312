import { describe, expect, it } from 'vitest';
import { STEP_SETS } from '@cards/shared/validation';
import { stepPages } from './StepPage.tsx';

// A step's page is found by its file name (steps/<Name>.page.tsx) and the step ids it names.
describe('the step pages', () => {
  it('has a page for every step of every form', () => {
    const ids = [...new Set([...STEP_SETS.standard, ...STEP_SETS.asset].map((step) => step.id))];
    expect(ids.filter((id) => !stepPages[id])).toEqual([]);
  });

  it('shows each step with its own page', () => {
    expect(stepPages.personal).not.toBe(stepPages.addresses);
    expect(stepPages['card-and-summary']).not.toBe(stepPages.card);
  });
});
