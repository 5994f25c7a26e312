import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormActions, LoadingIndicator, Page, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { Problems } from '../common/Problems.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { callProblem } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import '../staff.css';

const passwordWords = {
  required: 'Enter a password',
  short: 'Your password must be at least 12 characters long',
};
const expired = 'This link has run out or has been used. Ask your supervisor to send a new one.';

const MIN_LENGTH = 12;

/**
 * A new member chooses their password from the one-time link emailed to them (GET and POST
 * /api/staff/set-password). The length is checked here as well; only the api knows the common passwords, and its
 * reason shows at the field.
 */
function SetPasswordPage() {
  const { token = '' } = useParams();
  const api = useStaffApi();
  const read = useCallback(() => api.passwordLinkOwner(token), [api, token]);
  const { loaded: owner } = useLoaded(read);
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
      password: !password ? passwordWords.required : password.length < MIN_LENGTH ? passwordWords.short : undefined,
      again: password && again !== password ? 'The two passwords are not the same' : undefined,
    })) return;
    setBusy(true);
    try {
      await api.setPassword(token, password);
      setDone(true);
    } catch (caught) {
      // The api says why at the field, in its own words (too short, too easy to guess).
      if (caught instanceof StaffApiError && caught.status === 400 && caught.fields.password) show({ password: caught.message || 'Choose another password' });
      else {
        setProblem(caught instanceof StaffApiError && (caught.status === 401 || caught.status === 404 || caught.status === 410) ? expired : callProblem(caught));
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
  if (owner.state === 'loading') return <LoadingIndicator />;
  if (owner.state === 'failed' && owner.error instanceof StaffApiError && (owner.error.status === 410 || owner.error.status === 400)) {
    return (
      <Page title="This link has run out" className="staff-page">
        <p>{expired}</p>
      </Page>
    );
  }
  return (
    <Page title="Choose your password" screen="form" className="staff-page">
      {owner.state === 'done' && <p>This is the password for {owner.value.email}.</p>}
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
