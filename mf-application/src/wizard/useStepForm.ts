import { useEffect, useMemo, useState } from 'react';
import { fieldMessage, stepErrors, summaryMessages } from '@cards/shared/validation';
import type { Draft, FieldErrors } from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import type { SummaryItem } from '@cards/shared/ui';

export type StepOutcome = 'completed' | 'invalid' | 'offline' | 'conflict';

/**
 * The errors of one step: none until the person first tries to continue, then kept up to date as they fix
 * them (SPEC §5). The server's refusals (draft.fieldErrors) are shown the same way.
 */
export function useStepForm(
  draft: DraftStore,
  step: 1 | 2,
  labels: Record<string, string>,
  /** A check that needs data loaded on demand (step 2's suburbs); it runs when the step is submitted. */
  extraCheck?: (data: Draft) => Promise<FieldErrors>,
) {
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<FieldErrors>({});
  const clientErrors: FieldErrors = useMemo(
    () => (submitted ? stepErrors(step, draft.data, { today: new Date() }) : {}),
    [submitted, step, draft.data],
  );
  // After a submit, the extra check follows the answers as they are fixed.
  useEffect(() => {
    if (!submitted || !extraCheck) return;
    let live = true;
    void extraCheck(draft.data).then((found) => live && setExtraErrors(found));
    return () => {
      live = false;
    };
  }, [submitted, draft.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const errors: FieldErrors = { ...draft.fieldErrors, ...extraErrors, ...clientErrors };

  const labelFor = (path: string) => labels[path] ?? labels[path.replace(/\.\d+\./, '.n.')] ?? 'this answer';
  const errorFor = (path: string): string | undefined => (errors[path] ? fieldMessage(errors[path], labelFor(path)) : undefined);
  const summary: SummaryItem[] = summaryMessages(errors).map(({ field, message }) => ({ field, message }));

  /** Checks the step here, then has the server mark it complete. */
  async function complete(): Promise<StepOutcome> {
    setSubmitted(true);
    setProblem(null);
    const extra = extraCheck ? await extraCheck(draft.data) : {};
    setExtraErrors(extra);
    const found = { ...extra, ...stepErrors(step, draft.data, { today: new Date() }) };
    if (Object.keys(found).length) return 'invalid';
    const ok = await draft.completeStep(step);
    if (ok) return 'completed';
    if (draft.saveStatus === 'invalid') return 'invalid';
    if (draft.saveStatus === 'conflict') return 'conflict';
    setProblem(
      draft.canSave
        ? 'We could not save this step because we cannot reach our server. Your answers are kept on this device. Check your connection and try again.'
        : 'Enter your first name and your email address twice before you continue.',
    );
    return 'offline';
  }

  return { errors, errorFor, summary, complete, problem, submitted };
}
