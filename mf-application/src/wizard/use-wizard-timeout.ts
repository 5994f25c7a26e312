import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import type { RootStore } from '@cards/shared/stores';
import { stepNumberWith, stepsFor } from '@cards/shared/validation';

/**
 * SPEC §4 'Idle handling' for the application form: the draft store saves, mails and clears (draft.timeOut); the
 * page then goes to session-expired, with formNotSaved when nothing had been saved.
 */
export function useWizardTimeout(store: RootStore) {
  const navigate = useNavigate();
  useEffect(
    () =>
      store.session.registerTimeoutHandler('application-form', async () => {
        const outcome = await store.draft.timeOut(stepNumberWith(stepsFor(store.session.brandData), 'sendsSavedFormLink'));
        const page = buildPath('session-expired', store.session.brandData.product);
        // Whether a link was emailed travels in the history entry's state, not the address: a shared address
        // promises nothing.
        if (!outcome.saved) navigate(`${page}?formNotSaved=true`);
        else navigate(page, { state: { emailed: outcome.emailed } });
      }),
    [store, navigate],
  );
}
