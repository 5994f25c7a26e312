import { useState } from 'react';
import type { FieldErrors } from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import type { SummarySection } from '@cards/shared/ui';
import { RENEW_SECTIONS, fieldEntry, fieldLabel, fieldMessage, renewQuickStartErrors, summaryMessages, type RenewContext } from '@cards/shared/validation';

/** The quick start's fields as the form's catalogue names them; a single name is 'your name'. */
function labelFor(path: string, singleName: boolean): string {
  if (path === 'Surname' && singleName) return 'your name';
  return fieldLabel(path) ?? 'this answer';
}

const only = (errors: FieldErrors, fields: ReadonlySet<string>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => fields.has(path)));

/**
 * The errors of the renew quick start, shown as the form's steps show theirs (docs/decisions.md 'When errors
 * show'): none until the first submit; then each field wrong at that submit shows its error until it is put right,
 * and a field gets a new error only at the next submit. What the server refused shows at once. `attempt` counts the
 * submits that found problems: the summary takes focus on each.
 */
export function useRenewForm(draft: DraftStore, reference: RenewContext['reference']) {
  const [submitted, setSubmitted] = useState(false);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const check = () => renewQuickStartErrors(draft.data, { today: new Date(), reference });
  const errors: FieldErrors = { ...draft.fieldErrors, ...(submitted ? only(check(), flagged) : {}) };
  const singleName = draft.data._singlename === true;

  const errorFor = (path: string): string | undefined =>
    errors[path] ? fieldMessage(errors[path], labelFor(path, singleName), { choice: fieldEntry(path)?.choice === true }) : undefined;
  const summary: SummarySection[] = summaryMessages(errors, RENEW_SECTIONS).map(({ message, fields }) => ({
    heading: message,
    items: fields.map((field) => ({ field, message: errorFor(field)! })),
  }));

  /**
   * The server refused what was sent (draft.fieldErrors): the summary takes focus again. False when none of the
   * fields it named is on this page, so the page must say something itself.
   */
  function refused(): boolean {
    setAttempt((n) => n + 1);
    return summaryMessages(draft.fieldErrors, RENEW_SECTIONS).length > 0;
  }

  /** Checks the answers: true when they may be saved; otherwise their problems show and the summary takes focus. */
  function accept(): boolean {
    setSubmitted(true);
    const found = check();
    setFlagged(new Set(Object.keys(found)));
    if (Object.keys(found).length === 0) return true;
    setAttempt((n) => n + 1);
    return false;
  }

  return { errors, errorFor, summary, attempt, accept, refused };
}
