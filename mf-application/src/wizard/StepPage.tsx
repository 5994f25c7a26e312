/// <reference types="@rspack/core/module" />
import type { ComponentType } from 'react';
import type { FormStep } from '@cards/shared/validation';
import { PendingStep } from '../steps/PendingStep.tsx';

/** What a step's page module (steps/<Name>.page.tsx) exports: its page, and the registry's steps it shows. */
export interface StepPageModule {
  stepPage: { stepIds: readonly string[]; Page: ComponentType };
}

// Found by their file name, so a new step's page is its own file and nothing else (the build and vitest both read
// import.meta.glob).
const modules = import.meta.glob<StepPageModule>('../steps/*.page.tsx', { eager: true });

/** The page of each step of the registry (@cards/shared/validation form-steps.ts) by its id. */
export const stepPages: Readonly<Partial<Record<string, ComponentType>>> = Object.fromEntries(
  Object.values(modules).flatMap(({ stepPage }) => stepPage.stepIds.map((id) => [id, stepPage.Page])),
);

/** A step's page; a step without one yet shows what it will hold. */
export function StepPage({ step }: { step: FormStep }) {
  const Page = stepPages[step.id] ?? PendingStep;
  return <Page />;
}
