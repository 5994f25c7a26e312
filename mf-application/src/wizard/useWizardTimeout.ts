import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storeEnv, type RootStore } from '@cards/shared/stores';

/**
 * SPEC §4 'Idle handling' for the application form: never saved, or only step 1 done → email the link, save,
 * clear the draft and go to session-expired (formNotSaved when it was never saved); link sent and form not
 * complete → save as expired and send the expiry mail.
 */
export function useWizardTimeout(store: RootStore) {
  const navigate = useNavigate();
  useEffect(
    () =>
      store.session.registerTimeoutHandler('application-form', async () => {
        const { draft } = store;
        const drafts = storeEnv(store).drafts;
        if (!draft.isSaved || draft.id === null || !drafts) {
          draft.clear();
          navigate('/session-expired?formNotSaved=true');
          return;
        }
        const id = draft.id;
        await draft.flush();
        try {
          if (draft.stepCompleted <= 1) await drafts.sendSessionExpired(id);
          else await drafts.saveExpired(id, { ...draft.data, _version: draft.version });
        } catch (error) {
          void storeEnv(store).api?.reportClientError(error);
        }
        draft.clear();
        navigate('/session-expired');
      }),
    [store, navigate],
  );
}
