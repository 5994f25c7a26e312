import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AUSTRALIAN_STATES, birthdatePickerMax, birthdatePickerMin, givenInductionAirports, inductionAirportIds, inductionAirportName,
  isInductionCompany, lastDayOfMonth, longDate, type ErrorKey, type InductionCompany,
} from '@cards/shared/domain';
import { CheckboxGroup, FieldGroup, FormActions, Page, SelectField, TextField, fieldId } from '@cards/shared/ui';
import {
  BLANK_INDUCTION_ENROLMENT, CARD_EXPIRY_MONTHS, INDUCTION_ENROLMENT_FIELDS, cardExpiryYears, fieldMessage, inductionEnrolmentErrors, inductionEnrolmentPayload,
  inductionEnrolmentValues, isOwnCardNumber, type InductionEnrolmentTyped,
} from '@cards/shared/validation';
import { StaffApiError } from '../api/client.ts';
import { Problems } from '../common/Problems.tsx';
import { callProblem } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { NoInductions } from './foreign-card-words.tsx';
import type { RegisteredState } from './ForeignCardPage.tsx';

type Field = (typeof INDUCTION_ENROLMENT_FIELDS)[number];

type Typed = InductionEnrolmentTyped;
type TextKey = Exclude<keyof Typed, 'Inductions' | 'ExpiryMonth' | 'ExpiryYear'>;

/** Each field as its messages name it ('Enter the holder's first name'). */
const LABELS: Record<Field, string> = {
  Inductions: 'the airports whose inductions they need',
  Firstname: 'the holder’s first name',
  Middlenames: 'the holder’s middle names',
  Surname: 'the holder’s family name',
  Birthdate: 'the holder’s date of birth',
  Email: 'the holder’s email address',
  Mobilephonenumber: 'the holder’s mobile number',
  Line1: 'the street address',
  State: 'the state or territory',
  Localityname: 'the suburb or town',
  Postcode: 'the postcode',
  Asicnum: 'the card number',
  MsicExpiry: 'the month and year the card expires',
};
const CHOICES: ReadonlySet<Field> = new Set(['Inductions', 'State', 'MsicExpiry']);

const ownNumber = 'This is one of our own tracking numbers: its holder enrols on the induction page with it, not as a foreign card';

function message(field: Field, key: ErrorKey): string {
  // Typed here, not chosen from a list: all three must agree.
  if (key === 'locality') return 'The suburb or town is not one we know in that state with that postcode – check all three';
  return fieldMessage(key, LABELS[field], { choice: CHOICES.has(field) });
}

/**
 * A card issued by another body, typed from the holder's paper form: the induction-only page's rules, checked here
 * when sent and again by the api, which emails the holder the link to their inductions.
 */
