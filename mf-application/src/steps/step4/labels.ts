import * as stepLabels from '../labels.ts';
import type { StepLabels } from '../labels.ts';

/** The labels of step 4's own fields, for their messages ('Choose how you will pay'). */
export const confirmLabels: StepLabels = {
  labels: {
    'ExtraData.lodgementOption': 'how you will pay',
    _termsAccepted: 'that you agree to the terms and conditions',
    _declarationAccepted: 'the declaration',
  },
  choices: new Set(['ExtraData.lodgementOption']),
};

const isStepLabels = (value: unknown): value is StepLabels =>
  typeof value === 'object' && value !== null && 'labels' in value && 'choices' in value;

/**
 * The labels of every field of the form: the summary checks every earlier answer again (summaryStep), so its
 * messages name fields of every step. Each step's labels in ../labels.ts are taken as they are exported there.
 */
export const summaryLabels: StepLabels = [...Object.values(stepLabels).filter(isStepLabels), confirmLabels].reduce<StepLabels>(
  (all, step) => ({ labels: { ...all.labels, ...step.labels }, choices: new Set([...all.choices, ...step.choices]) }),
  { labels: {}, choices: new Set() },
);
