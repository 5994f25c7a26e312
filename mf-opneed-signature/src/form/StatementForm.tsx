import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { OpNeedForm } from '@cards/shared/api';
import { cardName, getBrand } from '@cards/shared/brand';
import { isWhiteNeed, needsFor, opNeedTypesFor, type FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, ErrorSummary, SignaturePad, fieldId, useDeviceCopy, type Signature, type SummarySection } from '@cards/shared/ui';
import { OPNEED_FORM_FIELDS, fieldMessage, opNeedFormErrors, type OperationalNeedFormFields } from '@cards/shared/validation';
import { OPNEED_LABELS } from './labels.ts';
import { NeedSection } from './NeedSection.tsx';
import { SignerSection } from './SignerSection.tsx';
import { SignedPanel } from './SignedPanel.tsx';

export type Typed = OperationalNeedFormFields;
type Field = keyof typeof OPNEED_LABELS;

/** The form's fields out of what the api answered (it also holds the form's id, state and card). */
function fieldsOf(form: OpNeedForm): Typed {
  const fields = Object.fromEntries(OPNEED_FORM_FIELDS.map((name) => [name, form[name] ?? ''])) as unknown as Typed;
  return { ...fields, airports: Array.isArray(form.airports) ? form.airports : [] };
}

export interface FieldProps {
  typed: Typed;
  set: <K extends keyof Typed>(field: K, value: Typed[K]) => void;
  message: (field: Field) => string | undefined;
  cardType: 'asic' | 'msic';
}

/**
 * SPEC §3 'Operational need form', §5 'Operational-need form and signature': the signer checks what the applicant
 * told us, completes their own details, declares, and signs. Submit needs a valid form and a signature.
 */
export const StatementForm = observer(function StatementForm({ form }: { form: OpNeedForm }) {
  const { opneedForm, lookups } = useRootStore();
  const { typed, setTyped, forget } = useDeviceCopy<Typed>(`opneed-form:${form.id}`, fieldsOf(form));
  const [signature, setSignature] = useState<Signature | null>(null);
  const [declared, setDeclared] = useState(false);
  const [tried, setTried] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Signed in this visit: the panel replacing the form takes focus (the button pressed is gone).
  const [signedHere, setSignedHere] = useState(false);

  const needs = needsFor(lookups.operationalNeeds.items, form.cardType);
  const context = {
    cardType: form.cardType,
    operationalNeeds: needs,
    accessFrequencies: lookups.accessFrequencies.items,
    airportIds: lookups.airports.items.map((a) => a.Id),
    opNeedTypes: opNeedTypesFor(getBrand(form.brand), form.cardType),
  };
  const errorsNow = (): FieldErrors => {
    const errors: FieldErrors = { ...serverFields, ...opNeedFormErrors(typed, context) };
    if (!declared) errors.declaration = 'checked';
    if (!signature) errors._signature = serverFields._signature ?? 'required';
    return errors;
  };
  const errors = tried ? errorsNow() : {};
  const message = (field: Field) => {
    const key = errors[field];
    if (!key) return undefined;
    if (field === '_signature') return key === 'required' ? 'Sign in the box, or type your name to sign' : 'Your signature could not be read. Please clear it and sign again';
    if (field === 'declaration') return 'Tick the box to make the declaration';
    return fieldMessage(key, OPNEED_LABELS[field], { choice: ['OperationalNeedType', 'Sponsored', 'OperationalNeedId', 'OpNeedAccessFreq', 'SponsoredYears', 'Country', 'State'].includes(field) });
  };
  const set: FieldProps['set'] = (field, value) => {
    setServerFields((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
    setTyped((current) => ({ ...current, [field]: value }));
  };

  if (form.status === 'signed') return <SignedPanel form={form} focus={signedHere} />;

  const order: Field[] = [...OPNEED_FORM_FIELDS, 'declaration', '_signature'];
  const summary: SummarySection[] = [{
    heading: 'Please check the statement',
    items: order.flatMap((field) => {
      const text = message(field);
      return text ? [{ field, message: text }] : [];
    }),
  }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setServerFields({});
    const found = errorsNow();
    delete found._signature;
    if (Object.keys(found).length > 0 || !signature || !declared) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    const outcome = await opneedForm.sign({ ...typed, _signature: signature.dataUrl });
    setBusy(false);
    if (outcome.kind === 'signed' || outcome.kind === 'already-signed') {
      setSignedHere(true);
      forget();
    }
    else if (outcome.kind === 'invalid') {
      setServerFields(outcome.fields);
      setFocusKey((k) => k + 1);
    }
  };

  const white = isWhiteNeed(needs.find((n) => n.Id === Number(typed.OperationalNeedId)));
  const props: FieldProps = { typed, set, message, cardType: form.cardType };
  return (
    <form className="opneed-form" noValidate onSubmit={submit}>
      <p className="lead">
        {typed.ApplicantFullname || 'Someone'} has applied for an {cardName(getBrand(form.brand), form.cardType)} and named you to confirm why
        their work needs it. Please check what they told us, complete your details, and sign. It takes about five minutes.
      </p>
      <ErrorSummary sections={summary} focusKey={focusKey} />
      {opneedForm.saveError && (
        <div className="notice notice--warning" role="alert">
          <h2 className="notice__title">The statement was not saved</h2>
          <p>We could not save it just now. Everything you typed is still here and kept on this device: please try again.</p>
        </div>
      )}
      <SignerSection {...props} onAbnChecked={(name) => name && set('Organisation', typed.Organisation || name)} />
      <NeedSection {...props} white={white} opNeedTypes={context.opNeedTypes} />
      <section className="form-section" aria-labelledby="sign-heading">
        <h2 id="sign-heading">Declaration and signature</h2>
        <Checkbox
          id={fieldId('declaration')}
          label="I declare that the information in this statement is true and correct, and that the applicant’s work needs the card as described."
          checked={declared}
          error={message('declaration')}
          onChange={setDeclared}
        />
        <SignaturePad
          id={fieldId('_signature')}
          label="Your signature"
          hint="Draw your signature in the box with a mouse, finger or stylus, or type your full name instead."
          error={message('_signature')}
          disabled={busy}
          onChange={setSignature}
        />
      </section>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing…' : 'Sign the statement'}
        </button>
      </div>
    </form>
  );
});