function RegisterForm({ company }: { company: InductionCompany }) {
  const { api } = useMember();
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Typed>(BLANK_INDUCTION_ENROLMENT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [focusKey, setFocusKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const choosesAirports = givenInductionAirports(company) === null;

  const set = (changes: Partial<Typed>, fields: Field[]) => {
    setTyped((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as Field))));
  };
  const text = (field: TextKey) => ({
    id: fieldId(field),
    value: typed[field],
    error: errors[field],
    onChange: (value: string) => set({ [field]: value }, [field]),
  });
  const show = (found: Partial<Record<string, ErrorKey>>) => {
    // In the order of the form, each in the words of its field.
    const messages: Partial<Record<Field, string>> = {};
    for (const field of INDUCTION_ENROLMENT_FIELDS) {
      const key = found[field];
      if (key && (field !== 'Inductions' || choosesAirports)) messages[field] = message(field, key);
    }
    setErrors(messages);
    setFocusKey((n) => n + 1);
    return Object.keys(messages).length > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const body = inductionEnrolmentPayload(inductionEnrolmentValues(typed, company));
    const found = inductionEnrolmentErrors(body, company, new Date());
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    if (isOwnCardNumber(body.Asicnum)) {
      setErrors({ Asicnum: ownNumber });
      setFocusKey((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const done = await api.registerForeignCard(body);
      const state: RegisteredState = { registered: { mailQueued: done.mailQueued } };
      void navigate(staffPaths.foreignCard(done.id), { state });
    } catch (caught) {
      const fields = caught instanceof StaffApiError && caught.status === 400 ? caught.fields : {};
      if (Object.keys(fields).length === 0 || !show(fields as Record<string, ErrorKey>)) {
        setProblem(caught instanceof StaffApiError && caught.status !== undefined && caught.message ? caught.message : callProblem(caught));
        setProblemKey((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const kept = typed.ExpiryMonth && typed.ExpiryYear ? lastDayOfMonth(`${typed.ExpiryYear}-${typed.ExpiryMonth}`) : null;
  const airportIds = inductionAirportIds(company);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Problems errors={errors} focusKey={focusKey} />
      <section className="form-section" aria-labelledby="inductions-heading">
        <h2 id="inductions-heading">Inductions</h2>
        {choosesAirports ? (
          <CheckboxGroup id={fieldId('Inductions')} legend="Which airports’ inductions do they need?" hint="Tick all that apply."
            error={errors.Inductions} values={typed.Inductions.map(String)}
            options={airportIds.map((id) => ({ value: String(id), label: inductionAirportName(id) ?? `Airport ${id}` }))}
            onChange={(values) => set({ Inductions: values.map(Number) }, ['Inductions'])} />
        ) : (
          <p>The holder is enrolled in the {inductionAirportName(airportIds[0]!) ?? 'airport’s'} security induction.</p>
        )}
      </section>
      <section className="form-section" aria-labelledby="holder-heading">
        <h2 id="holder-heading">The holder</h2>
        <p>Their full legal name, as it is on the card.</p>
        <TextField label="First name" autoComplete="off" {...text('Firstname')} />
        <TextField label="Middle names" optional autoComplete="off" {...text('Middlenames')} />
        <TextField label="Family name" autoComplete="off" {...text('Surname')} />
        <TextField label="Date of birth" type="date" className="field--date" autoComplete="off"
          max={birthdatePickerMax(new Date())} min={birthdatePickerMin(new Date())} {...text('Birthdate')} />
        <TextField label="Email address" hint="The link to their inductions is emailed here." type="email" autoComplete="off" spellCheck={false} {...text('Email')} />
        <TextField label="Mobile number" type="tel" autoComplete="off" {...text('Mobilephonenumber')} />
      </section>
      <section className="form-section" aria-labelledby="address-heading">
        <h2 id="address-heading">Home address</h2>
        <TextField label="Street address" autoComplete="off" {...text('Line1')} />
        <TextField label="Suburb or town" autoComplete="off" {...text('Localityname')} />
        <SelectField label="State or territory" options={AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }))} {...text('State')} />
        <TextField label="Postcode" inputMode="numeric" autoComplete="off" className="field--short" {...text('Postcode')} />
      </section>
      <section className="form-section" aria-labelledby="card-heading">
        <h2 id="card-heading">The card</h2>
        <TextField label="Card number" hint="As printed on the card, from the body that issued it." autoComplete="off" spellCheck={false} {...text('Asicnum')} />
        <FieldGroup id={fieldId('MsicExpiry')} legend="When does the card expire?"
          hint={`The month and year printed on the card. It is kept as the last day of that month${kept ? `: ${longDate(kept)}` : ''}.`} error={errors.MsicExpiry}>
          <div className="expiry-field">
            <SelectField id={`${fieldId('MsicExpiry')}-month`} label="Month" placeholder="Month" options={CARD_EXPIRY_MONTHS} value={typed.ExpiryMonth}
              onChange={(value) => set({ ExpiryMonth: value }, ['MsicExpiry'])} />
            <SelectField id={`${fieldId('MsicExpiry')}-year`} label="Year" placeholder="Year" options={cardExpiryYears(new Date())}
              value={typed.ExpiryYear} onChange={(value) => set({ ExpiryYear: value }, ['MsicExpiry'])} />
          </div>
        </FieldGroup>
      </section>
      <FormActions submitLabel="Register the card" busy={busy} busyMessage="Registering…" problem={problem} problemKey={problemKey} />
    </form>
  );
}

function RegisterAtBrand() {
  const { session } = useMember();
  const company = session.staff.company;
  if (!isInductionCompany(company)) return <NoInductions />;
  return (
    <Page title="Register a foreign card" className="staff-page">
      <p><Link to={staffPaths.foreignCards}>All foreign cards</Link></p>
      <p>
        For a card issued by another body, so its holder can do a security induction here. Copy the holder&apos;s paper
        form. A card we issued is not registered: its holder enrols on the induction page with their tracking number.
      </p>
      <RegisterForm company={company} />
    </Page>
  );
}

/** Registering a foreign card (docs/staff-console.md 'Pages'), for officers and supervisors at a brand with inductions. */
function RegisterForeignCardPage() {
  return (
    <SignedIn permission="person.foreign-card">
      <RegisterAtBrand />
    </SignedIn>
  );
}

export default RegisterForeignCardPage;
