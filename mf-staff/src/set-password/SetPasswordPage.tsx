import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormActions, Page, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { Problems } from '../common/Problems.tsx';
import { callProblem } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import '../staff.css';

/** The api's reasons for refusing a password (its `fields.password`), in words at the field. */
const passwordReasons: Record<string, string> = {
  'too-short': 'Your password must be at least 12 characters long',
  'too-common': 'That password is too common and easy to guess. Choose another, such as three or four unrelated words',
  'required': 'Enter a password',
};

const MIN_LENGTH = 12;

/**
 * A new member chooses their password from the one-time link a supervisor gave them (POST /api/staff/set-password).
 * The length is checked here as well; only the api knows the common passwords, and its reason shows at the field.
 */
function SetPasswordPage() {
  const { token = '' } = useParams();
  const api = useStaffApi();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [focusKey, setFocusKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const show = (found: typeof errors) => {
    setErrors(found);
    if (found.password || found.again) setFocusKey((n) => n + 1);
    return Boolean(found.password || found.again);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (show({
      password: !password ? passwordReasons.required : password.length < MIN_LENGTH ? passwordReasons['too-short'] : undefined,
      again: password && again !== password ? 'The two passwords are not the same' : undefined,
    })) return;
    setBusy(true);
    try {
      await api.setPassword(token, password);
      setDone(true);
    } catch (caught) {
      const reason = caught instanceof StaffApiError ? caught.fields.password : undefined;
      if (reason) show({ password: passwordReasons[reason] ?? 'Choose another password' });
      else {
        setProblem(caught instanceof StaffApiError && (caught.status === 401 || caught.status === 404 || caught.status === 410)
          ? 'This link has expired or has been used. Ask a supervisor for a new one.'
          : callProblem(caught));
        setProblemKey((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Page title="Your password is set" screen="done" className="staff-page">
        <p>Next, sign in with your email address and new password. You will then set up a second way to sign in.</p>
        <p>
          <Link className="button" to={staffPaths.signIn}>
            Sign in
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Choose your password" screen="form" className="staff-page">
      <p>Use at least 12 characters. A few unrelated words are easy to remember and hard to guess.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Problems errors={errors} focusKey={focusKey} />
        <TextField id={fieldId('password')} label="New password" type="password" autoComplete="new-password"
          value={password} onChange={setPassword} error={errors.password} />
        <TextField id={fieldId('again')} label="Type the password again" type="password" autoComplete="new-password"
          value={again} onChange={setAgain} error={errors.again} />
        <FormActions submitLabel="Set my password" busy={busy} busyMessage="Saving your password…" problem={problem} problemKey={problemKey} />
      </form>
    </Page>
  );
}

export default SetPasswordPage;
