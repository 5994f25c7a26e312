import { useState } from 'react';
import { StaffApiError } from '../api/client.ts';
import type { PersonAction } from '../api/types.ts';
import { callProblem } from '../common/words.ts';
import { useMember } from '../session/SignedIn.tsx';
import { CONFLICT, RELOAD_FAILED, isStale } from './ActionForm.tsx';
import { usePersonRecord } from './person-context.ts';

/** A one-press action of the person's page (resend a letter, send a mail again), sent with the record's version. */
export function QuickAction({ action, body = {}, label, sentMessage }: {
  action: PersonAction;
  body?: Record<string, unknown>;
  label: string;
  sentMessage: string;
}) {
  const { api } = useMember();
  const { peopleId, record, reload } = usePersonRecord();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const press = async () => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      await api.act(peopleId, action, { ...body, version: record.version });
      setSaid({ text: sentMessage, problem: false });
      await reload().catch(() => setSaid({ text: RELOAD_FAILED, problem: true }));
    } catch (caught) {
      const conflict = isStale(caught);
      setSaid({ text: conflict ? CONFLICT : caught instanceof StaffApiError && (caught.status === 400 || caught.status === 409) && caught.message ? caught.message : callProblem(caught), problem: true });
      if (conflict) await reload().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void press()}>
        {label}
      </button>
      <span role="status" className={said?.problem ? 'step-problem' : undefined}>
        {said ? ` ${said.text}` : ''}
      </span>
    </>
  );
}
