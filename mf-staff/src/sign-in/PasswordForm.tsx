import { useState, type FormEvent } from 'react';
import { FormActions, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { SignInNext } from '../api/types.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { Problems } from '../common/Problems.tsx';
import { callProblem, lockoutText } from '../common/words.ts';

/** The first step of signing in: the email address and password (POST /api/staff/sign-in). */
export function PasswordForm({ onNext }: { onNext: (next: SignInNext) => void }) {
  const api = useStaffApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [focusKey, setFocusKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      email: email.trim() ? undefined : 'Enter your email address',
      password: password ? undefined : 'Enter your password',
    };
    setErrors(found);
    setProblem(null);
    if (found.email || found.password) {
      setFocusKey((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      onNext(await api.signIn(email.trim(), password));
    } catch (error) {
      const status = error instanceof StaffApiError ? error.status : undefined;
      setProblem(status === 401 || status === 400
        ? 'The email address or password is not right. Check them and try again.'
        : status === 429 && error instanceof StaffApiError ? lockoutText(error) : callProblem(error));
      setProblemKey((n) => n + 1);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Problems errors={errors} focusKey={focusKey} />
      <TextField id={fieldId('email')} name="email" label="Email address" type="email" autoComplete="username" spellCheck={false}
        value={email} onChange={setEmail} error={errors.email} />
      <TextField id={fieldId('password')} name="password" label="Password" type="password" autoComplete="current-password"
        value={password} onChange={setPassword} error={errors.password} />
      <FormActions submitLabel="Continue" busy={busy} busyMessage="Checking your password…" problem={problem} problemKey={problemKey} />
    </form>
  );
}
