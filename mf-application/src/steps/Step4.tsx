import { PendingStep } from './PendingStep.tsx';

/** SPEC §2 step 4: the summary, payment option, terms and confirm (being built; issue 10). */
export const Step4 = PendingStep;
