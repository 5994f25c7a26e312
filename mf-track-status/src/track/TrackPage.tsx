import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { Page, useDocumentTitle, useHydrated, useJourneyCardName } from '@cards/shared/ui';
import { LoginForm } from './LoginForm.tsx';
import { VerificationForm } from './VerificationForm.tsx';

const TITLES = { login: 'Track your application', verify: 'Enter the code we emailed you', redacted: 'This application’s details have been removed' } as const;

/**
 * SPEC §2 'Track screen': the login form, the verification of the emailed code, and the redacted screen.
 * The words follow the card of the address (/track-msic) or of the visit (ASIC, or MSIC).
 */
function TrackPage() {
  const { person, session } = useRootStore();
  // The page is pre-rendered as anyone arriving sees it: the login form, for the brand's usual card. What
  // the browser knows (the card type the visit chose, a code already asked for) applies once it is hydrated.
  const hydrated = useHydrated();
  // The card its address names (/track-msic, which MSIC emails link to), else the visit's.
  const card = useJourneyCardName();
  const screen = hydrated ? person.screen : 'login';
  useDocumentTitle(TITLES[screen]);
  // Arriving afresh starts at the form.
  useEffect(() => () => person.startAgain(), [person]);

  // Someone already signed in goes to their status page.
  if (hydrated && screen === 'login' && session.authenticated && person.status) {
    return <Navigate to={buildPath('status', session.brandData.product, { peopleId: person.status.Id })} replace />;
  }
  return (
    <Page title={TITLES[screen]} screen={hydrated ? screen : undefined}>
      {screen === 'login' && <LoginForm card={card} />}
      {screen === 'verify' && <VerificationForm />}
      {screen === 'redacted' && (
        <>
          <p>
            We no longer hold the details of this {card} application: they were removed from our records, as the law and
            our privacy policy require once they are not needed.
          </p>
          <p>
            If you need to know about this application, contact {session.brandData.name} on {session.brandData.contact.phone} or
            at {session.brandData.contact.email}.
          </p>
          <button type="button" className="button button--secondary" onClick={() => person.startAgain()}>
            Track another application
          </button>
        </>
      )}
    </Page>
  );
}

export default observer(TrackPage);
