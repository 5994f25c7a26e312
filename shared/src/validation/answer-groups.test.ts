import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { answerGroups } from './answer-groups.ts';
import { NO_LISTS, groupsBefore } from './answers.ts';
import { STEP_SETS, personalStep, stepsFor, summaryStep, type StepDefinition } from './form-steps.ts';

// SPEC §2 step 4 'Summary': the check-answers page and the application form PDF list each step's answers under
// its title; a step's rows are its registry entry's own, or else the field catalogue's words for its fields.
const today = new Date('2026-11-28T00:00:00Z');
const draft: Draft = { _cardType: 'asic', Firstname: 'Ana', Surname: 'Lee', Gender: 'X', Birthdate: '1990-05-17', _hasPreviousNames: false };

describe('the answers of each step', () => {
  it('gives every brand its steps\' groups in order, and none for the summary', () => {
    expect(answerGroups(draft, NO_LISTS, brands.default, today).map((g) => g.id)).toEqual(['personal', 'address', 'card']);
    // The asset brands' last step asks the card details on the summary's page: its group is the card's.
    expect(answerGroups(draft, NO_LISTS, brands.chcheli, today).map((g) => g.id)).toEqual(['personal', 'address', 'card']);
  });

  it('shows a step without rows of its own in the catalogue\'s words, under its title', () => {
    const about: StepDefinition = {
      id: 'about-you',
      title: 'About you',
      sections: [{ section: 'about', message: 'Please check these answers', fields: ['Gender', 'Birthdate', '_hasPreviousNames', 'Citizenship', '_previousNames.n.Type'] }],
      errors: () => ({}),
    };
    const steps = stepsFor(brands.default, { standard: [personalStep, about, summaryStep], asset: STEP_SETS.asset });
    const groups = answerGroups(draft, NO_LISTS, brands.default, today, steps);
    expect(groups.map((g) => g.id)).toEqual(['personal', 'about-you']);
    const [, mine] = groups;
    expect(mine.heading).toBe('About you');
    expect(mine.answers.map((a) => [a.question, a.lines, a.path, a.changeText])).toEqual([
      ['Your gender', ['Non-binary or another gender'], 'Gender', 'your gender'],
      ['Your date of birth', ['17 May 1990'], 'Birthdate', 'your date of birth'],
      ['Whether you have had another name', ['No'], '_hasPreviousNames', 'whether you have had another name'],
      ['Your citizenship', ['Not given'], 'Citizenship', 'your citizenship'],
    ]);
    // Checked on the summary, as the steps before it are.
    expect(groupsBefore(groups, steps, 3).map((g) => g.id)).toEqual(['personal', 'about-you']);
  });
});
