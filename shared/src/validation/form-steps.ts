// The steps of the application form (SPEC §2 'Application form routes', §4 'Form progress', §9 'Asset brands 3
// steps, others 4'), declared once. The page's routes, steps navigation, progress and error summary and the api's
// completion check all read this registry: adding a step means adding it here.
import { isAssetBrand, type Brand } from '@cards/shared/brand';
import type { Draft, FieldErrors } from '@cards/shared/domain';
import { addressAnswers, cardAnswers, personalAnswers, type StepAnswers } from './answers.ts';
import { ADDRESS_SECTIONS, CARD_SECTIONS, CONFIRM_SECTIONS, PERSONAL_SECTIONS, type SummarySection } from './messages.ts';
import { addressStepErrors, cardStepErrors, confirmStepErrors, personalStepErrors, type StepContext } from './step-errors.ts';

export interface StepDefinition {
  /** The step's name in code and tests. */
  id: string;
  /** As the steps navigation shows it. */
  title: string;
  /** The SPEC §5 summary sections of the fields this step asks, in page order. */
  sections: readonly SummarySection[];
  /** What stops the step from being complete; {} when it can be. */
  errors(draft: Draft, context: StepContext): FieldErrors;
  /**
   * Its answers on the check-answers page and the application form PDF: its own rows, or else the catalogue's words
   * for its sections' fields (catalogueAnswers); null for a step that asks nothing to check (the summary).
   */
  answers?: StepAnswers | null;
  /** Its first completion emails the saved-form link, once (SPEC §4); until then no link can be asked for. */
  sendsSavedFormLink?: true;
  /** It asks for the card and the employer: once it is complete, the card rules apply in full. */
  asksCard?: true;
}

/** A step as one brand's form has it: its place and its address. */
export interface FormStep extends StepDefinition {
  number: number;
  /** The last part of its path: /apply/form/{id}/{slug}. */
  slug: string;
}

export const personalStep: StepDefinition = {
  id: 'personal',
  title: 'Personal and contact details',
  sections: PERSONAL_SECTIONS,
  errors: personalStepErrors,
  answers: personalAnswers,
  sendsSavedFormLink: true,
};

export const addressStep: StepDefinition = {
  id: 'addresses',
  title: 'Address history',
  sections: ADDRESS_SECTIONS,
  errors: addressStepErrors,
  answers: addressAnswers,
};

export const cardStep: StepDefinition = {
  id: 'card',
  title: 'Card and employer details',
  sections: CARD_SECTIONS,
  errors: cardStepErrors,
  answers: cardAnswers,
  asksCard: true,
};

/** Everything the form asks, checked again: an earlier answer changed after its step was done cannot slip through. */
function everyAnswerErrors(draft: Draft, context: StepContext): FieldErrors {
  return { ...personalStepErrors(draft, context), ...addressStepErrors(draft, context), ...cardStepErrors(draft, context) };
}

/** Check your answers, choose how to pay, agree, confirm (SPEC §2 step 4). */
export const summaryStep: StepDefinition = {
  id: 'summary',
  title: 'Summary and confirm',
  sections: [...PERSONAL_SECTIONS, ...ADDRESS_SECTIONS, ...CARD_SECTIONS, ...CONFIRM_SECTIONS],
  errors: (draft, context) => ({ ...everyAnswerErrors(draft, context), ...confirmStepErrors(draft, context) }),
  answers: null,
};

/** The asset brands' last step: card and employer details, then the summary and confirm on the same page. */
export const cardAndSummaryStep: StepDefinition = {
  id: 'card-and-summary',
  title: 'Card details and confirm',
  sections: [...PERSONAL_SECTIONS, ...ADDRESS_SECTIONS, ...CARD_SECTIONS, ...CONFIRM_SECTIONS],
  errors: (draft, context) => ({ ...everyAnswerErrors(draft, context), ...confirmStepErrors(draft, context) }),
  // Its page asks the card details, then checks the earlier steps' answers and its own.
  answers: cardAnswers,
  asksCard: true,
};

export interface StepSets {
  /** Most brands: 4 steps, the last a summary with payment and confirm. */
  standard: readonly StepDefinition[];
  /** The asset brands: the organisation pays, so there is no separate summary step; the last step carries it. */
  asset: readonly StepDefinition[];
}

export const STEP_SETS: StepSets = {
  standard: [personalStep, addressStep, cardStep, summaryStep],
  asset: [personalStep, addressStep, cardAndSummaryStep],
};

/** The steps of a brand's form, numbered from 1. `sets` is for tests that try other registries. */
export function stepsFor(brand: Pick<Brand, 'paymentOptions'>, sets: StepSets = STEP_SETS): FormStep[] {
  const definitions = isAssetBrand(brand) ? sets.asset : sets.standard;
  return definitions.map((definition, index) => ({ ...definition, number: index + 1, slug: `step${index + 1}` }));
}

const STANDARD_STEPS = stepsFor({ paymentOptions: [] });

/** The number of the first step that has `property`: a step's role, never its place, says what it triggers. */
export function stepNumberWith(steps: readonly FormStep[], property: 'sendsSavedFormLink' | 'asksCard'): number {
  const step = steps.find((s) => s[property]);
  if (!step) throw new RangeError(`The form has no step that ${property === 'asksCard' ? 'asks for the card' : 'sends the saved-form link'}.`);
  return step.number;
}

/** The step with this number; a number the form does not have is an error, never another step. */
export function stepNumbered(steps: readonly FormStep[], number: number): FormStep {
  const step = steps.find((s) => s.number === number);
  if (!step) throw new RangeError(`The form has no step ${number} (it has ${steps.length}).`);
  return step;
}

/** SPEC §4: the next unfinished step, or null when every step is done (the form goes to processing). */
export function nextStep(stepCompleted: number, steps: readonly FormStep[]): FormStep | null {
  return steps.find((s) => s.number > stepCompleted) ?? null;
}

/** SPEC §4: a step opens only when the one before it is complete. */
export function canOpen(step: number, stepCompleted: number): boolean {
  return step <= stepCompleted + 1;
}

/**
 * Everything that stops step `number` from being complete; {} when it can be marked complete. The steps are the
 * standard form's unless given.
 */
export function stepErrors(number: number, draft: Draft, context: StepContext, steps: readonly FormStep[] = STANDARD_STEPS): FieldErrors {
  return stepNumbered(steps, number).errors(draft, context);
}

/**
 * What stops steps `from + 1` to `to` from being complete (ARCHITECTURE 'Persistence and access'): progress never
 * jumps past a step that fails. An earlier step's error on a field is the one kept.
 */
export function completionErrors(from: number, to: number, draft: Draft, context: StepContext, steps: readonly FormStep[]): FieldErrors {
  const fields: FieldErrors = {};
  for (let number = to; number > from; number--) Object.assign(fields, stepNumbered(steps, number).errors(draft, context));
  return fields;
}
