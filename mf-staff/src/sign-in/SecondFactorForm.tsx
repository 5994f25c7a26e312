import { useState, type FormEvent } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { FormActions, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { SecondFactorMethod } from '../api/types.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { Problems } from '../common/Problems.tsx';
import { useProblem } from '../common/use-problem.tsx';
import { callProblem, lockoutText } from '../common/words.ts';
import { passkeyCeremony } from './passkey.ts';

const sixDigits = /^\d{6}$/;

/**
 * The second step: a passkey (the browser's own dialog, with the api's options) or the 6-digit code from the
 * authenticator app, or one of the recovery codes instead (POST /api/staff/sign-in/passkey, …/totp).
 */
export function SecondFactorForm({ methods, onSignedIn, onRestart }: {
  methods: readonly SecondFactorMethod[];
  onSignedIn: () => void;
  /** The half-made session is gone (401): back to the password. */
  onRestart: () => void;
}) {
  const api = useStaffApi();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [focusKey, setFocusKey] = useState(0);
  const { refuse, clear, problemLine } = useProblem();
  const [busy, setBusy] = useState(false);
  const field = recovery ? 'recoveryCode' : 'code';
  const refused = (caught: unknown, wrong: string) => {
    const status = caught instanceof StaffApiError ? caught.status : undefined;
    if (status === 429) refuse(lockoutText(caught as StaffApiError));
    else if (status === 400 && wrong) {
      setError(wrong);
      setFocusKey((n) => n + 1);
    } else if (status === 401) onRestart();
    else if ((status === 400 || status === 409) && (caught as StaffApiError).message) refuse((caught as StaffApiError).message);
    else refuse(callProblem(caught));
  };

  const signInWithPasskey = async () => {
    if (busy) return;
    setBusy(true);
    clear();
    try {
      const optionsJSON = await api.passkeySignInOptions();
      const response = await passkeyCeremony(() => startAuthentication({ optionsJSON }), {
        cancelled: 'Signing in with your passkey was cancelled. Try again, or use a code from your authenticator app.',
        failed: 'Your passkey could not be used on this device. Try again, or use a code from your authenticator app.',
      }, refuse);
      if (!response) return;
      await api.signInWithPasskey(response);
      onSignedIn();
    } catch (caught) {
      if (caught instanceof StaffApiError && caught.status === 400) refuse('That passkey could not be checked. Try again, or use a code from your authenticator app.');
      else refused(caught, '');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s+/g, '');
    const wrongShape = recovery ? (typed ? undefined : 'Enter one of your recovery codes') : sixDigits.test(typed) ? undefined : 'Enter the 6-digit code from your authenticator app';
    setError(wrongShape);
    clear();
    if (wrongShape) {
      setFocusKey((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await api.signInWithCode(recovery ? { recoveryCode: typed } : { code: typed });
      onSignedIn();
    } catch (caught) {
      refused(caught, recovery
        ? 'That recovery code is not right, or has been used. Check it and try again.'
        : 'That code is not right. Check the app shows this account, and enter the code it shows now.');
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (toRecovery: boolean) => {
    setRecovery(toRecovery);
    setCode('');
    setError(undefined);
  };

  return (
    <>
      {methods.includes('passkey') && (
        <section aria-labelledby="passkey-heading">
          <h2 id="passkey-heading">Use a passkey</h2>
          <p>Your browser or phone will ask you to confirm it is you.</p>
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void signInWithPasskey()}>
            Use a passkey
          </button>
        </section>
      )}
      {methods.includes('totp') && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="code-heading">
          <h2 id="code-heading">{recovery ? 'Use a recovery code' : 'Use your authenticator app'}</h2>
          <Problems errors={{ [field]: error }} focusKey={focusKey} />
          {recovery ? (
            <TextField id={fieldId('recoveryCode')} label="Recovery code" hint="One of the codes you kept when you set up your account. Each works once."
              autoComplete="off" spellCheck={false} value={code} onChange={setCode} error={error} />
          ) : (
            <TextField id={fieldId('code')} label="Code from your authenticator app" hint="6 digits, for example 123456"
              inputMode="numeric" autoComplete="one-time-code" className="field--short" value={code} onChange={setCode} error={error} />
          )}
          <FormActions submitLabel="Sign in" busy={busy} busyMessage="Checking the code…">
            <button type="button" className="link-button" onClick={() => switchTo(!recovery)}>
              {recovery ? 'Use a code from the authenticator app instead' : 'Use a recovery code instead'}
            </button>
          </FormActions>
        </form>
      )}
      {problemLine}
    </>
  );
}
