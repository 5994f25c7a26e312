import { useCallback, useState } from 'react';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import type { SecondFactors } from '../api/types.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { callProblem, when } from '../common/words.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { EnrolForm } from '../sign-in/EnrolForm.tsx';
import { RecoveryCodes } from '../sign-in/RecoveryCodes.tsx';

function Security() {
  const { api } = useMember();
  const [said, setSaid] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const read = useCallback(() => api.secondFactors(), [api]);
  const { loaded, retry, refresh: load } = useLoaded<SecondFactors>(read);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setSaid(done);
      await load().catch(retry);
    } catch (caught) {
      setSaid(callProblem(caught));
    }
  };

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed') return <LoadFailed message="Your sign-in settings could not be loaded." onRetry={retry} />;
  const factors = loaded.value;
  // The last second factor stays: an account without one could not sign in.
  const count = factors.passkeys.length + (factors.totp ? 1 : 0);
  return (
    <Page title="Your sign-in security" className="staff-page">
      <p role="status">{said ?? ''}</p>
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">Passkeys</h2>
        {factors.passkeys.length === 0 ? <p>You have no passkeys.</p> : (
          <ul>
            {factors.passkeys.map((passkey) => (
              <li key={passkey.id}>
                {passkey.name}, added {when(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${when(passkey.lastUsedAt)}` : ', not used yet'}{' '}
                {count > 1 && (
                  <button type="button" className="link-button" onClick={() => void act(() => api.removePasskey(passkey.id), `The passkey ${passkey.name} is removed.`)}>
                    Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="totp-status-heading">
        <h2 id="totp-status-heading">Authenticator app</h2>
        <p>{factors.totp ? 'An authenticator app is set up.' : 'No authenticator app is set up.'}</p>
        {factors.totp && count > 1 && (
          <button type="button" className="button button--secondary" onClick={() => void act(() => api.removeTotp(), 'The authenticator app is removed.')}>
            Remove the authenticator app
          </button>
        )}
      </section>
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading">Recovery codes</h2>
        <p>{factors.recoveryCodesLeft === 1 ? '1 recovery code is left.' : `${factors.recoveryCodesLeft} recovery codes are left.`}</p>
        <button type="button" className="button button--secondary"
          onClick={() => void act(async () => setCodes((await api.newRecoveryCodes()).recoveryCodes), 'New recovery codes are made. The old ones no longer work.')}>
          Make new recovery codes
        </button>
      </section>
      <section aria-labelledby="add-heading">
        <h2 id="add-heading">Add a way to sign in</h2>
        {adding ? <EnrolForm onDone={() => {
          setAdding(false);
          void load().catch(retry);
        }} /> : (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add a passkey or authenticator app
          </button>
        )}
      </section>
    </Page>
  );
}

/** The signed-in member's own passkeys, authenticator app and recovery codes. */
function SecurityPage() {
  return (
    <SignedIn>
      <Security />
    </SignedIn>
  );
}

export default SecurityPage;
