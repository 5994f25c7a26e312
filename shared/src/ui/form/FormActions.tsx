import type { ReactNode } from 'react';

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
export function FormActions({ submitLabel, busy = false, problem, busyMessage, children }: FormActionsProps) {
  return (
    <>
      {problem && (
        <p className="step-problem" role="alert">
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
