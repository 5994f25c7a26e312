import { observer } from 'mobx-react-lite';
import type { StepPageModule } from '../wizard/StepPage.tsx';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, Page } from '@cards/shared/ui';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { CheckAnswers } from './step4/CheckAnswers.tsx';
import { ConfirmSection } from './step4/ConfirmSection.tsx';
import { summaryLabels } from './step4/labels.ts';
import { useConfirm } from './step4/use-confirm.ts';
import { useSummaryErrors } from './step4/use-summary-errors.ts';

/**
 * SPEC §2 step 4: check your answers, choose how to pay, agree to the terms and confirm. The asset
 * brands' last step composes the same pieces of ./step4/ after its card questions.
 */
export const Step4 = observer(function Step4() {
  const { draft } = useRootStore();
  const wizard = useWizard();
  // The summary step's checks are every step's and its own, so its summary lists every section (form-steps.ts).
  const form = useStepForm(draft, wizard.step, summaryLabels);
  const errors = useSummaryErrors(form);
  const confirm = useConfirm(form);
  useStepDocumentTitle(errors.sections.length > 0);

  return (
    <Page title="Check your answers and confirm">
      <p>Check your answers before you send your application. You can change any of them.</p>
      <ErrorSummary sections={errors.sections} focusKey={errors.focusKey} />
      <CheckAnswers />
      <form onSubmit={confirm.submit} noValidate>
        <ConfirmSection form={form} confirm={confirm} />
      </form>
    </Page>
  );
});

/** The step of the registry this page shows (wizard/StepPage.tsx finds it by its file name). */
export const stepPage: StepPageModule['stepPage'] = { stepIds: ['summary'], Page: Step4 };
