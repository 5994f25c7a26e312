import { observer } from 'mobx-react-lite';
import type { DraftStore } from '@cards/shared/stores';

/** A save from a stale tab: say so plainly and offer the newer copy (ARCHITECTURE 'Persistence and access'). */
export const ConflictNotice = observer(function ConflictNotice({ draft }: { draft: DraftStore }) {
  if (draft.saveStatus !== 'conflict') return null;
  return (
    <div className="notice notice--warning" role="alert">
      <h2 className="notice__title">This application was changed in another tab or on another device</h2>
      <p>
        Your latest changes here were not saved, so that the newer copy is not overwritten. Load the newer copy to
        carry on from it. Anything you typed here since then will need to be entered again.
      </p>
      <button type="button" className="button" onClick={() => void draft.loadNewerCopy()}>
        Load the newer copy
      </button>
    </div>
  );
});
