// Every answer of the form, grouped by the step that asks it: what the check-answers page and the application form
// PDF list. Each step's rows are its registry entry's own, or else the catalogue's words for its fields.
import type { Brand } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { catalogueAnswers, type AnswerGroup, type AnswerLists } from './answers.ts';
import { stepsFor, type FormStep } from './form-steps.ts';

/** Every answer of the form, grouped as its steps ask them; the steps are the brand's form's unless given. */
export function answerGroups(draft: Draft, lists: AnswerLists, brand: Brand, today: Date, steps: readonly FormStep[] = stepsFor(brand)): AnswerGroup[] {
  const input = { draft, lists, brand, today };
  return steps.flatMap((step) => {
    if (step.answers === null) return [];
    return [step.answers ? step.answers(input) : catalogueAnswers(step, input)];
  });
}
