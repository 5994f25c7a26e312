import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath, cardName } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import type { SubmittedState } from '@cards/shared/ui';

/**
 * Sends the finished application (SPEC §4 'Form progress'): converts the draft, signs in with the token the
 * conversion gives and opens the status page with the tracking number. `run` does one piece of work at a time:
 * a second click while the first is on its way does nothing, so an application is never sent twice from a page.
 */
export function useSubmitApplication() {
  const { draft, session } = useRootStore();
  const navigate = useNavigate();
  const working = useRef(false);
  const [sending, setSending] = useState(false);

  async function run(work: () => Promise<void>): Promise<void> {
    if (working.current) return;
    working.current = true;
    setSending(true);
    try {
      await work();
    } finally {
      working.current = false;
      setSending(false);
    }
  }

  /**
   * Converts and signs in; true when the status page (or, for an application sent already, the track page) is
   * opened. A failure was reported by the store.
   */
  async function send(): Promise<boolean> {
    // The track page of the card applied for (/track-msic for an MSIC).
    const product = cardName(session.brandData, session.cardType);
    const outcome = await draft.submit();
    if (!outcome.ok && outcome.converted) {
      // Sent by an earlier try whose answer was lost: no second code; the person signs in to track it.
      void navigate(buildPath('track', product));
      return true;
    }
    if (!outcome.ok) return false;
    const { peopleId, trackingNumber, email, token } = outcome.submitted;
    session.signIn(token);
    // The status page shows the confirmation panel from it (ConfirmationPanel's submittedFrom).
    const state: SubmittedState = { submitted: { trackingNumber, email } };
    void navigate(buildPath('status', product, { peopleId }), { state });
    return true;
  }

  return { run, send, sending };
}
