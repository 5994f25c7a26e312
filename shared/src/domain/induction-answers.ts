// What the induction calls of SPEC §7 answer and take: the shapes the api writes and the api client
// (@cards/shared/api induction.ts) reads. Here, not beside the client, so the server can name them too (it may not
// import the client, which is written for browsers).
import type { EncodedAnswers, InductionProgramId, InductionResult } from './induction.ts';

/** SPEC §3 induction state, as GET /induction/{id} answers it. */
export interface InductionState {
  id: string;
  programId: InductionProgramId;
  programName: string;
  /** The trainee's name as the certificate shows it. */
  traineeName: string;
  /** The brand the induction belongs to (adg or bne). */
  company: string;
  /** The index of the module the trainee is on: every module before it was answered right. */
  module: number;
  moduleCount: number;
  /** Question indexes the last answer left empty (SPEC §3 'unanswered'). */
  unanswered: Record<number, true>;
  /** Set once there is nothing left to answer here. */
  induction: InductionResult | null;
  /** Where to go when `induction` is set. */
  redirect: string | null;
  /**
   * This induction's address on the site of the brand that runs it (SPEC §4: other brands go there): its brand's
   * host name, or on a host every brand shares (localhost) this address with ?company= of its brand.
   */
  domain: string;
  completedAt: string | null;
  /** The certificate's public verification code, once complete. */
  certificateCode: string | null;
}

/** SPEC §7 POST /induction/{id}/answer/{n}: the module index n and the answers keyed by question index. */
export interface InductionAnswerBody {
  module: number;
  answers: EncodedAnswers;
}

/** The server's confirmation: whether the module's answers were right, and the state after them. */
export interface InductionAnswerResult {
  correct: boolean;
  /** The trainee's current module afterwards (the next one when right; the same when wrong). */
  module: number;
  unanswered: Record<number, true>;
  /** Per wrong question, the words to show (SPEC §5: the question's error, else the module's, else the default). */
  errors: Record<number, string>;
  induction: InductionResult | null;
  redirect: string | null;
}

/** SPEC §3 'Induction (status list)'. */
export interface InductionListItem {
  inductionName: string;
  /** The player's path, /induction/{id}. */
  url: string;
  completedAt: string | null;
}

/** The public check of a certificate: nothing but initials, the program and the date. */
export interface CertificateCheck {
  initials: string;
  programName: string;
  airport: string;
  completedAt: string;
}

/** SPEC §3 induction-only response. */
export interface InductionEnrolmentAnswer {
  result: boolean;
  foreign: boolean;
  data: {
    /** The person's id (one of our card holders) or the foreign card's id. */
    Id: number;
    /** Foreign cards only: the unguessable second half of /induction-status/{id}/{randomId}. */
    RandomId?: string;
    /** Our card holders only: their application's id. */
    IncompleteFormId?: number;
    /** Our card holders only: the card of their application, so the page names it. */
    CardType?: 'asic' | 'msic';
    /** The inductions to complete now, with their links. */
    Inductions: InductionListItem[];
  } | null;
  /**
   * With one of our tracking numbers, the answer says only that a link goes by email to the address on the
   * application if the details match (`data` is null, right guess or wrong); opening it finishes the enrolment.
   */
  confirmBy?: 'email';
  err?: string;
}

/** SPEC §7 GET /api/foreign-card/{id}/{randomId}: a card issued elsewhere, enrolled here for inductions. */
export interface ForeignCard {
  Id: number;
  RandomId: string;
  Firstname: string;
  Surname: string;
  /** Masked except its last 3 characters. */
  CardNumber: string;
  MsicExpiry: string;
  company: string;
  inductions: InductionListItem[];
}
