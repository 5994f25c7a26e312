import { useState, type FormEvent } from 'react';
import type { StepPageModule } from '../wizard/StepPage.tsx';
import { observer } from 'mobx-react-lite';
import { buildPath, getBrand } from '@cards/shared/brand';
import { airportBrandFor, type AirportBrand } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, Page, PageData } from '@cards/shared/ui';
import { StepActions } from '../wizard/StepActions.tsx';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { step3Labels } from './labels.ts';
import { CardDetailsSections } from './step3/CardDetailsSections.tsx';
import { MoveDialog } from './step3/MoveDialog.tsx';
import { useCardDetails } from './step3/use-card-details.ts';

/** SPEC §2 step 3: the card, why it is needed, the airports, and the employer. */
export const Step3 = observer(function Step3() {
  const store = useRootStore();
  const { draft, session } = store;
  const wizard = useWizard();
  const brand = session.brandData;
  const card = useCardDetails();
  const form = useStepForm(draft, wizard.step, step3Labels, card.loadContext, card.localErrors);
  useStepDocumentTitle(form.summary.length > 0);
  const [moveTo, setMoveTo] = useState<AirportBrand | null>(null);
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.complete();
    if (outcome !== 'completed') return;
    // SPEC §4: only an airport brand's own airports: offer to carry on with that airport's ID office.
    const target = airportBrandFor(draft.data, brand.code);
    if (target) setMoveTo(target);
    else wizard.goNext();
  };

  const move = async () => {
    if (!moveTo || !draft.formLink) return;
    setMoving(true);
    setMoveFailed(false);
    const formLink = draft.formLink;
    if (await draft.moveToAirportBrand(moveTo)) {
      // The brand is the page's own (its theme, prices, wording): a fresh load under the new brand, at its step 4.
      window.location.assign(`${buildPath('form', getBrand(moveTo).product, { id: formLink })}/step4?${new URLSearchParams({ company: moveTo })}`);
      return;
    }
    setMoving(false);
    setMoveFailed(true);
  };

  const stay = () => {
    setMoveTo(null);
    wizard.goNext();
  };

  return (
    <Page title="Your card and employer">
      <p>Tell us about the card you need, why you need it and who you work for.</p>
      <PageData of={card.lists} keepContent />
      <ErrorSummary sections={form.summary} focusKey={form.attempt} />
      <form onSubmit={submit} noValidate>
        <CardDetailsSections form={form} card={card} />
        <StepActions problem={form.problem} />
      </form>
      <MoveDialog target={moveTo} busy={moving} failed={moveFailed} onMove={() => void move()} onStay={stay} />
    </Page>
  );
});

/** The step of the registry this page shows (wizard/StepPage.tsx finds it by its file name). */
export const stepPage: StepPageModule['stepPage'] = { stepIds: ['card'], Page: Step3 };
