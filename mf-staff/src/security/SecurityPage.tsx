import { useCallback, useState } from 'react';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { callProblem, when } from '../common/words.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { EnrolForm } from '../sign-in/EnrolForm.tsx';
import { RecoveryCodes } from '../sign-in/RecoveryCodes.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The member's own ways to sign in (GET /api/staff/me's secondFactors and their passkeys): removing a passkey while
 * another way remains, a new set of recovery codes, and adding a passkey or an authenticator app (whose confirmation
 * gives a new set of recovery codes too).
 */
function Security() {
  const { api } = useMember();
  const read = useCallback(async () => {
    const [me, { passkeys }] = await Promise.all([api.me(), api.passkeys()]);
    return { factors: typeof me === 'object' ? me?.secondFactors : undefined, passkeys };
  }, [api]);
  const { loaded, retry, refresh } = useLoaded(read);
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [said, setSaid] = useState('');
  const reload = () => void refresh().catch(retry);
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (caught) {
      setSaid(caught instanceof StaffApiError && caught.status === 409 && caught.message ? caught.message : callProblem(caught));
    }
    reload();
  };

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed') return <LoadFailed message="Your sign-in settings could not be loaded." onRetry={retry} />;
  const { factors, passkeys } = loaded.value;
  return (
    <Page title="Your sign-in security" className="staff-page">
      <p role="status">{said}</p>
      {factors && (
        <dl className="person-facts">
          <dt>Passkeys</dt>
          <dd>{factors.passkeys === 0 ? 'None' : plural(factors.passkeys, 'passkey', 'passkeys')}</dd>
          <dt>Authenticator app</dt>
          <dd>{factors.totp ? 'Set up' : 'Not set up'}</dd>
          <dt>Recovery codes</dt>
          <dd>{plural(factors.recoveryCodesLeft, 'code left', 'codes left')}</dd>
        </dl>
      )}
      {passkeys.length > 0 && (
        <section aria-labelledby="passkeys-heading">
          <h2 id="passkeys-heading">Your passkeys</h2>
          <ul>
            {passkeys.map((passkey, index) => (
              <li key={passkey.id}>
                Passkey {index + 1}, added {when(passkey.createdAt)}, {passkey.lastUsedAt ? `last used ${when(passkey.lastUsedAt)}` : 'not used yet'}{' '}
                <button type="button" className="link-button" onClick={() => void act(async () => {
                  await api.removePasskey(passkey.id);
                  setSaid(`Passkey ${index + 1} is removed. It no longer signs you in.`);
                })}>
                  Remove<span className="visually-hidden"> passkey {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {codes ? (
        // Its own section and heading: the codes, shown once.
        <RecoveryCodes codes={codes} onDone={() => {
          setCodes(null);
          setSaid('Your new recovery codes are in use. The old ones no longer work.');
        }} />
      ) : (
        <section aria-labelledby="codes-heading">
          <h2 id="codes-heading">Recovery codes</h2>
          <p>
            {factors && factors.recoveryCodesLeft < 3 ? 'You have few recovery codes left. ' : ''}
            A new set replaces every code you have now, used or not.
          </p>
          <button type="button" className="button button--secondary" onClick={() => void act(async () => {
            setCodes((await api.newRecoveryCodes()).recoveryCodes);
            setSaid('');
          })}>
            Make new recovery codes
          </button>
        </section>
      )}
      <section aria-labelledby="add-heading">
        <h2 id="add-heading">Add a way to sign in</h2>
        {adding ? (
          <EnrolForm onDone={() => {
            setAdding(false);
            setSaid('Your new way to sign in is added.');
            reload();
          }} />
        ) : (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add a passkey or authenticator app
          </button>
        )}
      </section>
    </Page>
  );
}

/** The signed-in member's passkeys, authenticator app and recovery codes. */
function SecurityPage() {
  return (
    <SignedIn>
      <Security />
    </SignedIn>
  );
}

export default SecurityPage;
