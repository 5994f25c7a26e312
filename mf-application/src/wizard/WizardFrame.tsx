import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@cards/shared/stores';
import type { FormStep } from '@cards/shared/validation';
import { ConflictNotice } from './ConflictNotice.tsx';
import { ConnectionModal } from './ConnectionModal.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { StepsNav } from './StepsNav.tsx';
import { useFocusFromHash } from './use-focus-from-hash.ts';
import { useReconnect } from './use-reconnect.ts';
import { useWizardTimeout } from './use-wizard-timeout.ts';
import { WizardProvider, useWizard } from './wizard-context.tsx';
import './wizard.css';

const Frame = observer(function Frame({ children }: { children: ReactNode }) {
  const store = useRootStore();
  const { draft } = store;
  const { steps, step, base } = useWizard();
  useWizardTimeout(store);
  useReconnect(draft);
  // After the step's own effects (its heading's focus): a field named in the address takes focus.
  useFocusFromHash();
  return (
    <div className="wizard">
      <StepsNav steps={steps} current={step.number} stepCompleted={draft.stepCompleted} base={base} />
      <SaveStatus draft={draft} />
      <ConflictNotice draft={draft} />
      <ConnectionModal draft={draft} />
      {children}
    </div>
  );
});

/** Everything around a step: progress, save status, conflict notice, connection modal and idle timeout. */
export function WizardFrame({ steps, step, children }: { steps: readonly FormStep[]; step: FormStep; children: ReactNode }) {
  return (
    <WizardProvider steps={steps} step={step}>
      <Frame>{children}</Frame>
    </WizardProvider>
  );
}
