// The status record of a person (SPEC §3 'Status record') and what the status page shows of it (SPEC §4 'Status
// display', §8 decision N, §9 'Card pickup assumed 30 days after dispatch'). The api builds the record; the page
// and the status emails read it through statusView, so both tell the same story.
import { SiteCode } from './card-rules.ts';
import { OFFICE_TIME_ZONE, addDays, officeDay } from './dates.ts';

/** SPEC §9: a card is taken as picked up this many days after it was dispatched. */
export const PICKUP_ASSUMED_AFTER_DAYS = 30;

/** SPEC §8: the background check's decision that stops the application ('N'); any other decision lets it go on. */
export const DECISION_NOT_ISSUED = 'N';

export interface PersonStatus {
  Id: number;
  /** The draft the person came from: the `{formId}` of the download and induction calls (SPEC §7). */
  IncompleteFormId: number;
  Site: number;
  /** The card type's site: 1 for ASIC, 2 for MSIC (docs/decisions.md 'The status record'). */
  WebsiteId: number;
  TrackingNumber: string;
  Firstname: string | null;
  CardType: 'asic' | 'msic';
  Company: string;
  /** An MSIC application based on an ASIC the person holds (SPEC §3 `_basedOn{product}`). */
  _basedOnASIC: boolean;
  /** A job-ready application (a 2-year card applied for before having a job): its certificate comes with the check. */
  JobReady: boolean;
  _interviewedAt: string | null;
  _paidAt: string | null;
  /** Our office has approved the operational need (docs/decisions.md 'The status record'). */
  _opsApproved: boolean;
  _ausCheckUploaded: { Date: string } | null;
  _ausCheckDecision: { Certdate: string; Decision: string } | null;
  _msicPosted: { Dispatch: string; PostedDate: string } | null;
  ExtraData: { OpNeedType?: string; lodgementOption?: string; [key: string]: unknown };
  SubmittedAt: string;
  /**
   * The statement of operational need: awaited or signed, and where its link was emailed (masked); null
   * when nobody signs one for this application (job ready, the postal brand). The api always
   * sends it; optional so records made before it was added (and test fixtures) still type.
   */
  _opNeedForm?: OpNeedFormStatus | null;
}

export interface OpNeedFormStatus {
  status: 'awaited' | 'signed';
  signedAt: string | null;
  /** j***@example.com; '' when the statement was signed in the wizard and no link went out. */
  sentTo: string;
}

export type StageId = 'submitted' | 'interview' | 'payment' | 'lodgement' | 'check' | 'dispatch' | 'pickup';

export interface Stage {
  id: StageId;
  /** The day it happened (or, for pick-up, is taken to happen); null while it has not. */
  date: string | null;
  done: boolean;
}

export interface StatusView {
  /** The stages the page lists, in order; dispatch and pick-up are left out after decision N and for site 4. */
  stages: Stage[];
  /** The first stage not done; 'processed' after decision N; 'complete' when every stage is done. */
  current: StageId | 'processed' | 'complete';
}

/**
 * SPEC §4 'Status display' as a list of stages with their dates, and where the application is now. Each date is the
 * day in the office's time zone (the UTC day was shown, a day early for a Sydney morning).
 */
export function statusView(person: PersonStatus, today: Date, timeZone: string = OFFICE_TIME_ZONE): StatusView {
  const day = (iso: string | null | undefined): string | null => (iso ? officeDay(iso, timeZone) : null);
  const decision = person._ausCheckDecision;
  const notIssued = decision?.Decision === DECISION_NOT_ISSUED;
  const posted = day(person._msicPosted?.PostedDate);
  const pickup = posted ? addDays(posted, PICKUP_ASSUMED_AFTER_DAYS) : null;
  const todayIso = officeDay(today, timeZone)!;

  const stages: Stage[] = [
    { id: 'submitted', date: day(person.SubmittedAt), done: true },
    { id: 'interview', date: day(person._interviewedAt), done: person._interviewedAt !== null },
    { id: 'payment', date: day(person._paidAt), done: person._paidAt !== null },
    // SPEC §4: the lodgement date appears once the background check is uploaded.
    { id: 'lodgement', date: day(person._ausCheckUploaded?.Date), done: person._ausCheckUploaded !== null },
    // The background check's date appears when a decision exists.
    { id: 'check', date: day(decision?.Certdate), done: decision !== null },
  ];
  // SPEC §4: no dispatch after decision N, nor for site 4 (an MSIC job ready, whose card we do not send).
  if (!notIssued && person.Site !== SiteCode.MsicJobReady) {
    stages.push({ id: 'dispatch', date: posted, done: posted !== null });
    stages.push({ id: 'pickup', date: pickup, done: pickup !== null && pickup <= todayIso });
  }
  if (notIssued) return { stages, current: 'processed' };
  const next = stages.find((s) => !s.done);
  return { stages, current: next ? next.id : 'complete' };
}

/** SPEC §3: ExtraData.OpNeedType 'private pilot' marks a private pilot. */
export function isPrivatePilot(person: Pick<PersonStatus, 'ExtraData'>): boolean {
  return person.ExtraData.OpNeedType === 'private pilot';
}
