import { useEffect, useRef } from 'react';
import { shouldFocusHeading } from '../focus.ts';
import './ConfirmationPanel.css';

/**
 * The navigation state the application form gives the status page after sending: the one contract
 * between mf-application, which sets it, and mf-track-status, which shows the panel from it.
 */
export interface SubmittedState {
  submitted: { trackingNumber: string; email: string };
}

/** The panel's details from a page's navigation state, or null for an arrival that did not just send. */
export function submittedFrom(state: unknown): SubmittedState['submitted'] | null {
  if (typeof state !== 'object' || state === null || !('submitted' in state)) return null;
  const submitted = (state as { submitted: unknown }).submitted;
  if (typeof submitted !== 'object' || submitted === null) return null;
  const { trackingNumber, email } = submitted as Record<string, unknown>;
  if (typeof trackingNumber !== 'string' || trackingNumber === '') return null;
  return { trackingNumber, email: typeof email === 'string' ? email : '' };
}

export interface ConfirmationPanelProps {
  /** The SPEC §3 tracking number (VEA or VEP and 7 digits). */
  trackingNumber: string;
  /** Where the confirmation email went; the sentence about it is left out when there is none. */
  email?: string;
  /**
   * The first step in the applicant's own terms, where it is not an interview we arrange (the postal brand's identity
   * check at a Post Office); our interview when left out.
   */
  firstStep?: string;
}

/**
 * GOV.UK's confirmation page pattern, shown once an application is sent: the page's heading and the
 * tracking number in a highlighted panel in the brand's colours (primary and primary text, a pair the brand data
 * keeps at WCAG AA contrast), the email sent, and what happens next. Its heading is the page's h1 and takes focus
 * after navigation, like Page's.
 */
export function ConfirmationPanel({ trackingNumber, email, firstStep }: ConfirmationPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocusHeading()) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="confirmation">
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title" tabIndex={-1} ref={heading}>
          Application submitted
        </h1>
        <p className="confirmation-panel__body">
          Your tracking number
          <br />
          <strong className="confirmation-panel__reference">{trackingNumber}</strong>
        </p>
      </div>
      {email && (
        <p>
          We have sent a confirmation email to <strong className="confirmation__email">{email}</strong>.
        </p>
      )}
      <p>Keep your tracking number. You need it, with your date of birth, to track your application.</p>
      <h2>What happens next</h2>
      <ol className="confirmation__steps">
        <li>
          {firstStep ?? 'We will contact you to arrange an interview, where your identity is checked in person. Bring your original identity documents: we cannot accept copies.'}
        </li>
        <li>
          After your interview we send your application to AusCheck, part of the Department of Home Affairs, for a
          background check.
        </li>
        <li>We will contact you when the check is finished and tell you how you will get your card.</li>
      </ol>
    </div>
  );
}
