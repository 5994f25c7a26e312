import { useEffect, type FormEvent } from 'react';
import type { StepPageModule } from '../wizard/StepPage.tsx';
import { observer } from 'mobx-react-lite';
import {
  addressesToAsk,
  isoDateOf,
  normaliseAddressHistory,
  setPostalSame,
  statesToCheck,
  type Address,
} from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, ErrorSummary, FieldMessages, PageData, Page, fieldId } from '@cards/shared/ui';
import { StepActions } from '../wizard/StepActions.tsx';
import { useStepDocumentTitle } from '../wizard/use-step-document-title.ts';
import { useStepForm } from '../wizard/use-step-form.ts';
import { useWizard } from '../wizard/wizard-context.tsx';
import { step2Labels } from './labels.ts';
import { AddressFields } from './step2/AddressFields.tsx';

/** SPEC §2 step 2: residential address history covering 10 years, and the postal address. */
export const Step2 = observer(function Step2() {
  const store = useRootStore();
  const { draft, lookups } = store;
  const wizard = useWizard();
  // SPEC §5: each Australian suburb must be one the search offers; the states' locality data is loaded for it.
  const form = useStepForm(draft, wizard.step, step2Labels, async (data) => ({
    knownLocality: await lookups.localities.knownLocality(statesToCheck(data)),
  }));
  useStepDocumentTitle(form.summary.length > 0);
  const data = draft.data;
  const today = new Date();
  // SPEC §5: once the current address is known to be under 10 years old, the one before it is asked for too.
  const addresses = addressesToAsk(data._address, today);
  // Today on the person's own calendar: UTC's date (toISOString) is still yesterday before about 10 am in Australia.
  const todayIso = isoDateOf(today);
  const postal = data._postalAddress ?? { _postalSame: true };

  useEffect(() => {
    void lookups.countries.load();
    void lookups.states.load();
  }, [lookups]);

  const setAddress = (index: number, address: Address) => {
    const list = [...addresses];
    list[index] = address;
    draft.update({ _address: normaliseAddressHistory(list, today) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.complete();
    if (outcome === 'completed') wizard.goNext();
  };

  return (
    <Page title="Your address history">
      <p>
        Tell us where you have lived for the last 10 years. If you moved into your current address less than 10 years
        ago, we also ask for the address before it.
      </p>
      <PageData of={[lookups.countries, lookups.states]} keepContent />
      <ErrorSummary sections={form.summary} focusKey={form.attempt} />
      <form onSubmit={submit} noValidate>
        <section className="form-section" aria-labelledby="current-address-heading" id={fieldId('_address')} tabIndex={-1}>
          <h2 id="current-address-heading">Your current address</h2>
          <FieldMessages id={fieldId('_address')} error={form.errorFor('_address')} />
          <AddressFields path="_address.0" address={addresses[0]!} form={form} dates="from" max={todayIso} onChange={(a) => setAddress(0, a)} />
        </section>
        {addresses.length > 1 && (
          <section className="form-section" aria-labelledby="previous-address-heading">
            <h2 id="previous-address-heading">Your previous address</h2>
            <AddressFields path="_address.1" address={addresses[1]!} form={form} dates="from-to" max={todayIso} onChange={(a) => setAddress(1, a)} />
          </section>
        )}
        <section className="form-section" aria-labelledby="postal-heading">
          <h2 id="postal-heading">Postal address</h2>
          <Checkbox
            id={fieldId('_postalAddress._postalSame')}
            label="My postal address is my current address"
            checked={postal._postalSame !== false}
            onChange={(checked) => draft.update(setPostalSame(draft.data, checked))}
          />
          {postal._postalSame === false && (
            <AddressFields
              path="_postalAddress"
              address={postal}
              form={form}
              dates="none"
              onChange={(a) => draft.update({ _postalAddress: { ...a, _postalSame: false } })}
            />
          )}
        </section>
        <StepActions problem={form.problem} />
      </form>
    </Page>
  );
});

/** The step of the registry this page shows (wizard/StepPage.tsx finds it by its file name). */
export const stepPage: StepPageModule['stepPage'] = { stepIds: ['addresses'], Page: Step2 };
