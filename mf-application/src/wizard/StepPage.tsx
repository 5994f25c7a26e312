import type { ComponentType } from 'react';
import type { FormStep } from '@cards/shared/validation';
import { PendingStep } from '../steps/PendingStep.tsx';
import { Step1 } from '../steps/Step1.tsx';
import { Step2 } from '../steps/Step2.tsx';
import { Step3 } from '../steps/Step3.tsx';
import { Step4 } from '../steps/Step4.tsx';
import { AssetLastStep } from '../steps/AssetLastStep.tsx';

/** The page of each step of the registry (@cards/shared/validation form-steps.ts) by its id. */
const stepPages: Partial<Record<string, ComponentType>> = {
  personal: Step1,
  addresses: Step2,
  card: Step3,
  summary: Step4,
  // The asset brands' last step: the card details, then the summary and confirm, on one page.
  'card-and-summary': AssetLastStep,
};

/** A step's page; a step without one yet shows what it will hold. */
export function StepPage({ step }: { step: FormStep }) {
  const Page = stepPages[step.id] ?? PendingStep;
  return <Page />;
}
