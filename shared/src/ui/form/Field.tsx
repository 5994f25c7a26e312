import type { ReactNode } from 'react';

/** Ids for a field's hint and error, and the aria-describedby that names them. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A field's hint and error text, with the ids its control points to. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const ids = describedBy(id, hint, error);
  return (
    <>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label when the field may be left empty. */
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** Label, hint, error and control of one field, wired for screen readers (WCAG 1.3.1, 3.3.1, 3.3.2). */
export function FieldFrame({ id, label, hint, error, optional, children, className }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children(describedBy(id, hint, error).describedBy)}
    </div>
  );
}
