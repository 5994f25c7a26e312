import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LoadFailed, LoadingIndicator } from '@cards/shared/ui';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void }): number;
  reset(id?: number): void;
}

declare global {
  var grecaptcha: Grecaptcha | undefined;
}

const scriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<Grecaptcha> | null = null;

/** Google's script, added once; a failed load can be tried again. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (globalThis.grecaptcha ? globalThis.grecaptcha.ready(() => resolve(globalThis.grecaptcha!)) : reject(new Error('no grecaptcha')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** reCAPTCHA v2, when the deployment configures its keys (ARCHITECTURE: the captcha's real replacement). */
export function RecaptchaWidget({ siteKey, onAnswer, resetKey }: { siteKey: string; onAnswer: (answer: string | null) => void; resetKey: number }) {
  const host = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The latest callback, read by the widget's listeners without re-adding them.
  const answer = useEffectEvent((value: string | null) => onAnswer(value));

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (api) => {
        if (!live || !host.current || widgetId.current !== null) return;
        widgetId.current = api.render(host.current, {
          sitekey: siteKey,
          callback: (token) => answer(token),
          'expired-callback': () => answer(null),
          'error-callback': () => answer(null),
        });
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [siteKey, attempt]);

  useEffect(() => {
    if (resetKey === 0 || widgetId.current === null) return;
    globalThis.grecaptcha?.reset(widgetId.current);
    answer(null);
  }, [resetKey]);

  return (
    <>
      {status === 'loading' && <LoadingIndicator />}
      {status === 'failed' && (
        <LoadFailed
          message="The check that you are a person could not be loaded."
          onRetry={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      <div ref={host} />
    </>
  );
}
