import { Link } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { ResultPanel } from './ResultPanel.tsx';

/**
 * The answer to an enrolment with one of our tracking numbers, the same whether the details matched an
 * application or not, so it cannot be used to check someone's name and birthdate. A match gets a link by email at the
 * address on the application; opening it finishes the enrolment.
 */
export function CheckEmailPanel({ product, hours, onAgain }: { product: string; hours: number; onAgain: () => void }) {
  return (
    <ResultPanel
      title="Check your email"
      lead="If the tracking number, name and date of birth match one of our applications, we have emailed a link to the email address on that application."
    >
      <p>
        Open the link within {hours} hours to finish enrolling; your inductions start from there. The email goes to
        the address on the application, not necessarily the one you typed here. To keep your details safe, this page
        does not say whether they matched.
      </p>
      <h2>No email?</h2>
      <ul>
        <li>Wait a few minutes and check your junk or spam folder.</li>
        <li>
          Check that your tracking number, legal name and date of birth are exactly as on your application,
          then <button type="button" className="link-button" onClick={onAgain}>enrol again</button>.
        </li>
        <li>
          Or <Link to={buildPath('track', product)}>sign in to your application’s status page</Link> with your
          tracking number to see your inductions.
        </li>
      </ul>
    </ResultPanel>
  );
}
