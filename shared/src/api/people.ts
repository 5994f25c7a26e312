import type { InductionListItem } from './induction.ts';
import type { HttpClient } from './http.ts';
import type { LodgementOption } from '../domain/lodgement.ts';
import type { PersonStatus } from '../domain/status.ts';

// SPEC §7 calls about a person. The id_token goes as the Authorization header (http.ts). A 401 on these
// is a sign-out and goes to '/' (SPEC §4), except where the caller says it handles it.

export interface LodgementOptions {
  options: LodgementOption[];
  chosen: string | null;
  lodged: boolean;
}

/** SPEC §7 POST /api/activate-card/activate: 200 active, 202 not yet sent (not a success), 409 a repeat with its error. */
export interface ActivationAnswer {
  status: 200 | 202 | 409;
  message: string;
  error?: string;
}

export interface ActivationBody {
  asic_number: string;
  serial_number: string;
  birthdate: string;
}

/** What a sent application owes, in cents. */
export interface PaymentDue {
  total: number;
  gst: number;
  shown: number;
  postofficeFee: number;
  /** What paying online takes: the total less the post office fee, which is paid at the counter. */
  online: number;
  paid: boolean;
  paidAt: string | null;
  canPayOnline: boolean;
}

export interface CardPaymentBody {
  cardnumber: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
  nameOnCard: string;
}

/** SPEC §7 downloads. */
export type DocumentKind = 'application-form' | 'invoice' | 'certificate' | 'operational-need-signed';

export interface PeopleApi {
  /** GET /api/people/{id}: the status record. */
  get(id: number): Promise<PersonStatus>;
  /** POST /api/people/tracker: the signed-in person's record by tracking number and birthdate. */
  tracker(body: { VepNumber: string; Birthday: string }): Promise<PersonStatus>;
  lodgementOptions(id: number): Promise<LodgementOptions>;
  /** POST /api/people/{id}/lodgement-option: changes where the applicant lodges, until they have. */
  chooseLodgement(id: number, lodgementOption: string): Promise<LodgementOptions>;
  /** GET /api/download/{kind}/{id}/{formId}: a PDF, with the token (so not a plain link). */
  download(kind: DocumentKind, id: number, formId: number): Promise<Blob>;
  /** POST /api/people/{id}/operational-need-form/resend: the statement's link emailed again. */
  resendOpNeedForm(id: number): Promise<{ queued: boolean; sentTo: string }>;
  /** SPEC §7 GET /api/people/{id}/{formId}/inductions/incomplete: every induction, with completedAt. */
  inductions(id: number, formId: number): Promise<{ hasInductions: boolean; induction: InductionListItem[] }>;
  paymentDue(id: number): Promise<PaymentDue>;
  /** Pays by card; a decline (402) or refusal rejects with the server's message. */
  pay(id: number, body: CardPaymentBody): Promise<{ message: string; amount: number; reference: string }>;
  /** Activation needs no sign-in; other failures reject (their text is the server's, SPEC §8). */
  activate(body: ActivationBody): Promise<ActivationAnswer>;
  /** POST /api/logout: the token stops working. Never rejects: signing out locally matters more. */
  logout(): Promise<void>;
}

export function createPeopleApi(http: HttpClient): PeopleApi {
  return {
    async get(id) {
      return (await http.get<PersonStatus>(`/api/people/${encodeURIComponent(id)}`)).data;
    },
    async tracker(body) {
      return (await http.post<PersonStatus>('/api/people/tracker', body, { skipAuthRedirect: true })).data;
    },
    async lodgementOptions(id) {
      return (await http.get<LodgementOptions>(`/api/people/${encodeURIComponent(id)}/lodgement-options`)).data;
    },
    async download(kind, id, formId) {
      // The signed statement is the person's, not one form's.
      const path = kind === 'operational-need-signed'
        ? `/api/download/${kind}/${encodeURIComponent(id)}`
        : `/api/download/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(formId)}`;
      return (await http.get<Blob>(path, { responseType: 'blob' })).data;
    },
    async paymentDue(id) {
      return (await http.get<PaymentDue>(`/api/people/${encodeURIComponent(id)}/payment`)).data;
    },
    async pay(id, body) {
      return (await http.post<{ message: string; amount: number; reference: string }>(`/api/people/${encodeURIComponent(id)}/payment`, body)).data;
    },
    async activate(body) {
      const res = await http.post<Omit<ActivationAnswer, 'status'>>('/api/activate-card/activate', body, {
        skipAuth: true, skipAuthRedirect: true, validateStatus: (status) => status === 200 || status === 202 || status === 409,
      });
      return { status: res.status as ActivationAnswer['status'], ...res.data };
    },
    async inductions(id, formId) {
      return (await http.get<{ hasInductions: boolean; induction: InductionListItem[] }>(`/api/people/${encodeURIComponent(id)}/${encodeURIComponent(formId)}/inductions/incomplete`)).data;
    },
    async resendOpNeedForm(id) {
      return (await http.post<{ queued: boolean; sentTo: string }>(`/api/people/${encodeURIComponent(id)}/operational-need-form/resend`, {})).data;
    },
    async chooseLodgement(id, lodgementOption) {
      return (await http.post<LodgementOptions>(`/api/people/${encodeURIComponent(id)}/lodgement-option`, { lodgementOption })).data;
    },
    async logout() {
      try {
        await http.post('/api/logout', {}, { skipAuthRedirect: true });
      } catch {
        /* the token is forgotten here whatever the server said */
      }
    },
  };
}
