import { FormActions } from '@cards/shared/ui';

/** The end of a step's form: why it could not be saved, if so, and the button to continue. */
export function StepActions({ problem }: { problem: string | null }) {
  return <FormActions submitLabel="Save and continue" problem={problem} />;
}
