import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { officeDay } from '@cards/shared/domain/dates';
import { FormActions, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { PersonAction } from '../api/types.ts';
import { Problems } from '../common/Problems.tsx';
import { callProblem } from '../common/words.ts';
import { useMember } from '../session/SignedIn.tsx';
import { usePersonRecord } from './person-context.ts';

export type FieldErrors = Record<string, string | undefined>;

export const CONFLICT = 'Someone else changed this application while you were working on it. The page now shows their '
  + 'change, and what you typed is still here: check it, then send it again.';

/** A 409 that is someone else's change (the api's stale_version, or no reason), not another refusal (redacted). */
export function isStale(error: unknown): boolean {
  return error instanceof StaffApiError && error.status === 409 && (error.reason === undefined || error.reason === 'stale_version');
}

export const RELOAD_FAILED = 'Saved, but the page could not show the change. Reload the page to see it.';

export interface ActionFormProps {
  /** The action's heading, and the name of its box. */
  title: string;
  submitLabel: string;
  action: PersonAction;
  /** What was typed: problems by field (fieldId of the same name), or the body to send with the version. */
  build: () => { errors: FieldErrors } | { body: Record<string, unknown> };
  /** After the api took it: e.g. empty the fields. */
  onSent?: () => void;
  /** Said once the api took it. */
  sentMessage: string;
  /** A stage action: the day it happened may be given (`date`, not in the future; today when left empty). */
  dated?: boolean;
  /** The fields; `idOf` gives each its element id, unique on the page (several actions have a 'method'). */
  children: (errors: FieldErrors, idOf: (name: string) => string) => ReactNode;
}

/**
 * One stage action of the person's page (POST /api/staff/people/:id/:action with the record's version). A stale
 * version (409) reloads the record and keeps what was typed, for the member to check and send again.
 */
export function ActionForm({ title, submitLabel, action, build, onSent, sentMessage, dated = false, children }: ActionFormProps) {
  const [date, setDate] = useState('');
  const { api } = useMember();
  const { peopleId, record, reload } = usePersonRecord();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusKey, setFocusKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const headingId = `action-${action}`;
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (problemKey > 0 && box.current) box.current.open = true;
  }, [problemKey]);

  const refuse = (text: string) => {
    setProblem(text);
    setProblemKey((n) => n + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setSent('');
    const built = build();
    const today = officeDay(new Date()) ?? '';
    const dateError = dated && date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) ? 'Enter the date as a day, for example 2026-11-28'
      : date > today ? 'The date cannot be in the future' : undefined);
    if ('errors' in built || dateError) {
      setErrors({ ...('errors' in built ? built.errors : {}), date: dateError || undefined });
      setFocusKey((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.act(peopleId, action, { ...built.body, ...(dated && date ? { date } : {}), version: record.version });
      setSent(sentMessage);
      setDate('');
      onSent?.();
      await reload().catch(() => refuse(RELOAD_FAILED));
    } catch (caught) {
      if (isStale(caught)) {
        refuse(CONFLICT);
        await reload().catch(() => undefined);
      } else if (caught instanceof StaffApiError && caught.status === 400 && Object.keys(caught.fields).length > 0) {
        setErrors(Object.fromEntries(Object.keys(caught.fields).map((field) => [field, 'Check this answer'])));
        setFocusKey((n) => n + 1);
      } else if (caught instanceof StaffApiError && (caught.status === 400 || caught.status === 403 || caught.status === 409) && caught.message) {
        refuse(caught.message);
      } else {
        refuse(callProblem(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="action-box" ref={box}>
      <summary id={headingId}>{title}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <Problems errors={Object.fromEntries(Object.entries(errors).map(([name, message]) => [`${action}.${name}`, message]))} focusKey={focusKey} />
        {children(errors, (name) => fieldId(`${action}.${name}`))}
        {dated && (
          <TextField id={fieldId(`${action}.date`)} label="Date it happened" hint="Leave empty for today." type="date" optional
            value={date} onChange={setDate} error={errors.date} />
        )}
        <FormActions submitLabel={submitLabel} busy={busy} busyMessage="Saving…" problem={problem} problemKey={problemKey} />
        <p role="status" className="form-status">
          {sent}
        </p>
      </form>
    </details>
  );
}
