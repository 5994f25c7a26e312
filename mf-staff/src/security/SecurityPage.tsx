import { useCallback, useState } from 'react';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { useLoaded } from '../common/use-loaded.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { EnrolForm } from '../sign-in/EnrolForm.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The member's own ways to sign in (GET /api/staff/me's secondFactors), and adding another: a passkey, or an
 * authenticator app (whose confirmation gives a new set of recovery codes).
 */
function Security() {
  const { api } = useMember();
  const read = useCallback(() => api.me(), [api]);
  const { loaded, retry, refresh } = useLoaded(read);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed') return <LoadFailed message="Your sign-in settings could not be loaded." onRetry={retry} />;
  const factors = typeof loaded.value === 'object' ? loaded.value?.secondFactors : undefined;
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
      {factors && factors.recoveryCodesLeft < 3 && (
        <p className="staff-notice">
          You have few recovery codes left. Setting up your authenticator app again gives you a new set.
        </p>
      )}
      <section aria-labelledby="add-heading">
        <h2 id="add-heading">Add a way to sign in</h2>
        {adding ? (
          <EnrolForm onDone={() => {
            setAdding(false);
            setSaid('Your new way to sign in is added.');
            void refresh().catch(retry);
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
