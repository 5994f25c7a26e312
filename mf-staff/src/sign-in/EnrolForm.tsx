import { useState, type FormEvent } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { FormActions, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { TotpEnrolment } from '../api/types.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { Problems } from '../common/Problems.tsx';
import { useProblem } from '../common/use-problem.tsx';
import { QrCode } from '../common/QrCode.tsx';
import { callProblem, lockoutText } from '../common/words.ts';
import { passkeyCeremony } from './passkey.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

type Step = { step: 'choose' } | { step: 'totp'; enrolment: TotpEnrolment } | { step: 'codes'; codes: string[] };

/**
 * Setting up a second factor (after the password of an account with none, or from the security page): an
 * authenticator app (its secret as text and as a QR code of the otpauth: address, confirmed with a code) or a
 * passkey. The recovery codes the api gives are shown once.
 */
export function EnrolForm({ onDone, doneLabel }: { onDone: () => void; doneLabel?: string }) {
  const api = useStaffApi();
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [focusKey, setFocusKey] = useState(0);
  const { refuse, clear, problemLine } = useProblem();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    clear();
    try {
      await work();
    } catch (caught) {
      refuse(caught instanceof StaffApiError && caught.status === 429 ? lockoutText(caught) : callProblem(caught));
    } finally {
      setBusy(false);
    }
  };

  const startTotp = () => run(async () => setStep({ step: 'totp', enrolment: await api.startTotp() }));
  const addPasskey = () => run(async () => {
    const optionsJSON = await api.passkeyRegistrationOptions();
    const response = await passkeyCeremony(() => startRegistration({ optionsJSON }), {
      cancelled: 'Adding a passkey was cancelled. Try again, or set up an authenticator app instead.',
      failed: 'A passkey could not be made on this device. Try again, or set up an authenticator app instead.',
    }, refuse);
    if (!response) return;
    const { recoveryCodes } = await api.registerPasskey(response);
    if (recoveryCodes?.length) setStep({ step: 'codes', codes: recoveryCodes });
    else onDone();
  });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError('Enter the 6-digit code the app shows for this account');
      setFocusKey((n) => n + 1);
      return;
    }
    setError(undefined);
    void run(async () => {
      try {
        const { recoveryCodes } = await api.confirmTotp(typed);
        setStep({ step: 'codes', codes: recoveryCodes });
      } catch (caught) {
        if (!(caught instanceof StaffApiError) || (caught.status !== 400 && caught.status !== 401)) throw caught;
        setError('That code is not right. Check the app\'s clock is right and enter the code it shows now.');
        setFocusKey((n) => n + 1);
      }
    });
  };

  if (step.step === 'codes') return <RecoveryCodes codes={step.codes} onDone={onDone} doneLabel={doneLabel} />;
  if (step.step === 'totp') {
    const { secret, uri } = step.enrolment;
    return (
      <section aria-labelledby="totp-heading">
        <h2 id="totp-heading">Set up an authenticator app</h2>
        <ol>
          <li>Open an authenticator app on your phone (for example Microsoft Authenticator or Google Authenticator) and add an account.</li>
          <li>Scan this QR code, or type in the key below it.</li>
          <li>Enter the 6-digit code the app then shows.</li>
        </ol>
        <QrCode text={uri} label="QR code for your authenticator app" />
        <p>
          Key to type in: <span className="secret-text">{secret.replace(/(.{4})/g, '$1 ').trim()}</span>
        </p>
        <form onSubmit={confirm} noValidate>
          <Problems errors={{ code: error }} focusKey={focusKey} />
          <TextField id={fieldId('code')} label="Code from your authenticator app" hint="6 digits, for example 123456"
            inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} />
          <FormActions submitLabel="Confirm" busy={busy} busyMessage="Checking the code…" />
        </form>
        {problemLine}
      </section>
    );
  }
  return (
    <section aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">Set up a second way to sign in</h2>
      <p>
        Staff accounts need a second step after the password. Choose one now; you can add the other later on your
        security page.
      </p>
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void startTotp()}>
          Set up an authenticator app
        </button>
        <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void addPasskey()}>
          Add a passkey
        </button>
      </div>
      {problemLine}
    </section>
  );
}
