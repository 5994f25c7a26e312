import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { brands, buildPath } from '@cards/shared/brand';
import { airportBrandFor, isAustralia, type AirportBrand, type Draft, type FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, Page, PageData } from '@cards/shared/ui';
import { step3Questions } from '@cards/shared/validation';
import { StepActions } from '../wizard/StepActions.tsx';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { step3Labels } from './labels.ts';
import { abnCheckError, type AbnCheck } from './step3/AbnField.tsx';
import { AirportsSection } from './step3/AirportsSection.tsx';
import { CardSection } from './step3/CardSection.tsx';
import { EmployerSection } from './step3/EmployerSection.tsx';
import { MoveDialog } from './step3/MoveDialog.tsx';
import { NeedSection } from './step3/NeedSection.tsx';

/** The state whose locality data the employer's address needs (SPEC §5). */
const employerStates = (data: Draft) => (isAustralia(data.Employercountry) && data.Employerstate ? [data.Employerstate] : []);

/** SPEC §2 step 3: the card, why it is needed, the airports, and the employer. */
export const Step3 = observer(function Step3() {
  const store = useRootStore();
  const { draft, lookups, session } = store;
  const wizard = useWizard();
  const brand = session.brandData;
  const [abnCheck, setAbnCheck] = useState<AbnCheck>({ state: 'idle' });
  const abnProblem = abnCheckError(abnCheck, draft.data.Employerabn);
  const localErrors: FieldErrors = abnProblem ? { Employerabn: abnProblem } : {};
  const form = useStepForm(draft, wizard.step, step3Labels, async (data) => ({
    reference: {
      operationalNeeds: lookups.operationalNeeds.items,
      accessFrequencies: lookups.accessFrequencies.items,
      issuingBodies: lookups.issuingBodies.items,
    },
    knownLocality: await lookups.localities.knownLocality(employerStates(data)),
  }), localErrors);
  useStepDocumentTitle(form.summary.length > 0);
  const questions = step3Questions(draft.data);
  const [moveTo, setMoveTo] = useState<AirportBrand | null>(null);
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);

  useEffect(() => {
    for (const list of [lookups.operationalNeeds, lookups.operationalNeedCategories, lookups.accessFrequencies, lookups.airports,
      lookups.countries, lookups.states, lookups.issuingBodies]) void list.load();
  }, [lookups]);

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
      window.location.assign(`${buildPath('form', brands[moveTo].product, { id: formLink })}/step4?company=${moveTo}`);
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
      <PageData
        of={[lookups.operationalNeeds, lookups.operationalNeedCategories, lookups.accessFrequencies, lookups.airports, lookups.countries,
          lookups.states, ...(questions.renewal ? [lookups.issuingBodies] : [])]}
        keepContent
      />
      <ErrorSummary sections={form.summary} focusKey={form.attempt} />
      <form onSubmit={submit} noValidate>
        <CardSection form={form} questions={questions} />
        <NeedSection form={form} questions={questions} />
        {questions.airports && <AirportsSection form={form} />}
        {questions.employer && (
          <EmployerSection form={form} abnCheck={abnCheck} onAbnCheck={setAbnCheck} abnError={abnProblem ? form.errorFor('Employerabn') : undefined} />
        )}
        <StepActions problem={form.problem} />
      </form>
      <MoveDialog target={moveTo} busy={moving} failed={moveFailed} onMove={() => void move()} onStay={stay} />
    </Page>
  );
});
