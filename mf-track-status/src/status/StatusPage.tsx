import { useLocation } from 'react-router';
import { ConfirmationPanel, Page, submittedFrom } from '@cards/shared/ui';

const SOON = 'The details of your application and its progress will be shown here soon.';

/**
 * SPEC §2 status, until the track issue builds it: on arrival just after sending an application, the confirmation
 * panel (issue 10; the form passes it in the navigation state); otherwise the page's heading and a word that the
 * details come soon.
 */
export function StatusPage() {
  const submitted = submittedFrom(useLocation().state);
  if (!submitted) {
    return (
      <Page title="Your application">
        <p>{SOON}</p>
      </Page>
    );
  }
  return (
    <div className="page">
      <ConfirmationPanel trackingNumber={submitted.trackingNumber} email={submitted.email} />
      <h2>Your application</h2>
      <p>{SOON}</p>
    </div>
  );
}
