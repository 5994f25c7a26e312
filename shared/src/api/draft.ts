import type { HttpClient } from './http.ts';
import type { Draft } from '../domain/draft.ts';
import { setStoredFormKey } from './storage.ts';

// SPEC §7 draft calls. The draft key travels as X-Form-Key (http.ts); a call that issues a key (creation, the
// exchange of an emailed link's one-time token) stores it.

export interface CreatedDraft {
  id: number;
  key: string;
  form: Draft;
  /**
   * True when the create had been made already, its answer lost: the draft is the one it made, as it was made, and
   * what the page sent this time is not in it (SPEC §7 POST /api/form with an Idempotency-Key).
   */
  madeEarlier?: boolean;
}

export interface SavedDraft {
  id: number;
  version: number;
}

/** SPEC §7 GET /api/form/{id}/lookup-abn/{abn}: what the Australian Business Register says. */
export interface AbnDetails {
  Abn: string;
  EntityName: string;
  AbnStatus: string;
  BusinessNames?: string[];
}

/** SPEC §7 POST /api/form/{id}/people: the person the finished draft became. */
export interface ConvertedDraft {
  Id: number;
  VerificationCode: string;
  TrackingNumber: string;
}

export interface DraftApi {
  /**
   * POST /api/form. `requestKey`, sent as Idempotency-Key, is the same for every try of one create: a try whose
   * answer was lost then makes no second draft.
   */
  create(draft: Draft, requestKey?: string): Promise<CreatedDraft>;
  /** GET /api/form/{ref}. A 401 is the page's to handle (link-expired), not the app's sign-out. */
  load(ref: string): Promise<Draft>;
  save(id: number, draft: Draft): Promise<SavedDraft>;
  /** The answer says whether the expiry email was queued. */
  saveExpired(id: number, draft: Draft): Promise<{ id: number; formLink: string; emailed?: boolean }>;
  reportError(id: number, error: string, user?: Draft): Promise<void>;
  /** Queued: whether the link was emailed (the session-expired page says so only then). */
  sendSessionExpired(id: number): Promise<{ queued?: boolean; message?: string }>;
  /** An emailed link's one-time token for a key of this page's own, which is stored. */
  exchangeToken(ref: string, token: string): Promise<{ key: string }>;
  /** SPEC §8 'Link expiry request': a new link by email to the draft's own address; needs no key. */
  requestNewLink(randomId: string): Promise<{ message?: string }>;
  /** SPEC §5 'ABN lookup on blur'. 404 (abn_not_found) and 502 (abn_lookup_failed) are the page's to show. */
  lookupAbn(id: number, abn: string): Promise<AbnDetails>;
  /** SPEC §4: the draft moves to the airport brand its airports belong to (bne or adg). */
  move(id: number, company: string, version: number): Promise<{ id: number; version: number; company: string }>;
  /** SPEC §4: confirming converts the finished draft into a person. */
  convert(id: number): Promise<ConvertedDraft>;
  /** SPEC §7 POST /api/form/{id}/save-signature: a self-sponsor's signature, as a PNG data URL. */
  saveSignature(id: number, signature: string): Promise<{ _signatureFile: string }>;
  /** SPEC §7 GET /api/form/{id}/get-signature: the saved signature as a data URL (data.data); null when none. */
  getSignature(id: number): Promise<string | null>;
}

function keepKey<T extends { key?: string }>(data: T): T {
  if (data?.key) setStoredFormKey(data.key);
  return data;
}

export function createDraftApi(http: HttpClient): DraftApi {
  return {
    async create(draft, requestKey) {
      const res = await http.post<CreatedDraft>('/api/form', draft, requestKey ? { headers: { 'Idempotency-Key': requestKey } } : undefined);
      return keepKey({ ...res.data, madeEarlier: res.status === 200 });
    },
    async load(ref) {
      const { data } = await http.get<Draft>(`/api/form/${encodeURIComponent(ref)}`, { skipAuthRedirect: true });
      return data;
    },
    async save(id, draft) {
      const { data } = await http.put<SavedDraft>(`/api/form/${id}`, draft, { skipAuthRedirect: true });
      return data;
    },
    async saveExpired(id, draft) {
      const { data } = await http.post(`/api/form/${id}/expired`, draft, { skipAuthRedirect: true });
      return data;
    },
    async reportError(id, error, user) {
      await http.post(`/api/form/${id}/error`, { error: error.slice(0, 4000), user }, { skipAuthRedirect: true });
    },
    async sendSessionExpired(id) {
      const { data } = await http.post(`/api/mail/session-expired/${id}`, {}, { skipAuthRedirect: true });
      return data;
    },
    async exchangeToken(ref, token) {
      const { data } = await http.post<{ key: string }>(`/api/form/${encodeURIComponent(ref)}/key`, { token }, { skipAuthRedirect: true });
      return keepKey(data);
    },
    async lookupAbn(id, abn) {
      const { data } = await http.get<AbnDetails>(`/api/form/${id}/lookup-abn/${encodeURIComponent(abn.replace(/\s+/g, ''))}`, { skipAuthRedirect: true });
      return data;
    },
    async move(id, company, version) {
      const { data } = await http.post(`/api/form/${id}/move`, { company, _version: version }, { skipAuthRedirect: true });
      return data;
    },
    async saveSignature(id, signature) {
      const { data } = await http.post<{ _signatureFile: string }>(`/api/form/${id}/save-signature`, { signature }, { skipAuthRedirect: true });
      return data;
    },
    async getSignature(id) {
      const res = await http.get<{ data: string }>(`/api/form/${id}/get-signature`, { skipAuthRedirect: true, validateStatus: (s) => s === 200 || s === 404 });
      return res.status === 200 ? res.data.data : null;
    },
    async convert(id) {
      const { data } = await http.post<ConvertedDraft>(`/api/form/${id}/people`, {}, { skipAuthRedirect: true });
      return data;
    },
    async requestNewLink(randomId) {
      const { data } = await http.post<{ message?: string }>(`/api/mail/link-expired/${encodeURIComponent(randomId)}`, {});
      return data;
    },
  };
}
