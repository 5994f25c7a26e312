import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { getBrand } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { ConflictNotice } from './ConflictNotice.tsx';
import { ConnectionModal } from './ConnectionModal.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { stepsFor } from './steps.ts';
import { StepsNav } from './StepsNav.tsx';
import { useReconnect } from './useReconnect.ts';
import { useWizardTimeout } from './useWizardTimeout.ts';
import './wizard.css';

/** Everything around a step: progress, save status, conflict notice, connection modal and idle timeout. */
export const WizardFrame = observer(function WizardFrame({ current, children }: { current: number; children: ReactNode }) {
  const store = useRootStore();
  const { draft } = store;
  const brand = getBrand(store.session.brand);
  useWizardTimeout(store);
  useReconnect(draft);
  const base = draft.formLink ? `/apply/form/${encodeURIComponent(draft.formLink)}` : null;
  return (
    <div className="wizard">
      <StepsNav steps={stepsFor(brand)} current={current} stepCompleted={draft.stepCompleted} base={base} />
      <SaveStatus draft={draft} />
      <ConflictNotice draft={draft} />
      <ConnectionModal draft={draft} />
      {children}
    </div>
  );
});
