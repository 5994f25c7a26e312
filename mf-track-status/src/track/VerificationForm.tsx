import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, TextField, fieldId, type SummarySection } from '@cards/shared/ui';
import { fieldMessage, verificationErrors } from '@cards/shared/validation';
import { CODE_MESSAGES, NO_STORAGE, problemText } from './track-messages.ts';

/** SPEC §9: a new code may be asked for 30 seconds after the last. */
export const RESEND_AFTER_MS = 30_000;

/** Seconds until a new code may be asked for, counting down once a second (a new `sentAt` starts again). */
function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const wait = RESEND_AFTER_MS / 1000;
  const seconds = sentAt === null ? 0 : Math.min(wait, Math.max(0, Math.ceil((sentAt + RESEND_AFTER_MS - now) / 1000)));
  useEffect(() => {
    if (seconds === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, sentAt]);
  return seconds;
}

/** SPEC §2 'Track screen', verification: the emailed code, and asking for a new one after 30 seconds. */
export const VerificationForm = observer(function VerificationForm() {
  const { person, session } = useRootStore();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(0);
  // Changes only when a submit finds problems, so the summary takes focus then and never while someone types.
  const [focusKey, setFocusKey] = useState(0);
  const [codeProblem, setCodeProblem] = useState<keyof typeof CODE_MESSAGES | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const seconds = useResendCountdown(person.codeSentAt);

  const rule = submitted > 0 ? verificationErrors({ code }, new Date()).code : undefined;
  const codeError = rule ? fieldMessage(rule, 'the code from the email') : codeProblem ? CODE_MESSAGES[codeProblem] : undefined;
  const sections: SummarySection[] = [{ heading: 'Please check your code', items: codeError ? [{ field: 'code', message: codeError }] : [] }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted((n) => n + 1);
    setCodeProblem(null);
    setProblem(null);
    setResent(false);
    if (verificationErrors({ code }, new Date()).code) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    const outcome = await person.verify(code);
    setBusy(false);
    if (outcome.ok) {
      if (outcome.peopleId) void navigate(buildPath('status', session.brandData.product, { peopleId: outcome.peopleId }));
      return;
    }
    if (outcome.problem?.kind === 'code') {
      setCodeProblem(outcome.problem.reason);
      setFocusKey((k) => k + 1);
    }
    else setProblem(problemText(outcome.problem));
  };

  const resend = async () => {
    if (seconds > 0 || busy) return;
    setProblem(null);
    setCodeProblem(null);
    setBusy(true);
    const outcome = await person.resendCode();
    setBusy(false);
    if (outcome.ok) {
      setCode('');
      setResent(true);
    } else {
      setProblem(problemText(outcome.problem));
    }
  };

  return (
    <>
      {/* After many failures on a number the api answers every birthdate alike, so the page cannot know. */}
      <p>
        If the tracking number and date of birth match an application, we have emailed a 6-digit code to the address
        given in it. Enter it here. It works once, for 10 minutes.
      </p>
      <ErrorSummary sections={sections} focusKey={focusKey} />
      {(problem || person.loadingError) && (
        <p className="step-problem" role="alert">
          {person.loadingError ? NO_STORAGE : problem}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id={fieldId('code')}
          label="Code from the email"
          hint="6 digits, for example 042917."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          className="field--short"
          value={code}
          error={codeError}
          onChange={setCode}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            Sign in
          </button>
          <button type="button" className="button button--secondary" aria-disabled={seconds > 0 || busy || undefined} onClick={() => void resend()}>
            {seconds > 0 ? `Send a new code (in ${seconds} s)` : 'Send a new code'}
          </button>
        </div>
        {/* Said once when the wait starts and once when it ends, not every second. */}
        <p className="visually-hidden" aria-live="polite">
          {seconds > 0 ? 'You can ask for a new code in 30 seconds.' : 'You can now ask for a new code.'}
        </p>
        <p role="status" className="form-status">
          {busy ? 'Checking…' : resent ? 'We have sent you a new code. Codes sent before it no longer work.' : ''}
        </p>
      </form>
      <p>
        <button type="button" className="link-button" onClick={() => person.startAgain()}>
          Use a different tracking number
        </button>
      </p>
    </>
  );
});
