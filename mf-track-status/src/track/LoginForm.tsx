import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { birthdatePickerMax, isoDateOf } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, TextField, fieldId, useToday, type SummarySection } from '@cards/shared/ui';
import { fieldMessage, trackLoginErrors } from '@cards/shared/validation';
import { problemText } from './track-messages.ts';

const NUMBER_LABEL = 'Tracking number';
const BIRTHDATE_LABEL = 'Date of birth';

/** SPEC §2 'Track screen', login form: the tracking number (?ref= fills it) and the date of birth. */
export const LoginForm = observer(function LoginForm({ card }: { card: string }) {
  const { person } = useRootStore();
  const [query] = useSearchParams();
  const [number, setNumber] = useState(() => query.get('ref')?.slice(0, 20) ?? '');
  const [birthdate, setBirthdate] = useState('');
  const [submitted, setSubmitted] = useState(0);
  // Changes only when a submit finds problems, so the summary takes focus then and never while someone types.
  const [focusKey, setFocusKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The date picker's limit is the pre-render's day until the page is hydrated.
  const today = useToday();
  const errors = submitted > 0 ? trackLoginErrors({ Number: number, Birthdate: birthdate }, today) : {};
  const numberError = errors.Number ? fieldMessage(errors.Number, 'your tracking number') : undefined;
  const birthdateError = errors.Birthdate ? fieldMessage(errors.Birthdate, 'your date of birth') : undefined;
  const sections: SummarySection[] = [{
    heading: 'Please check your tracking number and date of birth',
    items: [
      ...(numberError ? [{ field: 'Number', message: numberError }] : []),
      ...(birthdateError ? [{ field: 'Birthdate', message: birthdateError }] : []),
    ],
  }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted((n) => n + 1);
    setProblem(null);
    if (Object.keys(trackLoginErrors({ Number: number, Birthdate: birthdate }, today)).length > 0) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    const outcome = await person.requestCode(number, birthdate);
    setBusy(false);
    if (!outcome.ok) setProblem(problemText(outcome.problem));
  };

  return (
    <>
      <p>
        Enter the tracking number from the email we sent when you applied for your {card}, and your date of birth. We
        then email you a code to sign in with.
      </p>
      <ErrorSummary sections={sections} focusKey={focusKey} />
      {problem && (
        <p className="step-problem" role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id={fieldId('Number')}
          label={NUMBER_LABEL}
          hint="VEA or VEP followed by 7 digits, for example VEA0001523."
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className="field--medium"
          value={number}
          error={numberError}
          onChange={setNumber}
        />
        <TextField
          id={fieldId('Birthdate')}
          label={BIRTHDATE_LABEL}
          hint="As you gave it in your application, for example 27 March 1985."
          type="date"
          className="field--date"
          autoComplete="bday"
          max={birthdatePickerMax(today)}
          min={isoDateOf(new Date(1900, 0, 1))}
          value={birthdate}
          error={birthdateError}
          onChange={setBirthdate}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            Continue
          </button>
        </div>
        <p role="status" className="form-status">{busy ? 'Checking your details…' : ''}</p>
      </form>
    </>
  );
});
