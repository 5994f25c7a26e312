import { useCallback, useState, type FormEvent } from 'react';
import { staffRoleNames, staffRoles, type StaffRole } from '@cards/shared/staff';
import { Checkbox, FieldGroup, FormActions, LoadFailed, LoadingIndicator, Page, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { StaffAccount, StaffSessionRow } from '../api/types.ts';
import { Problems } from '../common/Problems.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { callProblem, when } from '../common/words.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { TableBox } from '../common/TableBox.tsx';

/** An account's second factors in words. */
function secondStep(account: StaffAccount): string {
  const ways = [account.hasTotp && 'authenticator app', account.passkeys > 0 && (account.passkeys === 1 ? '1 passkey' : `${account.passkeys} passkeys`)]
    .filter(Boolean);
  return ways.length > 0 ? ways.join(', ') : 'Not set up yet';
}

function AddAccount({ onAdded }: { onAdded: () => void }) {
  const { api } = useMember();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [focusKey, setFocusKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ name: string; email: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      name: name.trim() ? undefined : 'Enter the name',
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Enter an email address, like name@example.com',
      roles: roles.length > 0 ? undefined : 'Choose at least one role',
    };
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some(Boolean)) {
      setFocusKey((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const account = await api.addAccount({ name: name.trim(), email: email.trim(), roles });
      setAdded({ name: account.name, email: account.email });
      setName('');
      setEmail('');
      setRoles([]);
      onAdded();
    } catch (caught) {
      setProblem(caught instanceof StaffApiError && caught.status === 409 ? 'There is already an account with this email address.'
        : caught instanceof StaffApiError && caught.status === 400 && caught.message ? caught.message : callProblem(caught));
      setProblemKey((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="add-account-heading">
      <h2 id="add-account-heading">Add a staff member</h2>
      <div role="status">
        {added && (
          <p className="staff-notice">
            <strong>{added.name}'s account is made.</strong> We have emailed {added.email} a link to choose their
            password. It works once, for 24 hours.
          </p>
        )}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Problems errors={errors} focusKey={focusKey} />
        <TextField id={fieldId('name')} label="Full name" autoComplete="off" value={name} onChange={setName} error={errors.name} />
        <TextField id={fieldId('email')} label="Email address" type="email" autoComplete="off" spellCheck={false} value={email} onChange={setEmail} error={errors.email} />
        <FieldGroup id={fieldId('roles')} legend="Roles" hint="Choose every role they need." error={errors.roles}>
          {staffRoles.map((role) => (
            <Checkbox key={role} id={fieldId(`roles.${role}`)} label={staffRoleNames[role]} checked={roles.includes(role)}
              onChange={(on) => setRoles((held) => (on ? [...held, role] : held.filter((r) => r !== role)))} />
          ))}
        </FieldGroup>
        <FormActions submitLabel="Add the staff member" busy={busy} busyMessage="Adding…" problem={problem} problemKey={problemKey} />
      </form>
    </section>
  );
}

function Accounts() {
  const { api, session } = useMember();
  const [said, setSaid] = useState('');
  const read = useCallback(async (): Promise<{ accounts: StaffAccount[]; sessions: StaffSessionRow[] }> => {
    const [{ accounts }, { sessions }] = await Promise.all([api.accounts(), api.sessions()]);
    return { accounts, sessions };
  }, [api]);
  const { loaded: state, retry, refresh } = useLoaded(read);
  const load = () => refresh().catch(retry);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setSaid(done);
    } catch (caught) {
      setSaid(callProblem(caught));
    }
    await load();
  };

  if (state.state === 'loading') return <LoadingIndicator />;
  if (state.state === 'failed') return <LoadFailed message="The staff accounts could not be loaded." onRetry={retry} />;
  const loaded = state.value;
  return (
    <Page title="Staff accounts" className="staff-page">
      <p role="status">{said}</p>
      <TableBox label="Table of staff accounts">
        <table className="staff-table">
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Password</th>
              <th scope="col">Second step</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {loaded.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">{account.name}</th>
                <td>{account.email}</td>
                <td>{account.roles.map((role) => staffRoleNames[role]).join(', ')}</td>
                <td>
                  {account.hasPassword ? 'Chosen' : 'Not chosen yet '}
                  {!account.hasPassword && !account.disabled && (
                    <button type="button" className="link-button"
                      onClick={() => void act(() => api.sendPasswordLink(account.id), `A new link is emailed to ${account.name}.`)}>
                      Send the link again<span className="visually-hidden"> to {account.name}</span>
                    </button>
                  )}
                </td>
                <td>{secondStep(account)}</td>
                <td>
                  {account.disabled ? 'Disabled ' : 'Active '}
                  {account.id !== session.staff.id && (
                    <button type="button" className="link-button"
                      onClick={() => void act(() => api.changeAccount(account.id, { disabled: !account.disabled }),
                        `${account.name}'s account is ${account.disabled ? 'enabled' : 'disabled'}.`)}>
                      {account.disabled ? 'Enable' : 'Disable'}<span className="visually-hidden"> {account.name}'s account</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Signed in now</h2>
        {loaded.sessions.length === 0 ? <p>Nobody is signed in.</p> : (
          <TableBox label="Table of sessions">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Who</th>
                  <th scope="col">Signed in</th>
                  <th scope="col">Last active</th>
                  <th scope="col">Browser</th>
                  <th scope="col">Signed in with</th>
                  <th scope="col"><span className="visually-hidden">End</span></th>
                </tr>
              </thead>
              <tbody>
                {loaded.sessions.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.name}{row.current && ' (you, here)'}</th>
                    <td>{when(row.createdAt)}</td>
                    <td>{when(row.lastSeenAt)}</td>
                    <td>{row.userAgent}</td>
                    <td>{row.state === 'active' ? 'Password and second step' : 'Password only, not finished'}</td>
                    <td>
                      {!row.current && (
                        <button type="button" className="link-button"
                          onClick={() => void act(() => api.endSession(row.id), `${row.name}'s session is ended.`)}>
                          End session<span className="visually-hidden"> of {row.name}, started {when(row.createdAt)}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
      <AddAccount onAdded={() => void load()} />
    </Page>
  );
}

/** Supervisors: the brand's staff accounts, who is signed in, and new accounts. */
function AccountsPage() {
  return (
    <SignedIn permission="staff.manage">
      <Accounts />
    </SignedIn>
  );
}

export default AccountsPage;
