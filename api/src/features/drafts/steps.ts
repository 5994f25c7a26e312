import type { Brand } from '@cards/shared/brand';
import { stepNumberWith, stepsFor } from '@cards/shared/validation';

// The steps of a brand's form (form-steps.ts) whose completion the server acts on.

const cardSteps = new Map<string, number>();
/** The number of the brand's step that asks for the card: from its completion, the card rules apply in full. */
export function cardStepOf(brand: Brand): number {
  let number = cardSteps.get(brand.code);
  if (number === undefined) cardSteps.set(brand.code, number = stepNumberWith(stepsFor(brand), 'asksCard'));
  return number;
}

/** The number of the brand's step whose first completion sends the saved-form email (SPEC §4). */
export function savedFormLinkStepOf(brand: Brand): number {
  return stepNumberWith(stepsFor(brand), 'sendsSavedFormLink');
}
