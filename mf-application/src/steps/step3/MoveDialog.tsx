import { useEffect, useId, useRef } from 'react';
import { getBrand } from '@cards/shared/brand';
import type { AirportBrand } from '@cards/shared/domain';

/**
 * SPEC §4: on the default brand, only Brisbane, or only Darwin and/or Alice Springs, means the airport's own ID office
 * can issue the card: the applicant is asked whether to carry on with it. A native modal <dialog>, so the page
 * behind is inert and focus stays inside; Escape means staying.
 */
export function MoveDialog({ target, busy, failed, onMove, onStay }: {
  target: AirportBrand | null;
  busy: boolean;
  failed: boolean;
  onMove: () => void;
  onStay: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const moveRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      dialog.showModal();
      moveRef.current?.focus();
    } else if (!target && dialog.open) {
      dialog.close();
    }
  }, [target]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onStay();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onStay]);

  const office = target ? getBrand(target) : undefined;
  const officeName = office?.name ?? '';
  return (
    <dialog ref={ref} className="modal" aria-labelledby={headingId} aria-describedby={textId}>
      {target && (
        <>
          <h2 id={headingId}>{officeName} can issue your card</h2>
          <div id={textId}>
            <p>
              You chose only {office?.airportOffice?.airportsName}. The airport&apos;s own ID office, {officeName}, issues cards for it. If you carry on
              with them, your answers so far go with your application and you go straight to the last step.
            </p>
            <p>If you stay with us, nothing changes.</p>
          </div>
          {failed && (
            <p className="step-problem" role="alert">
              We could not move your application just now. Your answers are saved. Try again, or stay with us.
            </p>
          )}
          <div className="form-actions">
            <button ref={moveRef} type="button" className="button" disabled={busy} onClick={onMove}>
              {busy ? 'Moving your application…' : `Carry on with ${officeName}`}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={onStay}>
              Stay with us
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
