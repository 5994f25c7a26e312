import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@cards/shared/stores';
import { Page, useDocumentTitle } from '@cards/shared/ui';
import { useSubmitApplication } from '../steps/step4/use-submit.ts';

const TITLE = 'We could not send your application yet';

/**
 * SPEC §2 processing: every step is done but the application is not yet a person (the conversion failed, or has
 * not finished). Nothing is lost: the page says so, offers to send it again and how to reach the brand's office.
 */
export const ProcessingPage = observer(function ProcessingPage() {
  const { session } = useRootStore();
  const { contact, name } = session.brandData;
  const submitter = useSubmitApplication();
  const [failed, setFailed] = useState(false);
  useDocumentTitle(TITLE);

  const retry = () => {
    void submitter.run(async () => {
      setFailed(false);
      if (!(await submitter.send())) setFailed(true);
    });
  };

  return (
    <Page title={TITLE}>
      <p>
        Your application is complete and saved, so nothing you entered is lost. We could not finish sending it to us.
      </p>
      <p>Try again now. If it still does not go through, contact us and we will help.</p>
      {failed && (
        <p className="step-problem" role="alert">
          We still could not send your application. Try again in a few minutes, or contact us.
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={submitter.sending ? true : undefined} onClick={retry}>
          Try again
        </button>
      </div>
      <p role="status">{submitter.sending ? 'Sending your application…' : ''}</p>
      <h2>Contact {name}</h2>
      <ul className="contact-list">
        <li>
          Phone: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        </li>
        <li>
          Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>Office: {contact.office}</li>
      </ul>
    </Page>
  );
});
