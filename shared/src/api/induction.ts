import type { AxiosInstance } from 'axios';
import type { EncodedAnswers, InductionProgram, InductionProgramId, InductionResult } from '../domain/induction.ts';
import type { InductionEnrolment } from '../validation/induction.ts';

// SPEC §7 calls of the induction (issue 14). An induction is reached by its unguessable id alone (the emailed or
// listed link), a foreign card by its id and unguessable RandomId; neither carries a sign-in, so none of these calls
// sends a token or signs anyone out. A person's own list needs their id_token (the status page).

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
    /** The inductions to complete now, with their links. */
    Inductions: InductionListItem[];
  } | null;
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

export interface InductionApi {
  get(id: string): Promise<InductionState>;
  program(id: string): Promise<InductionProgram>;
  answer(id: string, body: InductionAnswerBody): Promise<InductionAnswerResult>;
  /** The certificate PDF's address (a download link, not a call). */
  certificateUrl(id: string): string;
  checkCertificate(code: string): Promise<CertificateCheck>;
  enrol(body: InductionEnrolment): Promise<InductionEnrolmentAnswer>;
  foreignCard(id: string, randomId: string): Promise<ForeignCard>;
  foreignCardIncomplete(id: string, randomId: string): Promise<InductionListItem[]>;
}

const quiet = { skipAuth: true, skipAuthRedirect: true } as const;
const enc = encodeURIComponent;

export function createInductionApi(http: AxiosInstance): InductionApi {
  return {
    async get(id) {
      return (await http.get<InductionState>(`/induction/${enc(id)}`, { ...quiet, headers: { Accept: 'application/json' } })).data;
    },
    async program(id) {
      return (await http.get<InductionProgram>(`/induction/${enc(id)}/program`, { ...quiet, headers: { Accept: 'application/json' } })).data;
    },
    async answer(id, body) {
      return (await http.post<InductionAnswerResult>(`/induction/${enc(id)}/answer/${enc(body.module)}`, body, quiet)).data;
    },
    certificateUrl: (id) => `/api/download/induction-certificate/${enc(id)}`,
    async checkCertificate(code) {
      return (await http.get<CertificateCheck>(`/api/induction-certificate/${enc(code)}`, quiet)).data;
    },
    async enrol(body) {
      return (await http.post<InductionEnrolmentAnswer>('/api/register/induction-only', body, quiet)).data;
    },
    async foreignCard(id, randomId) {
      return (await http.get<ForeignCard>(`/api/foreign-card/${enc(id)}/${enc(randomId)}`, quiet)).data;
    },
    async foreignCardIncomplete(id, randomId) {
      return (await http.get<InductionListItem[]>(`/api/foreign-card/${enc(id)}/${enc(randomId)}/inductions/incomplete`, quiet)).data;
    },
  };
}
