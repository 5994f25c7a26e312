import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { InductionListItem } from '@cards/shared/api';
import { buildPath } from '@cards/shared/brand';
import { useDocumentTitle } from '@cards/shared/ui';

/**
 * Enrolled with one of our cards (SPEC §3 answer, not foreign): the inductions to complete. Their links go only to
 * the email address on the application (a number, a name and a birthdate do not open them), and the status page
 * has them after sign-in. It replaces the form, so its heading takes focus.
 */
export function EnrolledPanel({ inductions, product }: { inductions: readonly InductionListItem[]; product: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle('You are enrolled');
  const open = inductions.filter((item) => !item.completedAt);
  return (
    <div className="page enrolled">
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title" tabIndex={-1} ref={heading}>
          You are enrolled
        </h1>
        <p className="confirmation-panel__body">
          {open.length === 1 ? 'You have 1 induction to complete.' : `You have ${open.length} inductions to complete.`}
        </p>
      </div>
      <h2>Your inductions</h2>
      <ul>
        {inductions.map((item) => (
          <li key={item.inductionName}>{item.inductionName}{item.completedAt ? ' (completed)' : ''}</li>
        ))}
      </ul>
      <h2>How to start</h2>
      <p>
        We have emailed the link to each induction to the email address on your {product} application. Open it on this
        or any device; you can stop at any time and the link takes you back to where you left off.
      </p>
      <p>
        You can also <Link to={buildPath('track', product)}>sign in to your application’s status page</Link> with
        your tracking number to start them.
      </p>
    </div>
  );
}
