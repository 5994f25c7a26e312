import { observer } from 'mobx-react-lite';
import type { StepPageModule } from '../wizard/StepPage.tsx';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, Page, PageData } from '@cards/shared/ui';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { CardDetailsSections } from './step3/CardDetailsSections.tsx';
import { useCardDetails } from './step3/use-card-details.ts';
import { CheckAnswers } from './step4/CheckAnswers.tsx';
import { ConfirmSection } from './step4/ConfirmSection.tsx';
import { summaryLabels } from './step4/labels.ts';
import { useConfirm } from './step4/use-confirm.ts';
import { useSummaryErrors } from './step4/use-summary-errors.ts';

/**
 * SPEC §2 'The asset brands have 3 steps with no separate summary step': their last step asks step 3's questions,
 * shows the answers of steps 1 and 2 to check, and confirms (the organisation pays, so there is nothing to choose).
 */
export const AssetLastStep = observer(function AssetLastStep() {
  const { draft } = useRootStore();
  const wizard = useWizard();
  const card = useCardDetails();
  const form = useStepForm(draft, wizard.step, summaryLabels, card.loadContext, card.localErrors);
  const errors = useSummaryErrors(form);
  const confirm = useConfirm(form);
  useStepDocumentTitle(errors.sections.length > 0);

  return (
    <Page title="Your card, and confirm">
      <p>Tell us about the card you need and why, check your answers, then send your application.</p>
      <PageData of={card.lists} keepContent />
      <ErrorSummary sections={errors.sections} focusKey={errors.focusKey} />
      <form onSubmit={confirm.submit} noValidate>
        <CardDetailsSections form={form} card={card} />
        <CheckAnswers />
        <ConfirmSection form={form} confirm={confirm} />
      </form>
    </Page>
  );
});

/** The step of the registry this page shows (wizard/StepPage.tsx finds it by its file name). */
export const stepPage: StepPageModule['stepPage'] = { stepIds: ['card-and-summary'], Page: AssetLastStep };
