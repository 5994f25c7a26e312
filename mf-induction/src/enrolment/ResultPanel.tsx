import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '@cards/shared/ui';

/**
 * An enrolment's outcome in place of the form: the page's title and a highlighted panel whose heading takes focus
 * (the form it replaces had it), then what the outcome needs to say.
 */
export function ResultPanel({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle(title);
  return (
    <div className="page enrolled">
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        <p className="confirmation-panel__body">{lead}</p>
      </div>
      {children}
    </div>
  );
}
