import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldMessages, LoadFailed, LoadingIndicator, describedBy } from '@cards/shared/ui';
import { useContactStore } from '../contact/contact-store.ts';
import { RecaptchaWidget } from './RecaptchaWidget.tsx';

export interface CaptchaProps {
  /** The answer to send as `recaptcha` (SPEC §3), or null when there is none (not done yet, expired, reset). */
  onAnswer: (answer: string | null) => void;
  /** Changes after every submit: the captcha starts again (SPEC §4 'Contact forms'). */
  resetKey: number;
  /** The problem to show at the captcha, when the form was sent without an answer or the answer was refused. */
  error?: string;
  id: string;
}

const altchaConfiguration = JSON.stringify({ hideFooter: true, hideLogo: true });

type AltchaState = 'verified' | 'expired' | 'error' | 'unverified' | 'verifying' | 'code';

/**
 * The captcha the api checks (GET /api/captcha): the self-hosted ALTCHA proof of work by default, reCAPTCHA when
 * the deployment has keys. Its script loads only here, after the page has rendered, so the page works without it.
 */
export const Captcha = observer(function Captcha({ onAnswer, resetKey, error, id }: CaptchaProps) {
  const contact = useContactStore();
  useEffect(() => {
    void contact.loadCaptcha();
  }, [contact]);

  let widget;
  if (contact.captchaStatus === 'failed') {
    widget = <LoadFailed message="The check that you are a person could not be loaded." onRetry={() => void contact.loadCaptcha()} />;
  } else if (!contact.captcha) {
    widget = <LoadingIndicator />;
  } else if (contact.captcha.provider === 'altcha') {
    widget = <AltchaWidget challengeUrl={contact.captcha.challengeUrl} onAnswer={onAnswer} resetKey={resetKey} />;
  } else {
    widget = <RecaptchaWidget siteKey={contact.captcha.siteKey} onAnswer={onAnswer} resetKey={resetKey} />;
  }
  const hint = 'Tick the box and wait a moment while your browser does a short check. There are no pictures to pick.';
  return (
    <div
      className={`field captcha${error ? ' field--error' : ''}`}
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, hint, error).describedBy}
    >
      <p className="field__label" id={`${id}-label`}>
        Show us you are a person
      </p>
      <FieldMessages id={id} hint={hint} error={error} />
      {widget}
    </div>
  );
});

function AltchaWidget({ challengeUrl, onAnswer, resetKey }: { challengeUrl: string; onAnswer: CaptchaProps['onAnswer']; resetKey: number }) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The latest callback, read by the widget's listeners without re-adding them.
  const answer = useEffectEvent((value: string | null) => onAnswer(value));

  useEffect(() => {
    let live = true;
    import('./altcha-widget.ts').then(
      () => live && setLoaded('ready'),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    const element = ref.current;
    if (loaded !== 'ready' || !element) return;
    // SPEC §5: an expired captcha clears its answer; only a verified one gives one.
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: AltchaState; payload?: string }>).detail;
      answer(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', changed);
    return () => element.removeEventListener('statechange', changed);
  }, [loaded]);

  useEffect(() => {
    if (resetKey === 0) return;
    ref.current?.reset?.();
    answer(null);
  }, [resetKey]);

  if (loaded === 'failed') return <LoadFailed message="The check that you are a person could not be loaded." onRetry={() => {
    setLoaded('loading');
    setAttempt((n) => n + 1);
  }} />;
  if (loaded === 'loading') return <LoadingIndicator />;
  return <altcha-widget ref={ref} challenge={challengeUrl} auto="off" name="captcha" configuration={altchaConfiguration} />;
}
