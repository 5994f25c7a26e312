import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Checkbox, FormActions, LoadFailed, LoadingIndicator, Page, TextAreaField, fieldId, useDocumentTitle } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { Enquiry } from '../api/types.ts';
import { Problems } from '../common/Problems.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { callProblem, when } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { fieldWords, whoHasIt } from './enquiry-words.ts';

/** The api's limit on a reply (inbox-routes.ts). */
const MAX_REPLY = 5000;

const refusal = (caught: unknown) => (caught instanceof StaffApiError && (caught.status === 400 || caught.status === 403 || caught.status === 409) && caught.message
  ? caught.message : callProblem(caught));

/** The reply: emailed to the person through the mail queue, kept with the enquiry, and the enquiry closed if asked. */
function ReplyForm({ enquiry, onAnswered }: { enquiry: Enquiry; onAnswered: (enquiry: Enquiry, said: string) => void }) {
  const { api } = useMember();
  const [message, setMessage] = useState('');
  const [close, setClose] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [focusKey, setFocusKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const open = enquiry.closedAt === null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const problemWithReply = !message.trim() ? 'Write your reply'
      : message.trim().length > MAX_REPLY ? `Your reply must be ${MAX_REPLY.toLocaleString('en-AU')} characters or fewer` : undefined;
    if (problemWithReply) {
      setErrors({ message: problemWithReply });
      setFocusKey((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const closing = open && close;
      const answered = await api.replyToEnquiry(enquiry.id, { message: message.trim(), close: closing });
      setMessage('');
      setClose(false);
      onAnswered(answered, closing ? 'Your reply is sent, and the enquiry is closed.' : 'Your reply is sent.');
    } catch (caught) {
      if (caught instanceof StaffApiError && caught.status === 400 && caught.fields.message) {
        setErrors({ message: caught.message || 'Write your reply' });
        setFocusKey((n) => n + 1);
      } else {
        setProblem(refusal(caught));
        setProblemKey((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      {enquiry.email ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reply-heading">
          <Problems errors={errors} focusKey={focusKey} />
          <TextAreaField id={fieldId('message')} label="Your reply" hint={`We email it to ${enquiry.email}, with the enquiry's reference.`}
            rows={8} value={message} onChange={setMessage} error={errors.message} />
          {open && <Checkbox id={fieldId('close')} label="Close the enquiry once the reply is sent" checked={close} onChange={setClose} />}
          <FormActions submitLabel="Send the reply" busy={busy} busyMessage="Sending…" problem={problem} problemKey={problemKey} />
        </form>
      ) : <p>This enquiry has no email address to reply to.</p>}
    </section>
  );
}

function EnquiryView({ id }: { id: number }) {
  const { api, session, may } = useMember();
  const read = useCallback(() => api.enquiry(id), [api, id]);
  const { loaded, retry } = useLoaded(read);
  // Every POST answers the enquiry as it is now: the page shows that, without reading it again.
  const [changed, setChanged] = useState<Enquiry | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const enquiry = changed ?? (loaded.state === 'done' ? loaded.value : null);
  useDocumentTitle(enquiry ? `Enquiry ${enquiry.reference}` : 'Enquiry');
  const notFound = loaded.state === 'failed' && loaded.error instanceof StaffApiError && loaded.error.status === 404;

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (notFound) {
    return (
      <Page title="Enquiry not found" className="staff-page">
        <p>We could not find that enquiry.</p>
        <p><Link to={staffPaths.enquiries}>Back to the enquiries</Link></p>
      </Page>
    );
  }
  if (!enquiry) return <LoadFailed message="This enquiry could not be loaded." onRetry={retry} />;

  const me = session.staff.id;
  const open = enquiry.closedAt === null;
  const answered = (next: Enquiry, text: string) => {
    setChanged(next);
    setSaid({ text, problem: false });
  };
  const change = async (work: () => Promise<Enquiry>, text: string) => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      answered(await work(), text);
    } catch (caught) {
      setSaid({ text: caught instanceof StaffApiError && caught.status === 404 ? 'We could not find that enquiry.' : refusal(caught), problem: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={`Enquiry ${enquiry.reference}`} className="staff-page">
      <p><Link to={staffPaths.enquiries}>Back to the enquiries</Link></p>
      <dl className="person-facts">
        <dt>Topic</dt>
        <dd>{enquiry.topic}</dd>
        <dt>From</dt>
        <dd>{enquiry.name || '—'}{enquiry.email && `, ${enquiry.email}`}</dd>
        <dt>Received</dt>
        <dd>{when(enquiry.receivedAt)}</dd>
        <dt>Status</dt>
        <dd>{open ? 'Open' : `Closed, ${when(enquiry.closedAt)}`}</dd>
        <dt>Who has it</dt>
        <dd>{whoHasIt(enquiry, me)}</dd>
      </dl>
      {may('enquiries.answer') && (
        <div className="form-actions">
          {enquiry.assignedTo === me ? (
            <button type="button" className="button button--secondary" aria-disabled={busy || undefined}
              onClick={() => void change(() => api.assignEnquiry(enquiry.id, null), 'You have given the enquiry back. Nobody has it now.')}>
              Give it back
            </button>
          ) : (
            <button type="button" className="button button--secondary" aria-disabled={busy || undefined}
              onClick={() => void change(() => api.assignEnquiry(enquiry.id, me), 'The enquiry is yours.')}>
              Take this enquiry
            </button>
          )}
          <button type="button" className="button button--secondary" aria-disabled={busy || undefined}
            onClick={() => void change(() => api.closeEnquiry(enquiry.id, open), open ? 'The enquiry is closed.' : 'The enquiry is open again.')}>
            {open ? 'Close the enquiry' : 'Open it again'}
          </button>
        </div>
      )}
      <p role="status" className={said?.problem ? 'step-problem' : 'form-status'}>
        {said?.text ?? ''}
      </p>
      <section aria-labelledby="wrote-heading">
        <h2 id="wrote-heading">What they wrote</h2>
        <dl className="person-facts">
          {enquiry.fields.map((field) => (
            <div key={field.name} className="fact-row">
              <dt>{fieldWords(field.name)}</dt>
              <dd className="enquiry-text">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">Replies sent</h2>
        {enquiry.replies.length === 0 ? <p>No replies yet.</p> : (
          <ol>
            {enquiry.replies.map((reply) => (
              <li key={`${reply.sentAt}-${reply.staffName}`}>
                <p className="enquiry-text">{reply.message}</p>
                <p className="field__hint">{reply.staffName}, {when(reply.sentAt)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {may('enquiries.answer') && <ReplyForm enquiry={enquiry} onAnswered={answered} />}
    </Page>
  );
}

/** One enquiry: what the person wrote, the replies sent, and for those who answer, taking it, replying and closing it. */
function EnquiryPage() {
  const { id } = useParams();
  const number = Number(id);
  return (
    <SignedIn permission="enquiries.read">
      {Number.isInteger(number) && number > 0 ? <EnquiryView key={number} id={number} /> : (
        <Page title="Enquiry not found" className="staff-page">
          <p>We could not find that enquiry.</p>
          <p><Link to={staffPaths.enquiries}>Back to the enquiries</Link></p>
        </Page>
      )}
    </SignedIn>
  );
}

export default EnquiryPage;
