import { getBrand } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { useDocumentTitle } from '@cards/shared/ui';
import { stepDocumentTitle, stepsFor } from './steps.ts';

/** Names the step in the browser's title ('Error: Step 2 of 4: Address history | Brand'). */
export function useStepDocumentTitle(number: number, hasErrors = false): void {
  const store = useRootStore();
  const steps = stepsFor(getBrand(store.session.brand));
  const step = steps.find((s) => s.number === number) ?? { number, title: 'Your application' };
  useDocumentTitle(stepDocumentTitle(step, steps.length, hasErrors));
}
