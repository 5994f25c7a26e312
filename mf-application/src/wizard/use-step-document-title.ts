import { useDocumentTitle } from '@cards/shared/ui';
import { stepDocumentTitle } from './steps.ts';
import { useWizard } from './wizard-context.tsx';

/** Names the page's step in the browser's title ('Error: Step 2 of 4: Address history | Brand'). */
export function useStepDocumentTitle(hasErrors = false): void {
  const { step, steps } = useWizard();
  useDocumentTitle(stepDocumentTitle(step, steps.length, hasErrors));
}
