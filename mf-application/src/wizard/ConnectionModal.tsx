import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { DraftStore } from '@cards/shared/stores';

/** SPEC §4: after 3 failed saves in a row, a modal says so, once. Native <dialog> keeps focus inside. */
export const ConnectionModal = observer(function ConnectionModal({ draft }: { draft: DraftStore }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (draft.connectionModalOpen && !element.open) {
      returnTo.current = document.activeElement;
      element.showModal();
    } else if (!draft.connectionModalOpen && element.open) {
      element.close();
    }
  }, [draft.connectionModalOpen]);

  const close = () => {
    draft.dismissConnectionModal();
    (returnTo.current as HTMLElement | null)?.focus?.();
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="connection-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="connection-modal-title">We cannot reach our server</h2>
      <p>
        Your answers have not been saved to our server yet. They are kept on this device, and we will save them as
        soon as the connection is back, even if you reload the page.
      </p>
      <p>Check your internet connection. You can keep going in the meantime.</p>
      <button type="button" className="button" autoFocus onClick={close}>
        OK, keep going
      </button>
    </dialog>
  );
});
