import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { announcementDue, formatTimeLeft } from '@cards/shared/domain/idle';
import './IdleWarningDialog.css';

export interface IdleWarningDialogProps {
  open: boolean;
  /** Whole seconds until the session ends; the parent may update it every second. */
  secondsLeft: number;
  /** Keeps the session going (the Continue button and Escape). */
  onContinue: () => void;
}

const announce = (seconds: number) => `Your session will end in ${formatTimeLeft(seconds)}.`;

/**
 * SPEC §4 'Idle handling': the warning before the session times out (WCAG 2.2.1 Timing Adjustable). A native
 * modal <dialog>, so the page behind is inert and focus stays inside. The visible countdown changes every
 * second; screen readers hear the time only on the schedule of shouldAnnounce, so they are not flooded.
 */
export function IdleWarningDialog({ open, secondsLeft, onContinue }: IdleWarningDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [lastSeconds, setLastSeconds] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      // Same as the autofocus attribute, which React does not render: the safe action takes focus.
      continueRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Focus goes back to where it was, however the dialog was closed.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restore = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener('close', restore);
    return () => {
      dialog.removeEventListener('close', restore);
      if (dialog.open) {
        dialog.close();
        restore();
      }
    };
  }, []);

  // The browser's Escape 'cancel' would just close the dialog; here it means Continue.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onContinue();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onContinue]);

  // What to announce follows the props: adjusted while rendering (React's pattern for state that depends on
  // the last props), not in an effect. Opening always announces, so the first thing heard after the heading is
  // the time left; then only when announcementDue says so.
  if (!open && lastSeconds !== null) {
    setLastSeconds(null);
    setAnnouncement('');
  } else if (open && lastSeconds !== secondsLeft) {
    if (lastSeconds === null || announcementDue(lastSeconds, secondsLeft)) setAnnouncement(announce(secondsLeft));
    setLastSeconds(secondsLeft);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onContinue();
  };

  return (
    <dialog
      ref={dialogRef}
      className="idle-warning"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId} className="idle-warning__title">
        Your session is about to end
      </h2>
      <p id={descriptionId}>
        You have not done anything on this site for a while. To keep your information safe, we will end your
        session soon. Select Continue to keep going.
      </p>
      {/* Hidden from screen readers: they get the same time from the live region, on its schedule. */}
      <p className="idle-warning__countdown" aria-hidden="true">
        Time left: <strong>{formatTimeLeft(secondsLeft)}</strong>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <button ref={continueRef} type="button" className="button idle-warning__continue" onClick={onContinue}>
        Continue
      </button>
    </dialog>
  );
}
