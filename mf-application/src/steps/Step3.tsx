import { PendingStep } from './PendingStep.tsx';

/** SPEC §2 step 3: card, operational need, employer and airports (being built; issue 10). */
export const Step3 = PendingStep;
