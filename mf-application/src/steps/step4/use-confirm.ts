import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { StepOutcome } from '../../wizard/use-step-form.ts';
import { useWizard } from '../../wizard/wizard-context.tsx';
import { useSubmitApplication } from './use-submit.ts';

/** What confirming needs of the step's form (useStepForm's answer). */
export interface ConfirmForm {
  complete(): Promise<StepOutcome>;
  problem: string | null;
}

export interface Confirm {
  /** The form's submit handler: marks the last step complete, then sends. */
  submit(event?: FormEvent): void;
  /** True from the click until the page moves on or shows what stopped it. */
  sending: boolean;
  /** Why the step could not be saved (offline), to show beside the button. */
  problem: string | null;
}

/**
 * SPEC §4: confirming marks the last step complete (its errors go to the summary) and converts the draft; then the
 * person is signed in and goes to status. Any conversion failure goes to processing (the store reported it).
 */
export function useConfirm(form: ConfirmForm): Confirm {
  const { base } = useWizard();
  const navigate = useNavigate();
  const submitter = useSubmitApplication();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void submitter.run(async () => {
      if ((await form.complete()) !== 'completed') return;
      if (!(await submitter.send()) && base) void navigate(`${base}/processing`);
    });
  };

  return { submit, sending: submitter.sending, problem: form.problem };
}
