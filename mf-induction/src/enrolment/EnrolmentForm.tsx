import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import type { InductionListItem } from '@cards/shared/api';
import { buildPath } from '@cards/shared/brand';
import {
  inductionAirportName, birthdatePickerMax, birthdatePickerMin, givenInductionAirports, inductionAirportIds, type FieldErrors, type InductionCompany, type LocalityLookup,
} from '@cards/shared/domain';
import { useRootStore, type Lookups } from '@cards/shared/stores';
import { CheckboxGroup, ErrorSummary, FormActions, SelectField, SuburbSearch, TextField, fieldId, useDeviceCopy } from '@cards/shared/ui';
import {
  BLANK_INDUCTION_ENROLMENT, INDUCTION_ENROLMENT_FIELDS, inductionEnrolmentErrors, inductionEnrolmentPayload, inductionEnrolmentValues, maxLengthOf,
  type InductionEnrolmentTyped,
} from '@cards/shared/validation';
import { ExpiryField } from './ExpiryField.tsx';
import { cardRefusedText, enrolmentMessage, enrolmentSummary, isEnrolmentField, type EnrolmentField } from './labels.ts';

/** What the page holds (the shared form values). */
export type Typed = InductionEnrolmentTyped;

type TextKey = Exclude<keyof Typed, 'Inductions' | 'ExpiryMonth' | 'ExpiryYear'>;

/** Where each text field's longest length is kept (the draft's limits, which the shared validation uses). */
const LIMIT_PATHS: Partial<Record<TextKey, string>> = {
  Firstname: 'Firstname', Middlenames: 'Middlenames', Surname: 'Surname', Email: 'Email', Mobilephonenumber: 'Mobilephonenumber',
  Line1: '_address.Line1', Postcode: '_address.Postcode',
};

/** SPEC §5: the suburbs the search offers in the state chosen, once that state's list is here. */
function loadedLocalities(typed: Typed, lookups: Lookups): LocalityLookup | undefined {
  const held = typed.State ? lookups.localities.of(typed.State) : null;
  if (held?.status !== 'loaded') return undefined;
  return (name, _state, postcode) => held.items.some((l) => l.name.toUpperCase() === name && l.code === postcode);
}


/**
 * SPEC §3 'Induction-only registration payload', §5 'Induction-only enrolment', §8: a card holder's enrolment. A
 * field is checked when it is left with something in it and every field when the form is sent; the summary then
 * takes focus. What the server refuses shows at its field. What is typed stays on the device until it is accepted.
 */
const NO_ERRORS: FieldErrors = {};

