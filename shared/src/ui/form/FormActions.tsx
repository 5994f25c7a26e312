import { useEffect, useRef, type ReactNode } from 'react';

export interface FormActionsProps {
  /** The submit button's words. */
  submitLabel: string;
  /**
   * While the form is being sent: the button is aria-disabled, so it keeps its place and focus and a second press
   * is left to the page's submit to ignore.
   */
  busy?: boolean;
  /** What went wrong with sending as a whole (not a field's error), said at once above the button. */
  problem?: string | null;
  /**
   * Changes each time sending fails as a whole: the problem then takes focus, so it is seen and heard wherever the
   * page is scrolled, and the fields' error summary is not there to take it.
   */
  problemKey?: number;
  /**
   * What the status line under the button says while busy. Given, the form has that line (role=status) from the
   * start, empty until then, so the words are announced when they appear.
   */
  busyMessage?: string;
  /** Other buttons or links, after the submit button. */
  children?: ReactNode;
}

/**
 * The end of a form: a problem with sending it (role=alert), the submit button, and optionally the line that says
 * it is being sent (role=status).
 */
export function FormActions({ submitLabel, busy = false, problem, problemKey = 0, busyMessage, children }: FormActionsProps) {
  const problemBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problemKey > 0) problemBox.current?.focus();
  }, [problemKey]);
  return (
    <>
      {problem && (
        <p className="step-problem" role="alert" tabIndex={-1} ref={problemBox}>
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {children}
      </div>
      {busyMessage !== undefined && (
        <p role="status" className="form-status">
          {busy ? busyMessage : ''}
        </p>
      )}
    </>
  );
}
