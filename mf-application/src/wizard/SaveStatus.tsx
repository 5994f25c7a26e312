import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { DraftStore } from '@cards/shared/stores';

const time = (date: Date) => date.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

// Problems are announced to screen readers, and the recovery from one; routine saving is shown but not read out at
// every pause in typing (WCAG 4.1.3). A retry that fails again changes nothing, so it is not read out again.
const problems = new Set(['retrying', 'invalid', 'conflict', 'converted']);

/** The visible autosave status. */
export const SaveStatus = observer(function SaveStatus({ draft }: { draft: DraftStore }) {
  // The region's words change only when a problem starts or changes, and once when saving works again.
  const [seen, setSeen] = useState(draft.saveStatus);
  const [troubled, setTroubled] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  let text: string;
  switch (draft.saveStatus) {
    case 'idle':
      text = 'We save your answers as you go.';
      break;
    case 'unsaved':
      text = draft.canSave
        ? 'Saving soon…'
        : 'We start saving once your first name and matching email addresses are in.';
      break;
    case 'saving':
      text = 'Saving…';
      break;
    case 'saved':
      text = draft.lastSavedAt ? `Saved at ${time(draft.lastSavedAt)}` : 'Saved';
      break;
    case 'retrying':
      text = 'Not saved yet: we cannot reach our server. Your answers are kept on this device and we keep trying.';
      break;
    case 'invalid':
      text = 'Not saved: please check the answers marked below.';
      break;
    case 'conflict':
      text = 'Not saved: this application was changed somewhere else.';
      break;
    case 'converted':
      text = 'This application has already been submitted.';
      break;
  }
  if (draft.saveStatus !== seen) {
    setSeen(draft.saveStatus);
    if (problems.has(draft.saveStatus)) {
      setTroubled(true);
      setAnnouncement(text);
    } else if (draft.saveStatus === 'saved' && troubled) {
      setTroubled(false);
      setAnnouncement(`Your answers are saved again. ${text}.`);
    }
  }
  return (
    <>
      <p className={`save-status save-status--${draft.saveStatus}`}>
        {text}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
});
