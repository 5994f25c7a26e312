import { useEffect, useRef } from 'react';
import type { Problem, Sent } from './use-captcha-form.ts';

/** SPEC §8: the captcha's answer was refused (result false), or was never given. */
export function captchaMessage(refused: boolean): string {
  return refused
    ? 'The security check did not work. Tick the box again, wait for it to finish, then send the form again'
    : 'Complete the security check, then send the form again';
}

/**
 * The greeting after a send (SPEC §4: success shows a greeting and resets the form), or why nothing was sent. Each
 * takes focus when it appears, so it is read out and the person knows where they are.
 */
export function SendResult({ sent, problem, sentText }: { sent: Sent | null; problem: Problem | null; sentText: string | ((sent: Sent) => string) }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent || problem) box.current?.focus();
  }, [sent, problem]);
  if (sent) {
    return (
      <div className="notice send-result send-result--sent" tabIndex={-1} ref={box} role="status">
        <h3 className="notice__title">Sent</h3>
        <p>{typeof sentText === 'string' ? sentText : sentText(sent)}</p>
        {sent.reference && (
          <p>
            Your reference is <strong>{sent.reference}</strong>.{sent.emailed === false ? ' Keep it: we could not email it to you.' : ' We have also emailed it to you.'}
          </p>
        )}
      </div>
    );
  }
  if (problem) {
    return (
      <div className="notice notice--warning send-result" tabIndex={-1} ref={box} role="alert">
        <h3 className="notice__title">Not sent</h3>
        <p>{problem.message}</p>
      </div>
    );
  }
  return null;
}
