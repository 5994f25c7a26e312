import { useEffect } from 'react';
import type { DraftStore } from '@cards/shared/stores';

/**
 * Saves what is waiting as soon as the browser is online again, and tries once more as the page is left. No
 * "leave this page?" prompt: the device keeps a copy, so nothing is lost either way.
 */
export function useReconnect(draft: DraftStore) {
  useEffect(() => {
    const online = () => draft.retryNow();
    const leaving = () => {
      if (draft.hasUnsavedChanges) void draft.flush();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
    };
  }, [draft]);
}
