import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { longDate, type PersonStatus } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { saveFile } from './save-file.ts';
import { verifierText } from './stage-text.ts';

/**
 * SPEC §2 'Track screen' (the employer or club verifier, the note on operational-need letters): whether
 * the statement of the applicant's operational need is awaited or signed, the link sent again on request, and the
 * signed letter to download.
 */
export const OpNeedSection = observer(function OpNeedSection({ status }: { status: PersonStatus }) {
  const { person } = useRootStore();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ sent: boolean; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = status._opNeedForm;
  const verifier = verifierText(status);
  // Nobody signs a statement for this application (job ready, the postal brand): there is nothing to show.
  if (verifier === null) return null;

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setResult(await person.resendOpNeedForm());
    setSending(false);
  };
  const download = async () => {
    setProblem(null);
    try {
      saveFile(await person.download('operational-need-signed'), `operational-need-statement-${status.TrackingNumber}.pdf`);
    } catch {
      setProblem('We could not get the signed statement just now. Try again in a minute.');
    }
  };

  return (
    <section aria-labelledby="need-heading">
      <h2 id="need-heading">Your operational need</h2>
      <p>{verifier}</p>
      {form?.status === 'awaited' && (
        <>
          <p>
            <strong>Statement awaited.</strong>{' '}
            {form.sentTo ? `We have emailed ${form.sentTo} a link to confirm and sign it.` : 'We have emailed a link to confirm and sign it.'} It is not
            signed yet.
          </p>
          <p>
            <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={sending}>
              {sending ? 'Sending…' : 'Email the link again'}
            </button>
          </p>
          <p role="status" className={result && !result.sent ? 'step-problem' : undefined}>
            {result?.message ?? ''}
          </p>
        </>
      )}
      {form?.status === 'signed' && (
        <>
          <p>
            <strong>Statement signed{form.signedAt ? ` on ${longDate(form.signedAt)}` : ''}.</strong>
          </p>
          <p>
            <button type="button" className="link-button" onClick={() => void download()}>
              Download the signed statement (PDF)
            </button>
          </p>
          {problem && (
            <p className="step-problem" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
      {/* A card posted before the stage rules is not told it can only be issued later. */}
      {(status._opsApproved || status._msicPosted === null) && (
        <p>
          {status._opsApproved
            ? 'Our office has approved your operational need.'
            : 'Your card can only be issued once the statement of your operational need is signed and our office has approved it.'}
        </p>
      )}
    </section>
  );
});
