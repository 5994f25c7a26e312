import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { canOpen, nextStep, type FormStep } from '@cards/shared/validation';

/** The form's steps (from the step registry) and the one on the page. */
export interface Wizard {
  steps: readonly FormStep[];
  step: FormStep;
  /** The path of the draft's form (/apply/form/{formLink}), once it has one. */
  base: string | null;
  /**
   * After the step is complete: to the next unfinished step, or to processing when none is left (SPEC §4). A step
   * opened from a 'Change' link of the summary (`?return=summary`) goes back to the summary instead.
   */
  goNext(): void;
}

const WizardContext = createContext<Wizard | null>(null);

export function WizardProvider({ steps, step, children }: { steps: readonly FormStep[]; step: FormStep; children: ReactNode }) {
  const store = useRootStore();
  const navigate = useNavigate();
  const formLink = store.draft.formLink;
  const product = store.session.brandData.product;
  const [query] = useSearchParams();
  const returnToSummary = query.get('return') === 'summary';
  const wizard = useMemo<Wizard>(() => {
    const base = formLink ? buildPath('form', product, { id: formLink }) : null;
    return {
      steps,
      step,
      base,
      goNext() {
        const link = store.draft.formLink;
        if (!link) return;
        const done = Math.max(store.draft.stepCompleted, step.number);
        const summary = steps[steps.length - 1];
        const back = returnToSummary && summary && summary.number !== step.number && canOpen(summary.number, done);
        const next = back ? summary : nextStep(done, steps);
        navigate(`${buildPath('form', product, { id: link })}/${next ? next.slug : 'processing'}`);
      },
    };
  }, [steps, step, formLink, product, store, navigate, returnToSummary]);
  return <WizardContext.Provider value={wizard}>{children}</WizardContext.Provider>;
}

/** The wizard around the page; a step page is always inside one. */
export function useWizard(): Wizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard needs a WizardProvider (WizardFrame gives one).');
  return wizard;
}
