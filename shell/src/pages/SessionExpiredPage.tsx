import { Link, useLocation, useSearchParams } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { Page, useBrand } from '@cards/shared/ui';
import { useShellConfig } from '../config.ts';
import { idleDefaults, sessionTimeoutMinutes } from '@cards/shared/domain/idle';

const flagSet = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/** What the page says about an application that was saved: an email is promised only when one was queued. */
function savedText(emailed: unknown): string {
  if (emailed === true) {
    return 'If you were filling in an application, we have saved it and emailed you a link so you can carry on where you left off.';
  }
  if (emailed === false) {
    return 'Your application is saved, but we could not email you a new link just now. Open it from the link in an earlier '
      + 'email from us, or contact us and we will help.';
  }
  return 'If you were filling in an application, it is saved. Open it again from the link in the email we sent you.';
}

/** SPEC §2 session-expired, with the optional flags formNotSaved and induction (SPEC §4 'Idle handling'). */
export function SessionExpiredPage() {
  const brand = useBrand();
  const minutesOfQuiet = sessionTimeoutMinutes(useShellConfig()?.idle ?? idleDefaults);
  const [query] = useSearchParams();
  // Only the form's timeout knows whether a link was emailed, and says so in the navigation's state.
  const state = useLocation().state as { emailed?: unknown; signedOut?: unknown } | null;
  const emailed = state?.emailed;
  // The status page's timeout signed the person out.
  const signedOut = state?.signedOut === true;
  const formNotSaved = flagSet(query.get('formNotSaved'));
  const induction = flagSet(query.get('induction'));
  const minutes = `${minutesOfQuiet} minute${minutesOfQuiet === 1 ? '' : 's'}`;

  return (
    <Page title="Your session has ended">
      <p>To keep your personal information safe, we end a session after {minutes} without activity.</p>
      {induction ? (
        <>
          <p>
            Your induction was closed. The modules you finished are recorded. Open the induction link from your
            email again to carry on from where you stopped.
          </p>
          <p>
            <Link to={buildPath('induction-enrolment', brand.product)}>Go to induction enrolment</Link>
          </p>
        </>
      ) : signedOut ? (
        <p>
          We have signed you out of your application&apos;s status page.{' '}
          <Link to={buildPath('track', brand.product)}>Sign in again</Link> with your tracking number to see it.
        </p>
      ) : formNotSaved ? (
        <>
          <p>
            Your application had not been saved yet, so nothing was kept. You will need to start a new
            application.
          </p>
          <p>
            <Link className="button" to={buildPath('new-form', brand.product)}>
              Start a new application
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{savedText(emailed)}</p>
          <p>
            <Link to={buildPath('track', brand.product)}>Track your application</Link> or{' '}
            <Link to={buildPath('home', brand.product)}>go to the home page</Link>.
          </p>
        </>
      )}
    </Page>
  );
}
