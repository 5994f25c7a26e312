import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { DocumentKind } from '@cards/shared/api';
import type { PersonStatus } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { saveFile } from './save-file.ts';

const DOCUMENTS: Array<{ kind: DocumentKind; label: string }> = [
  { kind: 'application-form', label: 'Your application form' },
  { kind: 'invoice', label: 'Your invoice' },
  { kind: 'certificate', label: 'Your job-ready certificate' },
];

/**
 * SPEC §2 'Track screen' downloads: the application form, the invoice, and the job-ready certificate once
 * the background check of a job-ready application is finished. They need the sign-in token, so each is fetched
 * and then saved, rather than linked.
 */
export const DocumentsSection = observer(function DocumentsSection({ status }: { status: PersonStatus }) {
  const { person } = useRootStore();
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = DOCUMENTS.filter((d) => d.kind !== 'certificate' || (status.JobReady && status._ausCheckDecision?.Decision === 'Y'));

  const get = async (kind: DocumentKind) => {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    try {
      saveFile(await person.download(kind), `${kind}-${status.TrackingNumber}.pdf`);
    } catch {
      setProblem('We could not get that document just now. Try again in a minute.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">Your documents</h2>
      <ul className="document-list">
        {shown.map((d) => (
          <li key={d.kind}>
            <button type="button" className="link-button" aria-disabled={busy !== null || undefined} onClick={() => void get(d.kind)}>
              {d.label} (PDF)
            </button>
          </li>
        ))}
      </ul>
      <p role="status">{busy ? 'Getting your document…' : ''}</p>
      {problem && (
        <p className="step-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
});
