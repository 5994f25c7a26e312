import { step1Labels, step2Labels, step3Labels, type StepLabels } from '../labels.ts';

/** The labels of step 4's own fields, for their messages ('Choose how you will pay'). */
export const confirmLabels: StepLabels = {
  labels: {
    'ExtraData.lodgementOption': 'how you will pay',
    _termsAccepted: 'that you agree to the terms and conditions',
    _declarationAccepted: 'the declaration',
    _signatureFile: 'your signature',
  },
  choices: new Set(['ExtraData.lodgementOption']),
};

/** The labels of every field of the form: the summary checks every earlier answer again (summaryStep). */
export const summaryLabels: StepLabels = [step1Labels, step2Labels, step3Labels, confirmLabels].reduce<StepLabels>(
  (all, step) => ({ labels: { ...all.labels, ...step.labels }, choices: new Set([...all.choices, ...step.choices]) }),
  { labels: {}, choices: new Set() },
);
