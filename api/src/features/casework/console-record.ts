import type { PersonStory } from './person-story.ts';

// A person's story (person-story.ts) as the console's person page reads it (docs/staff-console.md 'Pages'): who did
// what in the staff's words, the PDFs as links the console opens, counter payments beside card payments.

type Actor = { id: number; name: string } | null;

const documentNames: Record<string, string> = {
  'application-form': 'Application form', invoice: 'Invoice', certificate: 'Certificate',
};

/** What each stage action reads as on the timeline. */
function timelineLabel(action: string, after: Record<string, unknown>): string | undefined {
  switch (action) {
    case 'interview': return 'Interviewed';
    case 'payment': return 'Paid';
    case 'upload': return 'Lodged with AusCheck';
    case 'decision': return after.check_decision === 'N' ? 'Decided: not to be issued' : 'Decided: may be issued';
    case 'dispatch': return after.dispatch_method === 'pickup' ? 'Ready to pick up' : 'Posted';
    case 'approve-need': return 'Operational need approved';
    case 'redact': return 'Redacted';
    default: return undefined;
  }
}

/** Staff in the console have an account; the ops CLI's actors a name only; the applicant and the system neither. */
function actorOf(name: string, staffId: number | null): Actor {
  if (staffId !== null) return { id: staffId, name };
  return name === 'system' || name === 'applicant' ? null : { id: 0, name };
}

const mailStatus = (status: string): 'queued' | 'sent' | 'failed' => (status === 'sent' ? 'sent' : status === 'failed' || status === 'cancelled' ? 'failed' : 'queued');

export function consoleRecord(story: PersonStory) {
  const p = story.person;
  const base = `/api/staff/people/${p.peopleId}`;
  const stageRows = story.audit.map((row, index) => ({ row, index, label: timelineLabel(row.action, row.after) })).filter((r) => r.label);
  const approval = [...story.audit].reverse().find((row) => row.action === 'approve-need');
  const counterPayments = story.audit.filter((row) => row.action === 'payment' && typeof row.after.amountCents === 'number');
  return {
    version: story.version,
    person: {
      peopleId: p.peopleId, trackingNumber: p.trackingNumber, name: [p.firstname, p.surname].filter(Boolean).join(' '),
      email: p.email, birthdate: p.birthdate, cardType: p.cardType, airport: null, stage: p.stage ?? 'submitted',
      stageSince: p.stageSince ?? p.submittedAt, submittedAt: p.submittedAt, redacted: p.redactedAt !== null,
      daysInStage: p.daysInStage, overdue: p.overdue, decisionReason: p.decision?.reason ?? null,
    },
    timeline: [
      { stage: 'submitted', label: 'Submitted', at: p.submittedAt, by: null },
      ...stageRows.map(({ row, label }) => ({ stage: row.action, label: label!, at: row.at, by: actorOf(row.actor, row.staffId) })),
      ...(p.activatedAt ? [{ stage: 'activated', label: 'Card activated', at: p.activatedAt, by: null }] : []),
    ],
    // Newest first, as the page lists them.
    audit: story.audit.map((row, index) => ({
      id: index + 1, at: row.at, by: actorOf(row.actor, row.staffId), action: row.action, before: row.before, after: row.after,
    })).reverse(),
    answers: story.answers.map((group) => ({
      heading: group.heading, rows: group.answers.map((answer) => ({ question: answer.question, answer: answer.lines.join(', ') })),
    })),
    documents: story.documents.map((d) => ({ name: documentNames[d.kind] ?? d.kind, href: `${base}/documents/${d.kind}` })),
    operationalNeed: story.statement && {
      status: story.statement.status === 'signed' ? 'signed' as const : story.statement.openedAt ? 'opened' as const : 'sent' as const,
      sentAt: story.statement.madeAt, openedAt: story.statement.openedAt, signedAt: story.statement.signedAt,
      signedLetterHref: story.statement.status === 'signed' ? `${base}/documents/statement` : null,
      approvedAt: p.opsApproved ? approval?.at ?? null : null,
      approvedBy: p.opsApproved && approval ? actorOf(approval.actor, approval.staffId) : null,
    },
    mails: story.mails.map((m) => ({ id: m.id, subject: m.subject, to: m.to, at: m.createdAt, status: mailStatus(m.status), error: m.lastError })),
    inductions: story.inductions.map((i, index) => ({
      id: index + 1, name: i.inductionName, status: i.completedAt ? 'completed' as const : 'started' as const, completedAt: i.completedAt,
    })),
    payments: [
      ...story.payments.filter((pay) => pay.status === 'paid' || pay.status === 'succeeded').map((pay) => ({
        id: pay.id, at: pay.createdAt, amountCents: pay.amountCents, method: 'card' as const, reference: pay.last4 ? `card ending ${pay.last4}` : null,
      })),
      ...counterPayments.map((row, index) => ({
        id: -(index + 1), at: row.at, amountCents: row.after.amountCents as number, method: 'counter' as const,
        reference: typeof row.after.receipt === 'string' ? row.after.receipt : null,
      })),
    ],
    notes: story.notes.map((n) => ({ id: n.id, at: n.createdAt, by: actorOf(n.actor, n.staffId), text: n.text })),
  };
}

export type ConsoleRecord = ReturnType<typeof consoleRecord>;
