import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useRootStore, type LinkRequestResult } from '@cards/shared/stores';
import { Page } from '@cards/shared/ui';

/** SPEC §2 link-expired/{randomId}: the emailed link has expired; the person can ask for a new one. */
export function LinkExpiredPage() {
  const { draft } = useRootStore();
  const { randomId = '' } = useParams();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<LinkRequestResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setResult(null);
    setResult(await draft.requestNewLink(randomId));
    setSending(false);
  };

  return (
    <Page title="This link has expired">
      <p>
        For your security, links to an application only work for a limited time. We can email a new link to the
        address on your application.
      </p>
      <form onSubmit={submit} noValidate>
        <button type="submit" className="button" disabled={sending || result?.ok === true} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Email me a new link'}
        </button>
      </form>
      <div role="status" aria-live="polite" className="form-outcome">
        {result && (
          <p className={result.ok ? 'message message--success' : 'message message--error'}>{result.message}</p>
        )}
      </div>
    </Page>
  );
}
