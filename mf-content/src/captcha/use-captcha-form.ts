import { useState } from 'react';
import type { SendOutcome } from '@cards/shared/api';
import type { FieldErrors } from '@cards/shared/domain';

export type Sent = { kind: 'sent'; reference?: string; emailed?: boolean };
export type Problem = { kind: 'refused' | 'network'; message: string };

/**
 * What the contact form and the card holder's reports share: the checks shown once the person has tried to send,
 * the captcha's answer and its reset after every send (SPEC §4 'Contact forms'), and what each answer of the api
 * shows (SPEC §8 'Contact'). `validate` is the shared rule the api also runs.
 */
export function useCaptchaForm<Body extends object>({ validate, send, onSent }: {
  validate: (body: Body & { recaptcha: string }) => FieldErrors;
  send: (body: Body & { recaptcha: string }) => Promise<SendOutcome>;
  /** Clears the typing: only after a send succeeded (SPEC §4: success resets the form). */
  onSent: () => void;
}) {
  const [tried, setTried] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // Changes only when a send finds problems, so the summary takes focus then and never while someone types.
  const [focusKey, setFocusKey] = useState(0);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [captchaRefused, setCaptchaRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const errorsOf = (body: Body): FieldErrors => {
    const errors = { ...serverFields, ...validate({ ...body, recaptcha: captcha ?? '' }) };
    if (captchaRefused && !captcha) errors.recaptcha = 'captcha';
    return errors;
  };

  const submit = async (body: Body) => {
    if (busy) return;
    setTried(true);
    setServerFields({});
    setCaptchaRefused(false);
    setProblem(null);
    setSent(null);
    const full = { ...body, recaptcha: captcha ?? '' };
    if (Object.keys(validate(full)).length > 0) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    const outcome = await send(full);
    setBusy(false);
    // Every answer used the captcha up: it starts again (SPEC §4), and the network case resets only it (SPEC §8).
    setResetKey((k) => k + 1);
    setCaptcha(null);
    switch (outcome.kind) {
      case 'sent':
        setTried(false);
        setSent(outcome);
        onSent();
        break;
      case 'captcha':
        setCaptchaRefused(true);
        setFocusKey((k) => k + 1);
        break;
      case 'invalid':
        setServerFields(outcome.fields);
        setFocusKey((k) => k + 1);
        break;
      case 'refused':
        setProblem({ kind: 'refused', message: outcome.message });
        break;
      case 'network':
        setProblem({ kind: 'network', message: 'We could not reach our office just now, so nothing was sent. Check your connection, tick the security check again and send it once more.' });
        break;
    }
  };

  return {
    errors: (body: Body): FieldErrors => (tried || captchaRefused ? errorsOf(body) : {}),
    captchaProps: { onAnswer: setCaptcha, resetKey },
    /** The api refused the captcha's answer (SPEC §8: result false), rather than it being missing. */
    captchaRefused,
    focusKey,
    busy,
    sent,
    problem,
    submit,
    /** The person starts typing again after a send: the greeting goes. */
    dismissSent: () => setSent(null),
  };
}
