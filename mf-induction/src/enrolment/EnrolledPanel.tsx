import { useEffect, useRef } from 'react';
import type { InductionListItem } from '@cards/shared/api';
import { useDocumentTitle } from '@cards/shared/ui';
import { InductionList, theInduction } from '../foreign-card/InductionList.tsx';

/**
 * Enrolled with one of our cards (SPEC §3 answer, not foreign): the inductions to complete, each with its link. It
 * replaces the form, so its heading takes focus.
 */
export function EnrolledPanel({ inductions, product }: { inductions: readonly InductionListItem[]; product: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle('You are enrolled');
  return (
    <div className="page enrolled">
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title" tabIndex={-1} ref={heading}>
          You are enrolled
        </h1>
        <p className="confirmation-panel__body">
          {inductions.length === 1 ? 'You have 1 induction to complete.' : `You have ${inductions.length} inductions to complete.`}
        </p>
      </div>
      <h2>Your inductions</h2>
      {inductions.length > 0 && <p>Complete each induction online. You can stop at any time: the link takes you back to where you left off.</p>}
      <InductionList items={inductions} link={(item) => `Start ${theInduction(item.inductionName)}`} />
      <p>We have also emailed these links to the email address on your {product} application.</p>
    </div>
  );
}
