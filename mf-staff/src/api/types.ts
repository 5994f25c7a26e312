import type { StaffPermission, StaffRole } from '@cards/shared/staff';

// The staff api's answers as the pages read them (docs/staff-console.md; what the contract left open is under
// 'Pages' there). Dates are ISO strings, as JSON carries them.

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  roles: StaffRole[];
  company: string;
  brandName?: string;
}

/** The member's own second factors, as GET /api/staff/me gives them. */
export interface SecondFactorCounts {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

/** GET /api/staff/me */
export interface StaffSession {
  staff: StaffMember;
  permissions: StaffPermission[];
  /** When the session ends unless something is done before (15 minutes after the last call). */
  idleExpiresAt: string;
  /** When it ends whatever is done (8 hours after sign-in). */
  expiresAt: string;
  secondFactors?: SecondFactorCounts;
}

export type SecondFactorMethod = 'passkey' | 'totp';

/** POST /api/staff/sign-in */
export type SignInNext = { next: 'second-factor'; methods: SecondFactorMethod[] } | { next: 'enrol' };

/** POST /api/staff/second-factor/totp */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

export const stages = [
  'submitted', 'interview-due', 'payment-due', 'ready-to-lodge', 'with-auscheck', 'decided', 'dispatched', 'activated',
] as const;
export type Stage = (typeof stages)[number];

export type CardType = 'asic' | 'msic';

export interface QueueRow {
  peopleId: number;
  trackingNumber: string;
  name: string;
  cardType: CardType;
  stage: Stage;
  stageSince: string;
  daysInStage: number;
  /** Past the stage's target time. */
  overdue: boolean;
  submittedAt: string;
}

/** days: by days in the stage; name: surname then first name; submitted: when the application was sent. */
export type QueueSort = 'days' | 'name' | 'submitted';

/** GET /api/staff/queue */
export interface QueuePage {
  rows: QueueRow[];
  total: number;
  page: number;
  pageSize: number;
  stageCounts: Partial<Record<Stage, number>>;
}

export interface QueueQuery {
  stage?: Stage;
  cardType?: CardType;
  /** An airport's id (GET /api/airport/list's Id). */
  airport?: number;
  q?: string;
  sort?: QueueSort;
  order?: 'asc' | 'desc';
  page?: number;
}

/** Who did something, as the audit names them; null for the applicant or the system. */
export interface Actor {
  id: number;
  name: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  by: Actor | null;
  /** What was done, e.g. 'interview', 'payment', 'note'. */
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface StageEntry {
  /** The stage reached, or the action that reached it. */
  stage: string;
  /** What happened, in words. */
  label?: string;
  at: string;
  by: Actor | null;
}

export interface AnswerGroup {
  heading: string;
  rows: Array<{ question: string; answer: string }>;
}

export interface PersonDocument {
  name: string;
  /** An api path that answers the PDF. */
  href: string;
}

export interface OperationalNeed {
  status: 'not-sent' | 'sent' | 'opened' | 'signed';
  sentAt: string | null;
  openedAt: string | null;
  signedAt: string | null;
  /** The signed letter's PDF, once signed. */
  signedLetterHref: string | null;
  approvedAt: string | null;
  approvedBy: Actor | null;
}

export interface MailSent {
  id: number;
  subject: string;
  to: string;
  at: string;
  status: 'queued' | 'sent' | 'failed';
  error?: string | null;
}

export interface InductionRecord {
  id: number;
  name: string;
  status: 'not-started' | 'started' | 'completed';
  completedAt: string | null;
}

export interface PaymentRecord {
  id: number;
  at: string;
  amountCents: number;
  method: 'card' | 'counter' | 'invoice';
  reference: string | null;
}

export interface Note {
  id: number;
  at: string;
  by: Actor | null;
  text: string;
}

/** GET /api/staff/people/:peopleId: the person's whole story. */
export interface PersonRecord {
  version: number;
  person: {
    peopleId: number;
    trackingNumber: string;
    name: string;
    email: string;
    birthdate: string;
    cardType: CardType;
    airport: string | null;
    stage: Stage;
    stageSince: string;
    submittedAt: string;
    redacted: boolean;
  };
  timeline: StageEntry[];
  audit: AuditEntry[];
  answers: AnswerGroup[];
  documents: PersonDocument[];
  operationalNeed: OperationalNeed | null;
  mails: MailSent[];
  inductions: InductionRecord[];
  payments: PaymentRecord[];
  notes: Note[];
}

/** The actions of POST /api/staff/people/:peopleId/:action, each sent with the record's version. */
export type PersonAction =
  | 'interview' | 'payment' | 'lodge' | 'decision' | 'dispatch' | 'approve-need' | 'redact' | 'note' | 'resend-need' | 'retry-mail';

/** GET /api/staff/accounts: one of the brand's staff accounts. */
export interface StaffAccount {
  id: number;
  company: string;
  name: string;
  email: string;
  roles: StaffRole[];
  /** Whether the member has chosen a password (from the emailed link). */
  hasPassword: boolean;
  hasTotp: boolean;
  passkeys: number;
  disabled: boolean;
  createdAt: string;
}

/** GET /api/staff/sessions: a session of the brand's staff. */
export interface StaffSessionRow {
  id: string;
  staffId: number;
  name: string;
  /** Pending: signed in with the password, not yet with the second factor. */
  state: 'pending' | 'active';
  createdAt: string;
  lastSeenAt: string;
  /** The browser, as it names itself. */
  userAgent: string;
  current: boolean;
}

/** GET /api/staff/enquiries: one of the brand's enquiries (a contact enquiry or a card holder's report). */
export interface EnquiryEntry {
  id: number;
  /** The reference the person was given, e.g. 'ENQ-000123'. */
  reference: string;
  kind: 'contact' | 'report';
  /** The enquiry type, or the report in words. */
  topic: string;
  name: string;
  receivedAt: string;
  closedAt: string | null;
  /** The staff member's id who has it, or null for nobody. */
  assignedTo: number | null;
}

/** GET /api/staff/enquiries */
export interface EnquiryPage {
  enquiries: EnquiryEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EnquiryQuery {
  /** Open unless given. */
  status?: 'open' | 'closed';
  /** Only those the member has. */
  mine?: boolean;
  page?: number;
}

/** GET /api/staff/enquiries/:id, and the answer of each of its POSTs. */
export interface Enquiry extends EnquiryEntry {
  email: string;
  /** What the person wrote, in the form's own field names (EnquiryType, Name, Email, Message…). */
  fields: Array<{ name: string; value: string }>;
  replies: Array<{ staffName: string; message: string; sentAt: string }>;
}

/** The days of a report: YYYY-MM-DD, both included; left out, the api's last 12 weeks. */
export interface ReportRange {
  from?: string;
  to?: string;
}

export const reportStages = ['interviewed', 'paid', 'lodged', 'decided', 'dispatched', 'activated'] as const;
export type ReportStage = (typeof reportStages)[number];

/** GET /api/staff/reports */
export interface ApplicationsReport {
  from: string;
  to: string;
  timeZone: string;
  total: number;
  redacted: number;
  cardTypes: { asic: number; msic: number };
  weeks: Array<{ weekStarting: string; submitted: number } & Record<ReportStage, number>>;
  stages: Array<{ stage: ReportStage; reached: number; medianDays: number | null; p90Days: number | null }>;
}
