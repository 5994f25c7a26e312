import { useEffect, useMemo, useState } from 'react';
import { fieldMessage, labelIn, summaryMessages, type ErrorKey, type FormStep, type StepContext } from '@cards/shared/validation';
import type { Draft, FieldErrors } from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import type { SummarySection } from '@cards/shared/ui';
import type { StepLabels } from '../steps/labels.ts';

export type StepOutcome = 'completed' | 'invalid' | 'offline' | 'conflict';

/** The label of a draft path for its messages, among the step's labels (the catalogue's labelIn). */
export function labelFor(labels: Record<string, string>, path: string): string {
  return labelIn(labels, path) ?? 'this answer';
}

/** A field's error in words: its label, and 'Choose …' for a choice (a repeated group's field by its `.n.` path). */
export function errorMessage(error: ErrorKey, { labels, choices }: StepLabels, path: string): string {
  return fieldMessage(error, labelFor(labels, path), { choice: choices.has(path.replace(/\.\d+\./, '.n.')) });
}

/** Only the errors of fields that were wrong at the last submit: a field shows a new error only when it is submitted. */
function flaggedOnly(errors: FieldErrors, flagged: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => flagged.has(path)));
}

/**
 * The errors of one step (SPEC §5): none until the person first tries to continue. Then each field wrong at that
 * submit shows its error until it is put right, and the error goes as soon as it is; a field only gets a new
 * error at the next submit, so nobody is told off while still typing. The server's refusals (draft.fieldErrors)
 * show as they come. `attempt` counts the submits that found problems: the summary takes focus on each.
 */
export function useStepForm(
  draft: DraftStore,
  step: FormStep,
  { labels, choices, special }: StepLabels,
  /** What the step's checks need that is loaded on demand (step 2's locality data); loaded when it is submitted. */
  loadContext?: (data: Draft) => Promise<Partial<StepContext>>,
  /** Problems the page found itself, shown at once and stopping the step (step 3's ABN lookup). */
  localErrors: FieldErrors = {},
) {
  const [submitted, setSubmitted] = useState(false);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<FieldErrors>({});
  const clientErrors: FieldErrors = useMemo(
    () => (submitted ? step.errors(draft.data, { today: new Date() }) : {}),
    [submitted, step, draft.data],
  );
  /** The step's checks with what they need loaded. */
  const checkWithContext = async (data: Draft) => step.errors(data, { today: new Date(), ...(await loadContext!(data)) });
  // After a submit, the checks that need loaded data follow the answers as they are fixed.
  useEffect(() => {
    if (!submitted || !loadContext) return;
    let live = true;
    void checkWithContext(draft.data).then((found) => live && setExtraErrors(found));
    return () => {
      live = false;
    };
  }, [submitted, draft.data]); // eslint-disable-line react-hooks/exhaustive-deps -- re-check when the answers change, not the callbacks
  // What the server refused (an autosave or the step's completion) shows at once: it is why nothing was saved.
  const errors: FieldErrors = { ...localErrors, ...draft.fieldErrors, ...flaggedOnly({ ...extraErrors, ...clientErrors }, flagged) };

  const errorFor = (path: string): string | undefined =>
    errors[path]
      ? special?.(path, errors[path], draft.data) ?? errorMessage(errors[path], { labels, choices }, path)
      : undefined;
  const summary: SummarySection[] = summaryMessages(errors, step.sections).map(({ message, fields }) => ({
    heading: message,
    items: fields.map((field) => ({ field, message: errorFor(field)! })),
  }));

  /** The submit found these problems: they show, and the summary takes focus. */
  function refuse(found: FieldErrors): 'invalid' {
    setFlagged(new Set(Object.keys(found)));
    setAttempt((n) => n + 1);
    return 'invalid';
  }

  /** Checks the step here, then has the server mark it complete. */
  async function complete(): Promise<StepOutcome> {
    setSubmitted(true);
    setProblem(null);
    const found = loadContext ? await checkWithContext(draft.data) : step.errors(draft.data, { today: new Date() });
    setExtraErrors(loadContext ? found : {});
    if (Object.keys(found).length || Object.keys(localErrors).length) return refuse({ ...localErrors, ...found });
    setFlagged(new Set());
    const ok = await draft.completeStep(step.number);
    if (ok) return 'completed';
    if (draft.saveStatus === 'invalid') return refuse(draft.fieldErrors);
    if (draft.saveStatus === 'conflict') return 'conflict';
    setProblem(
      draft.canSave
        ? 'We could not save this step because we cannot reach our server. Your answers are kept on this device. Check your connection and try again.'
        : 'Enter your first name and your email address twice before you continue.',
    );
    return 'offline';
  }

  return { errors, errorFor, summary, attempt, complete, problem, submitted };
}
