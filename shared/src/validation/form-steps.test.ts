import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { FieldErrors } from '@cards/shared/domain';
import {
  STEP_SETS,
  canOpen,
  completionErrors,
  nextStep,
  stepErrors,
  stepNumberWith,
  stepNumbered,
  stepsFor,
  type StepDefinition,
} from './form-steps.ts';
import { summaryMessages } from './messages.ts';

// SPEC §2 'Application form routes' (4 steps, 3 for the asset brands), §4 'Form progress'; the step registry.
describe('SPEC §2 steps navigation and §4 form progress', () => {
  it('has 4 steps, 3 for the asset brands', () => {
    expect(stepsFor(brands.default).map((s) => s.slug)).toEqual(['step1', 'step2', 'step3', 'step4']);
    expect(stepsFor(brands.chcheli).map((s) => s.slug)).toEqual(['step1', 'step2', 'step3']);
    expect(stepsFor(brands.sfc).map((s) => s.slug)).toEqual(['step1', 'step2', 'step3']);
    expect(stepsFor(brands.adg)).toHaveLength(4);
    expect(stepsFor(brands.bne)).toHaveLength(4);
    expect(stepsFor(brands.default).map((s) => s.title)).toEqual([
      'Personal and contact details', 'Address history', 'Card and employer details', 'Summary and confirm',
    ]);
  });

  it('says by role, not by place, which step sends the saved-form link and which asks for the card', () => {
    for (const brand of Object.values(brands)) {
      const steps = stepsFor(brand);
      expect(steps[stepNumberWith(steps, 'sendsSavedFormLink') - 1]!.id).toBe('personal');
      expect(['card', 'card-and-summary']).toContain(steps[stepNumberWith(steps, 'asksCard') - 1]!.id);
    }
    // A registry whose card step came first would move the card rules with it.
    const cardFirst = stepsFor(brands.default, { ...STEP_SETS, standard: [STEP_SETS.standard[2]!, ...STEP_SETS.standard.filter((_, i) => i !== 2)] });
    expect(stepNumberWith(cardFirst, 'asksCard')).toBe(1);
    expect(stepNumberWith(cardFirst, 'sendsSavedFormLink')).toBe(2);
    expect(() => stepNumberWith(stepsFor(brands.default, { ...STEP_SETS, standard: [] }), 'asksCard')).toThrow(RangeError);
  });

  it.each([
    [0, brands.default, 'step1'],
    [1, brands.default, 'step2'],
    [3, brands.default, 'step4'],
    [4, brands.default, null],
    [3, brands.sfc, null],
  ])('with %i steps done the form opens at the next (%#)', (done, brand, slug) => {
    expect(nextStep(done, stepsFor(brand))?.slug ?? null).toBe(slug);
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

  it('a step number the form does not have is an error, never another step', () => {
    expect(() => stepErrors(5, {}, { today: new Date() })).toThrow(RangeError);
    expect(() => stepErrors(0, {}, { today: new Date() })).toThrow(RangeError);
    expect(() => stepNumbered(stepsFor(brands.sfc), 4)).toThrow(/no step 4/);
    expect(() => completionErrors(0, 4, {}, { today: new Date() }, stepsFor(brands.sfc))).toThrow(RangeError);
  });

  it('completing several steps at once needs each to pass; an earlier step\'s error on a field is kept', () => {
    const fields = completionErrors(0, 2, {}, { today: new Date(2026, 10, 22) }, stepsFor(brands.default));
    expect(fields).toMatchObject({ Firstname: 'required', '_address.0.Line1': 'required' });
    // Step 4 checks every answer again, so an empty draft fails it on step 1's fields too.
    expect(completionErrors(2, 4, {}, { today: new Date() }, stepsFor(brands.default))).toMatchObject({
      Firstname: 'required', '_address.0.Line1': 'required', OperationalNeedId: 'required', Employername: 'required',
      'ExtraData.lodgementOption': 'required', _termsAccepted: 'checked',
    });
  });
});

describe('a fifth step, added to the registry alone, reaches every reader of it', () => {
  const extra: StepDefinition = {
    id: 'declaration',
    title: 'Declaration',
    sections: [{ section: 'declaration', message: 'Please ensure your declaration is complete', fields: ['_isSaved'] }],
    errors: (draft): FieldErrors => (draft._isSaved ? {} : { _isSaved: 'checked' }),
  };
  const steps = stepsFor(brands.default, { ...STEP_SETS, standard: [...STEP_SETS.standard, extra] });

  it('is numbered and given an address after the others', () => {
    expect(steps.map((s) => s.slug)).toEqual(['step1', 'step2', 'step3', 'step4', 'step5']);
    expect(stepNumbered(steps, 5)).toMatchObject({ id: 'declaration', number: 5, title: 'Declaration' });
    expect(nextStep(4, steps)?.slug).toBe('step5');
    expect(nextStep(5, steps)).toBeNull();
  });

  it('holds up completion until it passes, and names its fields in its own summary section', () => {
    const today = new Date();
    const fields = completionErrors(4, 5, {}, { today }, steps);
    expect(fields).toEqual({ _isSaved: 'checked' });
    expect(summaryMessages(fields, stepNumbered(steps, 5).sections)).toEqual([
      { section: 'declaration', message: 'Please ensure your declaration is complete', field: '_isSaved', fields: ['_isSaved'] },
    ]);
    expect(completionErrors(4, 5, { _isSaved: true }, { today }, steps)).toEqual({});
  });
});