export const EnrolmentForm = observer(function EnrolmentForm({ company, onEnrolled, onCheckEmail }: {
  company: InductionCompany;
  onEnrolled: (inductions: InductionListItem[]) => void;
  /** One of our numbers: a link goes by email if the details match, and the page says to look for it. */
  onCheckEmail: () => void;
}) {
  const { induction, lookups, session } = useRootStore();
  const product = session.brandData.product;
  const navigate = useNavigate();
  const { typed, setTyped, forget } = useDeviceCopy<Typed>(`induction-enrolment:${company}`, BLANK_INDUCTION_ENROLMENT, 'session');
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [serverMessages, setServerMessages] = useState<Partial<Record<EnrolmentField, string>>>({});
  // Counts the sends that found problems: the summary shows from the first and takes focus at each.
  const [focusKey, setFocusKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Counts the sends refused as a whole: the problem takes focus at each (the button would keep it otherwise).
  const [problemKey, setProblemKey] = useState(0);
  const refuse = (message: string) => {
    setProblem(message);
    setProblemKey((k) => k + 1);
  };

  // The checks of what would be sent: a card number typed with a space as printed is sent without it.
  const errorsOf = (t: Typed): FieldErrors => {
    return inductionEnrolmentErrors(inductionEnrolmentPayload(inductionEnrolmentValues(t, company)), company, new Date(), loadedLocalities(t, lookups));
  };
  // Only a flagged field shows its check: until one is, a keystroke costs no validation.
  const errors = flagged.size > 0 ? errorsOf(typed) : NO_ERRORS;
  const messages: Partial<Record<EnrolmentField, string>> = {};
  for (const field of INDUCTION_ENROLMENT_FIELDS) {
    const key = flagged.has(field) ? errors[field] : undefined;
    const text = serverMessages[field] ?? (key ? enrolmentMessage(field, key, product) : undefined);
    if (text) messages[field] = text;
  }

  const set = (changes: Partial<Typed>, fields: EnrolmentField[]) => {
    setTyped((current) => ({ ...current, ...changes }));
    setServerMessages((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as EnrolmentField))));
  };
  const text = (field: TextKey) => {
    const limit = LIMIT_PATHS[field];
    return {
      id: fieldId(field),
      value: typed[field],
      error: messages[field],
      onChange: (value: string) => set({ [field]: value }, [field]),
      // Checked on leaving once something is typed: an empty field is only pointed out when the form is sent.
      onBlur: () => typed[field].trim() && setFlagged((current) => new Set(current).add(field)),
      ...(limit ? { maxLength: maxLengthOf(limit) } : {}),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setServerMessages({});
    if (typed.State) await lookups.localities.load(typed.State);
    const wrong = Object.keys(errorsOf(typed)).filter(isEnrolmentField);
    setFlagged(new Set(wrong));
    if (wrong.length > 0) {
      setBusy(false);
      setFocusKey((k) => k + 1);
      return;
    }
    const outcome = await induction.enrol(inductionEnrolmentPayload(inductionEnrolmentValues(typed, company)));
    setBusy(false);
    switch (outcome.kind) {
      case 'enrolled':
        forget();
        onEnrolled(outcome.inductions);
        return;
      case 'check-email':
        forget();
        onCheckEmail();
        return;
      case 'foreign':
        forget();
        void navigate(buildPath('induction-status', product, { id: outcome.id, randomId: outcome.randomId }));
        return;
      case 'card-refused':
        setServerMessages({ Asicnum: outcome.message ?? cardRefusedText(product) });
        setFocusKey((k) => k + 1);
        return;
      case 'invalid': {
        const atFields = Object.entries(outcome.fields).filter(([field]) => isEnrolmentField(field) && (field !== 'Inductions' || choosesAirports));
        if (atFields.length === 0) {
          refuse(outcome.message);
          return;
        }
        setServerMessages(Object.fromEntries(atFields.map(([field, key]) => [field, enrolmentMessage(field as EnrolmentField, key, product)])));
        setFocusKey((k) => k + 1);
        return;
      }
      case 'problem':
        refuse(outcome.message);
    }
  };

  const airportIds = inductionAirportIds(company);
  // A brand with several induction airports asks which (adg); with one, it says which (bne).
  const choosesAirports = givenInductionAirports(company) === null;
  /** An airport by its name in the airport list, or its usual name while the list is not here. */
  const airportName = (id: number) => lookups.airportById(id)?.Airport ?? inductionAirportName(id) ?? `Airport ${id}`;
  return (
    <>
      {focusKey > 0 && <ErrorSummary sections={enrolmentSummary(messages)} focusKey={focusKey} />}
      <form onSubmit={submit} noValidate className="enrolment-form">
        <section className="form-section" aria-labelledby="inductions-heading">
          <h2 id="inductions-heading">{choosesAirports ? 'Your inductions' : 'Your induction'}</h2>
          {choosesAirports ? (
            <CheckboxGroup
              id={fieldId('Inductions')}
              legend="Which airports’ inductions do you need?"
              hint="Tick all that apply."
              error={messages.Inductions}
              values={typed.Inductions.map(String)}
              options={airportIds.map((id) => ({ value: String(id), label: airportName(id) }))}
              onChange={(values) => set({ Inductions: values.map(Number) }, ['Inductions'])}
            />
          ) : (
            // Its usual name, the same before the airport list is here and after (the server's page and the browser's).
            <p>You are enrolling in the {inductionAirportName(airportIds[0]!) ?? airportName(airportIds[0]!)} security induction.</p>
          )}
        </section>

        <section className="form-section" aria-labelledby="about-heading">
          <h2 id="about-heading">About you</h2>
          <p>Enter your full legal name exactly as it is on your card.</p>
          <TextField label="First name" hint={`It must match the name on your ${product} application.`} autoComplete="given-name" {...text('Firstname')} />
          <TextField label="Middle names" optional autoComplete="additional-name" {...text('Middlenames')} />
          <TextField label="Family name" autoComplete="family-name" {...text('Surname')} />
          <TextField
            label="Date of birth"
            type="date"
            className="field--date"
            autoComplete="bday"
            max={birthdatePickerMax(new Date())}
            min={birthdatePickerMin(new Date())}
            {...text('Birthdate')}
          />
        </section>

        <section className="form-section" aria-labelledby="contact-heading">
          <h2 id="contact-heading">How we contact you</h2>
          <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} {...text('Email')} />
          <TextField label="Mobile number" type="tel" autoComplete="mobile tel" {...text('Mobilephonenumber')} />
        </section>

        <section className="form-section" aria-labelledby="address-heading">
          <h2 id="address-heading">Your home address</h2>
          <TextField label="Street address" hint="For example 12 Smith Street or Unit 3/45 Main Road." autoComplete="address-line1" {...text('Line1')} />
          <SelectField
            label="State or territory"
            options={lookups.australianStates.map((s) => ({ value: s.ShortName, label: s.LongName }))}
            {...text('State')}
            onChange={(value) => set({ State: value, Localityname: '', Postcode: '' }, ['State', 'Localityname', 'Postcode'])}
          />
          <SuburbSearch
            id={fieldId('Localityname')}
            state={typed.State || undefined}
            value={typed.Localityname}
            error={messages.Localityname}
            onType={(value) => set({ Localityname: value, Postcode: '' }, ['Localityname', 'Postcode'])}
            onChoose={(locality) => set({ Localityname: locality.name, Postcode: locality.code, State: locality.state }, ['State', 'Localityname', 'Postcode'])}
          />
          <TextField label="Postcode" inputMode="numeric" autoComplete="postal-code" className="field--short" {...text('Postcode')} />
        </section>

        <section className="form-section" aria-labelledby="card-heading">
          <h2 id="card-heading">Your card</h2>
          <TextField
            label={`${product} number`}
            hint={`If we issued your card, its number starts with VEA followed by 7 digits. If another issuing body issued it, enter the number as printed on the card.`}
            autoComplete="off"
            spellCheck={false}
            {...text('Asicnum')}
          />
          <ExpiryField
            month={typed.ExpiryMonth}
            year={typed.ExpiryYear}
            error={messages.MsicExpiry}
            onChange={(part, value) => set({ [part]: value }, ['MsicExpiry'])}
          />
        </section>

        <FormActions submitLabel="Enrol" busy={busy} problem={problem} problemKey={problemKey} busyMessage="Sending your enrolment…" />
      </form>
    </>
  );
});
