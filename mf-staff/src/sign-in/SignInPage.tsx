import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '@cards/shared/ui';
import type { SignInNext } from '../api/types.ts';
import { afterSignIn } from '../session/paths.ts';
import { EnrolForm } from './EnrolForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import '../staff.css';

const reasons: Record<string, string> = {
  'idle': 'You were signed out because the console was not used for 15 minutes. Sign in again to carry on.',
  'ended': 'Your session has ended. Sign in again to carry on.',
  'signed-out': 'You have signed out.',
};

type Step = { step: 'password' } | SignInNext;

/**
 * Staff sign-in (docs/staff-console.md 'Signing in'): the password, then the second factor, or setting one up for an
 * account that has none. Then the page the member was going to, or the queue.
 */
function SignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [restarted, setRestarted] = useState(false);
  const reason = restarted ? 'Signing in took too long, so it has started again. Enter your email address and password.'
    : reasons[search.get('reason') ?? ''];
  const restart = () => {
    setRestarted(true);
    setStep({ step: 'password' });
  };
  const done = () => void navigate(afterSignIn(search.get('next')), { replace: true });
  const screen = 'step' in step ? 'password' : step.next;

  return (
    <Page title={screen === 'enrol' ? 'Set up your sign-in' : 'Sign in to the staff console'} screen={screen} className="staff-page">
      {reason && screen === 'password' && (
        <p className="staff-notice" role="status">
          {reason}
        </p>
      )}
      {'step' in step && <PasswordForm onNext={setStep} />}
      {'next' in step && step.next === 'second-factor' && <SecondFactorForm methods={step.methods} onSignedIn={done} onRestart={restart} />}
      {'next' in step && step.next === 'enrol' && <EnrolForm onDone={done} />}
    </Page>
  );
}

export default SignInPage;
