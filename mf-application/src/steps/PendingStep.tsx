import { observer } from 'mobx-react-lite';
import { Page } from '@cards/shared/ui';
import type { StepDef } from '../wizard/steps.ts';
import { useStepDocumentTitle } from '../wizard/useStepDocumentTitle.ts';

/** Steps 3 and 4 come with a later part of the wizard; until then they say what they will hold. */
export const PendingStep = observer(function PendingStep({ step }: { step: StepDef }) {
  useStepDocumentTitle(step.number);
  return (
    <Page title={`Step ${step.number}: ${step.title}`}>
      <p>This part of the online form is not open yet. Your answers so far are saved.</p>
    </Page>
  );
});
