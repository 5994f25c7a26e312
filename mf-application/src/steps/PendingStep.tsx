import { observer } from 'mobx-react-lite';
import { Page } from '@cards/shared/ui';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useWizard } from '../wizard/wizard-context.tsx';

/** Steps 3 and 4 come with a later part of the wizard; until then they say what they will hold. */
export const PendingStep = observer(function PendingStep() {
  const { step } = useWizard();
  useStepDocumentTitle();
  return (
    <Page title={`Step ${step.number}: ${step.title}`}>
      <p>This part of the online form is not open yet. Your answers so far are saved.</p>
    </Page>
  );
});
