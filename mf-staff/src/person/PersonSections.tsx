import type { AuditEntry, PersonRecord } from '../api/types.ts';
import { day, when } from '../common/words.ts';
import { stageNames } from '../queue/queue-query.ts';
import { QuickAction } from './QuickAction.tsx';
import { TableBox } from '../common/TableBox.tsx';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const who = (actor: { name: string } | null) => actor?.name ?? 'The applicant or the system';

function Changes({ values }: { values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return <>—</>;
  return (
    <dl className="person-facts">
      {Object.entries(values).map(([name, value]) => (
        <div key={name} className="fact-row">
          <dt>{name}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The stages reached, then every change made to the application: who, what, when, before and after. */
export function TimelineSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol>
        {record.timeline.map((entry) => (
          <li key={`${entry.stage}-${entry.at}`}>
            <strong>{entry.label ?? stageNames[entry.stage as keyof typeof stageNames] ?? entry.stage}</strong>: {when(entry.at)}
            {entry.by && ` (${entry.by.name})`}
          </li>
        ))}
      </ol>
      <h3>Changes</h3>
      {record.audit.length === 0 ? <p>No changes yet.</p> : <AuditTable entries={record.audit} />}
    </section>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <TableBox label="Table of changes">
      <table className="staff-table">
        <caption className="visually-hidden">Changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.at)}</td>
              <td>{who(entry.by)}</td>
              <td>{entry.action}</td>
              <td><Changes values={entry.before} /></td>
              <td><Changes values={entry.after} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

export function AnswersSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">Answers</h2>
      {record.answers.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h3>{group.heading}</h3>
          <dl className="person-facts">
            {group.rows.map((row) => (
              <div key={row.question} className="fact-row">
                <dt>{row.question}</dt>
                <dd>{row.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}

export function DocumentsSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      {record.documents.length === 0 ? <p>No documents yet.</p> : (
        <ul>
          {record.documents.map((document) => (
            <li key={document.href}>
              <a href={document.href} target="_blank" rel="noreferrer">
                {document.name} (PDF, opens in a new tab)
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const needStatus = { 'not-sent': 'Not sent yet', 'sent': 'Sent to the employer', 'opened': 'Opened by the employer', 'signed': 'Signed' } as const;

export function OperationalNeedSection({ record, mayResend }: { record: PersonRecord; mayResend: boolean }) {
  const need = record.operationalNeed;
  return (
    <section aria-labelledby="need-heading">
      <h2 id="need-heading">Statement of operational need</h2>
      {!need ? <p>This application does not need a statement.</p> : (
        <>
          <dl className="person-facts">
            <dt>Status</dt>
            <dd>{needStatus[need.status]}</dd>
            {need.sentAt && (<><dt>Sent</dt><dd>{when(need.sentAt)}</dd></>)}
            {need.openedAt && (<><dt>Opened</dt><dd>{when(need.openedAt)}</dd></>)}
            {need.signedAt && (<><dt>Signed</dt><dd>{when(need.signedAt)}</dd></>)}
            <dt>Approved</dt>
            <dd>{need.approvedAt ? `${when(need.approvedAt)}${need.approvedBy ? ` by ${need.approvedBy.name}` : ''}` : 'Not yet'}</dd>
          </dl>
          {need.signedLetterHref && (
            <p>
              <a href={need.signedLetterHref} target="_blank" rel="noreferrer">The signed letter (PDF, opens in a new tab)</a>
            </p>
          )}
          {mayResend && need.status !== 'signed' && (
            <p>
              <QuickAction action="resend-need" label="Send the statement to the employer again" sentMessage="The statement is sent again." />
            </p>
          )}
        </>
      )}
    </section>
  );
}

const mailStatus = { queued: 'Waiting to send', sent: 'Sent', failed: 'Not delivered' } as const;

export function MailsSection({ record, mayRetry }: { record: PersonRecord; mayRetry: boolean }) {
  return (
    <section aria-labelledby="mails-heading">
      <h2 id="mails-heading">Emails sent</h2>
      {record.mails.length === 0 ? <p>No emails yet.</p> : (
        <TableBox label="Table of emails sent">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">To</th>
                <th scope="col">When</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {record.mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{mail.subject}</td>
                  <td>{mail.to}</td>
                  <td>{when(mail.at)}</td>
                  <td>
                    {mailStatus[mail.status]}
                    {mail.error && `: ${mail.error}`}
                    {mayRetry && mail.status === 'failed' && (
                      <div>
                        <QuickAction action="retry-mail" body={{ mailId: mail.id }} label={`Send “${mail.subject}” again`} sentMessage="The email will be sent again." />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}

const inductionStatus = { 'not-started': 'Not started', 'started': 'Started', 'completed': 'Completed' } as const;

export function InductionsSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="inductions-heading">
      <h2 id="inductions-heading">Inductions</h2>
      {record.inductions.length === 0 ? <p>No inductions.</p> : (
        <ul>
          {record.inductions.map((induction) => (
            <li key={induction.id}>
              {induction.name}: {inductionStatus[induction.status]}
              {induction.completedAt && `, ${day(induction.completedAt)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const paidBy = { card: 'Card online', counter: 'At the counter', invoice: 'Invoice' } as const;

export function PaymentsSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      {record.payments.length === 0 ? <p>No payments yet.</p> : (
        <ul>
          {record.payments.map((payment) => (
            <li key={payment.id}>
              {dollars(payment.amountCents)}, {paidBy[payment.method]}, {when(payment.at)}
              {payment.reference && ` (receipt ${payment.reference})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NotesSection({ record }: { record: PersonRecord }) {
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {record.notes.length === 0 ? <p>No notes yet.</p> : (
        <ul>
          {record.notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className="field__hint">{who(note.by)}, {when(note.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
