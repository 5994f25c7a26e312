import type { HttpClient } from './http.ts';
import type { InductionProgram } from '../domain/induction.ts';
import type {
  CertificateCheck, ForeignCard, InductionAnswerBody, InductionAnswerResult, InductionEnrolmentAnswer, InductionListItem, InductionState,
} from '../domain/induction-answers.ts';
import type { InductionEnrolment } from '../validation/induction.ts';

// SPEC §7 calls of the induction. An induction is reached by its unguessable id alone (the emailed or
// listed link), a foreign card by its id and unguessable RandomId; neither carries a sign-in, so none of these calls
// sends a token or signs anyone out. A person's own list needs their id_token (the status page).

export type { InductionState, InductionAnswerBody, InductionAnswerResult, InductionListItem, CertificateCheck, InductionEnrolmentAnswer, ForeignCard } from '../domain/induction-answers.ts';

export interface InductionApi {
  get(id: string): Promise<InductionState>;
  program(id: string): Promise<InductionProgram>;
  answer(id: string, body: InductionAnswerBody): Promise<InductionAnswerResult>;
  /** The certificate PDF's address (a download link, not a call). */
  certificateUrl(id: string): string;
  checkCertificate(code: string): Promise<CertificateCheck>;
  enrol(body: InductionEnrolment): Promise<InductionEnrolmentAnswer>;
  /** The emailed enrolment link's one-time token. */
  confirmEnrolment(token: string): Promise<InductionEnrolmentAnswer>;
  foreignCard(id: string, randomId: string): Promise<ForeignCard>;
  foreignCardIncomplete(id: string, randomId: string): Promise<InductionListItem[]>;
}

const quiet = { skipAuth: true, skipAuthRedirect: true } as const;
const enc = encodeURIComponent;

export function createInductionApi(http: HttpClient): InductionApi {
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
    async confirmEnrolment(token) {
      return (await http.post<InductionEnrolmentAnswer>('/api/register/induction-only/confirm', { token }, quiet)).data;
    },
    async foreignCard(id, randomId) {
      return (await http.get<ForeignCard>(`/api/foreign-card/${enc(id)}/${enc(randomId)}`, quiet)).data;
    },
    async foreignCardIncomplete(id, randomId) {
      return (await http.get<InductionListItem[]>(`/api/foreign-card/${enc(id)}/${enc(randomId)}/inductions/incomplete`, quiet)).data;
    },
  };
}
