import { useEffect, type FormEvent } from 'react';
import type { StepPageModule } from '../wizard/StepPage.tsx';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, PageData, Page } from '@cards/shared/ui';
import { StepActions } from '../wizard/StepActions.tsx';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { step1Labels } from './labels.ts';
import { BirthSection } from './step1/BirthSection.tsx';
import { CardChoiceSection } from './step1/CardChoiceSection.tsx';
import { ContactSection } from './step1/ContactSection.tsx';
import { IdentitySection } from './step1/IdentitySection.tsx';
import { NameSection } from './step1/NameSection.tsx';

/** SPEC §2 step 1: personal and contact details. */
export const Step1 = observer(function Step1() {
  const store = useRootStore();
  const { draft, lookups } = store;
  const wizard = useWizard();
  const form = useStepForm(draft, wizard.step, step1Labels);
  useStepDocumentTitle(form.summary.length > 0);

  useEffect(() => {
    void lookups.countries.load();
    void lookups.states.load();
    void lookups.idDocuments.load();
  }, [lookups]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §4: the server queues the saved-form email with the save that first completes step 1.
    const outcome = await form.complete();
    if (outcome !== 'completed') return;
    wizard.goNext();
  };

  return (
    <Page title="Your personal and contact details">
      <p>We save your answers as you go. You can leave and come back with the link we email you.</p>
      <PageData of={[lookups.countries, lookups.states, lookups.idDocuments]} keepContent />
      <ErrorSummary sections={form.summary} focusKey={form.attempt} />
      <form onSubmit={submit} noValidate>
        <CardChoiceSection />
        <NameSection form={form} />
        <BirthSection form={form} />
        <ContactSection form={form} />
        <IdentitySection form={form} />
        <StepActions problem={form.problem} />
      </form>
    </Page>
  );
});

/** The step of the registry this page shows (wizard/StepPage.tsx finds it by its file name). */
export const stepPage: StepPageModule['stepPage'] = { stepIds: ['personal'], Page: Step1 };
