import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailed, LoadingIndicator, Page, useDocumentTitle } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import type { PersonRecord } from '../api/types.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { day } from '../common/words.ts';
import { stageNames } from '../queue/queue-query.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { DataAccessSection } from './DataAccessSection.tsx';
import { InterviewForm } from './InterviewForm.tsx';
import { PersonRecordContext, type PersonContext } from './person-context.ts';
import {
  AnswersSection, DocumentsSection, InductionsSection, MailsSection, NotesSection, OperationalNeedSection, PaymentsSection, TimelineSection,
} from './PersonSections.tsx';
import { ApproveNeedForm, DecisionForm, DispatchForm, LodgeForm, NoteForm, PaymentForm, RedactForm } from './StageActions.tsx';

/** The actions the member's roles allow (rolePermissions), in the order an application meets them. */
function Actions({ record }: { record: PersonRecord }) {
  const { may } = useMember();
  const need = record.operationalNeed;
  const forms = [
    may('person.interview') && <InterviewForm key="interview" />,
    may('person.payment') && <PaymentForm key="payment" />,
    may('person.lodge') && <LodgeForm key="lodge" />,
    may('person.decision') && <DecisionForm key="decision" />,
    may('person.dispatch') && <DispatchForm key="dispatch" />,
    may('person.approve-need') && need?.status === 'signed' && !need.approvedAt && <ApproveNeedForm key="approve-need" />,
    may('person.note') && <NoteForm key="note" />,
    may('person.redact') && !record.person.redacted && <RedactForm key="redact" />,
  ].filter(Boolean);
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading">Actions</h2>
      {forms}
    </section>
  );
}

function Person({ peopleId }: { peopleId: number }) {
  const { api, may } = useMember();
  const read = useCallback(() => api.person(peopleId), [api, peopleId]);
  // A reload after an action keeps the page, and what is typed in its forms, in place.
  const { loaded, retry, refresh: reload } = useLoaded(read);
  const record = loaded.state === 'done' ? loaded.value : null;
  // Another brand's person answers 404, as one that does not exist does.
  const notFound = loaded.state === 'failed' && loaded.error instanceof StaffApiError && loaded.error.status === 404;
  const context = useMemo<PersonContext | null>(() => (record ? { peopleId, record, reload } : null), [peopleId, record, reload]);
  // The tracking number, not the name: titles go into the browser's history.
  useDocumentTitle(record ? `Applicant ${record.person.trackingNumber}` : 'Applicant');

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed' && !notFound) return <LoadFailed message="This application could not be loaded." onRetry={retry} />;
  if (!record || !context) {
    return (
      <Page title="Application not found" className="staff-page">
        <p>There is no application with this number for your organisation.</p>
        <p><Link to={staffPaths.queue}>Back to the applications</Link></p>
      </Page>
    );
  }
  const { person } = record;
  const casework = may('person.interview') || may('person.approve-need') || may('person.lodge');
  return (
    <PersonRecordContext.Provider value={context}>
      <Page title={person.name || person.trackingNumber} className="staff-page person-page">
        <p><Link to={staffPaths.queue}>{may('queue.read') ? 'Back to the applications' : 'Find another application'}</Link></p>
        {person.redacted && <p className="staff-notice">This person's details have been redacted.</p>}
        <dl className="person-facts">
          <dt>Tracking number</dt>
          <dd>{person.trackingNumber}</dd>
          <dt>Card</dt>
          <dd>{person.cardType.toUpperCase()}{person.airport && `, ${person.airport}`}</dd>
          <dt>Stage</dt>
          <dd>{stageNames[person.stage] ?? person.stage}, since {day(person.stageSince)}</dd>
          <dt>Email</dt>
          <dd>{person.email}</dd>
          <dt>Date of birth</dt>
          <dd>{day(person.birthdate)}</dd>
          <dt>Submitted</dt>
          <dd>{day(person.submittedAt)}</dd>
        </dl>
        <div className="person-sections">
          <Actions record={record} />
          {may('person.data-access') && <DataAccessSection peopleId={peopleId} />}
          <TimelineSection record={record} />
          <AnswersSection record={record} />
          <DocumentsSection record={record} />
          <OperationalNeedSection record={record} mayResend={casework} />
          <MailsSection record={record} mayRetry={casework} />
          <InductionsSection record={record} />
          <PaymentsSection record={record} />
          <NotesSection record={record} />
        </div>
      </Page>
    </PersonRecordContext.Provider>
  );
}

/** A person's whole story and the actions on it (docs/staff-console.md 'The person's casework'). */
function PersonPage() {
  const { peopleId } = useParams();
  const id = Number(peopleId);
  return (
    <SignedIn permission="person.read">
      {Number.isInteger(id) && id > 0 ? <Person key={id} peopleId={id} /> : (
        <Page title="Application not found" className="staff-page">
          <p><Link to={staffPaths.queue}>Back to the applications</Link></p>
        </Page>
      )}
    </SignedIn>
  );
}

export default PersonPage;
