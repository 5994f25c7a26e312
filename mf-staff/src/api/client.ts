import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from '@cards/shared/api';
import type {
  ApplicationsReport, Enquiry, EnquiryPage, EnquiryQuery, PersonAction, PersonRecord, QueuePage, QueueQuery, ReportRange, SignInNext,
  StaffAccount, StaffSession, StaffSessionRow, TotpEnrolment,
} from './types.ts';
import type { ForeignCardList, ForeignCardRecord, ForeignCardRegistered, StaffRole } from '@cards/shared/staff';
import type { InductionEnrolmentInput } from '@cards/shared/validation';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

// Every call the console makes to the staff api, in one place (docs/staff-console.md). The page's one HTTP client
// carries them, without the applicant's token and without its 'signed out, go home' handling: a staff session is
// the __Host-staff cookie, and a 401 here means the console's sign-in.

/** What the api said when it refused, as the pages read it. */
export class StaffApiError extends Error {
  readonly status: number | undefined;
  /** Reasons by field, as the api names them ('too-short', 'too-common'). */
  readonly fields: Record<string, string>;
  /** Seconds until the api will try again (429). */
  readonly retryAfterSeconds: number | undefined;
  /** The api's reason, when it gives one ('stale_version', 'redacted', 'link_expired'). */
  readonly reason: string | undefined;

  constructor(status: number | undefined, message: string, fields: Record<string, string> = {}, retryAfterSeconds?: number, reason?: string) {
    super(message);
    this.name = 'StaffApiError';
    this.status = status;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = reason;
  }
}

interface AxiosLikeError {
  response?: { status: number; data?: unknown; headers?: Record<string, unknown> };
}

function asStaffApiError(error: unknown): StaffApiError {
  if (error instanceof StaffApiError) return error;
  const response = (error as AxiosLikeError | null)?.response;
  if (!response) return new StaffApiError(undefined, 'No answer from the server.');
  const body = (typeof response.data === 'object' && response.data !== null ? response.data : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (typeof body.fields === 'object' && body.fields !== null) {
    for (const [name, reason] of Object.entries(body.fields)) if (typeof reason === 'string') fields[name] = reason;
  }
  const retry = Number(response.headers?.['retry-after']);
  return new StaffApiError(response.status, typeof body.message === 'string' ? body.message : '', fields,
    Number.isFinite(retry) && retry > 0 ? retry : undefined, typeof body.reason === 'string' ? body.reason : undefined);
}

/** Hears of each answer: whether the session is still there (every call the api answers extends its idle time). */
export type SessionListener = (event: 'active' | 'signed-out') => void;

export interface StaffApi {
  /** The member's session; when there is none, why, if the api said: it went quiet ('idle') or was ended ('ended'). */
  me(): Promise<StaffSession | 'idle' | 'ended' | null>;
  signIn(email: string, password: string): Promise<SignInNext>;
  /** Answers the member as GET /me does. */
  signInWithCode(code: { code: string } | { recoveryCode: string }): Promise<StaffSession>;
  passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  signInWithPasskey(response: AuthenticationResponseJSON): Promise<StaffSession>;
  startTotp(): Promise<TotpEnrolment>;
  confirmTotp(code: string): Promise<{ recoveryCodes: string[] }>;
  passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON>;
  registerPasskey(response: RegistrationResponseJSON): Promise<{ recoveryCodes?: string[] }>;
  /** Whose the one-time link is; 410 when it has run out or was used. */
  passwordLinkOwner(token: string): Promise<{ name: string; email: string; hasPassword: boolean }>;
  setPassword(token: string, password: string): Promise<void>;
  keepAlive(): Promise<StaffSession>;
  signOut(): Promise<void>;
  queue(query: QueueQuery): Promise<QueuePage>;
  person(peopleId: number): Promise<PersonRecord>;
  act(peopleId: number, action: PersonAction, body: { version: number } & Record<string, unknown>): Promise<void>;
  accounts(): Promise<{ accounts: StaffAccount[] }>;
  /** The api emails the new member their one-time link. */
  addAccount(account: { name: string; email: string; roles: StaffRole[] }): Promise<StaffAccount>;
  changeAccount(id: number, change: { roles?: StaffRole[]; disabled?: boolean; name?: string }): Promise<StaffAccount>;
  sendPasswordLink(id: number): Promise<void>;
  sessions(): Promise<{ sessions: StaffSessionRow[] }>;
  endSession(id: string): Promise<void>;
  enquiries(query: EnquiryQuery): Promise<EnquiryPage>;
  /** 404 when there is no such enquiry of the member's brand. */
  enquiry(id: number): Promise<Enquiry>;
  /** Gives the enquiry to a member (the member's own id), or to nobody (null); answers the enquiry as it is now. */
  assignEnquiry(id: number, staffId: number | null): Promise<Enquiry>;
  /** Emails the person the reply, and closes the enquiry if asked; answers the enquiry as it is now. */
  replyToEnquiry(id: number, reply: { message: string; close: boolean }): Promise<Enquiry>;
  closeEnquiry(id: number, closed: boolean): Promise<Enquiry>;
  /** 400 with `fields.from` or `fields.to` for a wrong range. */
  report(range: ReportRange): Promise<ApplicationsReport>;
  /** The brand's foreign cards, newest first; 404 for a brand that runs no inductions. */
  foreignCards(query: { q?: string; page?: number }): Promise<ForeignCardList>;
  foreignCard(id: number): Promise<ForeignCardRecord>;
  /** 400 with the fields the induction-only page's rules refuse. */
  registerForeignCard(card: InductionEnrolmentInput): Promise<ForeignCardRegistered>;
  /** The member's own passkeys (no credential, only when each was added and last used). */
  passkeys(): Promise<{ passkeys: Array<{ id: number; createdAt: string; lastUsedAt: string | null }> }>;
  /** 409 when it is the member's only way to finish signing in. */
  removePasskey(id: number): Promise<void>;
  /** A new set in place of every old code. */
  newRecoveryCodes(): Promise<{ recoveryCodes: string[] }>;
  /** Hears of each answer; returns the function that stops it. */
  subscribe(listener: SessionListener): () => void;
}

function rangeParams(range: ReportRange): Record<string, string> {
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

/**
 * The downloads the browser fetches itself, with the staff cookie (links, not calls): the api answers them as
 * attachments.
 */
export const staffDownloads = {
  /** The applications of a report's range, one row each. */
  reportCsv(range: ReportRange): string {
    const query = new URLSearchParams(rangeParams(range)).toString();
    return `/api/staff/reports.csv${query ? `?${query}` : ''}`;
  },
  /** Everything held about a person (APP 12); each download is recorded on the person's record. */
  dataAccess(peopleId: number, format: 'pdf' | 'json'): string {
    return `/api/staff/people/${encodeURIComponent(peopleId)}/data-access.${format}`;
  },
};

const apiOptions: AxiosRequestConfig = { skipAuth: true, skipAuthRedirect: true, withCredentials: true };

export function createStaffApi(http: HttpClient): StaffApi {
  let csrf: Promise<string> | undefined;
  const listeners = new Set<SessionListener>();
  const tell = (event: 'active' | 'signed-out') => {
    for (const listener of [...listeners]) listener(event);
  };
  const heard = <T>(call: Promise<{ data: T }>, { quiet = false } = {}): Promise<T> => call.then(
    (answer) => {
      tell('active');
      return answer.data;
    },
    (error: unknown) => {
      const failure = asStaffApiError(error);
      if (failure.status === 401 && !quiet) tell('signed-out');
      throw failure;
    },
  );

  const csrfToken = () => {
    csrf ??= http.get<{ csrfToken: string }>('/api/staff/csrf', apiOptions).then((answer) => answer.data.csrfToken);
    csrf.catch(() => (csrf = undefined));
    return csrf;
  };
  const postOnce = async <T>(path: string, body: unknown) => {
    const token = await csrfToken();
    return http.post<T>(path, body ?? {}, { ...apiOptions, headers: { 'x-csrf-token': token } });
  };
  /** A POST with the CSRF token; a token the api no longer takes (403) is fetched again once. */
  const post = <T>(path: string, body?: unknown, options?: { quiet?: boolean }): Promise<T> => heard<T>(
    postOnce<T>(path, body).catch((error: unknown) => {
      if (asStaffApiError(error).status !== 403) throw error;
      csrf = undefined;
      return postOnce<T>(path, body);
    }),
    options,
  );
  const get = <T>(path: string, params?: Record<string, string | number>) => heard<T>(http.get<T>(path, { ...apiOptions, params }));
  const person = (peopleId: number) => `/api/staff/people/${encodeURIComponent(peopleId)}`;
  const enquiry = (id: number) => `/api/staff/enquiries/${encodeURIComponent(id)}`;

  return {
    me: () => heard(http.get<StaffSession>('/api/staff/me', apiOptions), { quiet: true }).catch((error: unknown) => {
      if (!(error instanceof StaffApiError) || error.status !== 401) throw error;
      return error.reason === 'session_idle' ? 'idle' as const : error.reason === 'session_ended' ? 'ended' as const : null;
    }),
    // Signing in: a wrong password or code is the page's to say, not a lost session.
    signIn: (email, password) => post('/api/staff/sign-in', { email, password }, { quiet: true }),
    signInWithCode: (code) => post('/api/staff/sign-in/totp', code, { quiet: true }),
    passkeySignInOptions: () => post('/api/staff/sign-in/passkey/options', {}, { quiet: true }),
    signInWithPasskey: (response) => post('/api/staff/sign-in/passkey', { response }, { quiet: true }),
    startTotp: () => post('/api/staff/second-factor/totp', {}, { quiet: true }),
    confirmTotp: (code) => post('/api/staff/second-factor/totp/confirm', { code }, { quiet: true }),
    passkeyRegistrationOptions: () => post('/api/staff/second-factor/passkey/options', {}, { quiet: true }),
    registerPasskey: (response) => post('/api/staff/second-factor/passkey', { response }, { quiet: true }),
    passwordLinkOwner: (token) => heard(http.get(`/api/staff/set-password/${encodeURIComponent(token)}`, apiOptions), { quiet: true }),
    setPassword: (token, password) => post('/api/staff/set-password', { token, password }, { quiet: true }),
    keepAlive: () => post('/api/staff/keep-alive'),
    signOut: () => post('/api/staff/sign-out', {}, { quiet: true }),
    queue: (query) => get('/api/staff/queue', Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))),
    person: (peopleId) => get(person(peopleId)),
    act: (peopleId, action, body) => post(`${person(peopleId)}/${action}`, body),
    accounts: () => get('/api/staff/accounts'),
    addAccount: (account) => post('/api/staff/accounts', account),
    changeAccount: (id, change) => post(`/api/staff/accounts/${encodeURIComponent(id)}`, change),
    sendPasswordLink: (id) => post(`/api/staff/accounts/${encodeURIComponent(id)}/password-link`),
    sessions: () => get('/api/staff/sessions'),
    endSession: (id) => post(`/api/staff/sessions/${encodeURIComponent(id)}/end`),
    enquiries: ({ status, mine, page }) => get('/api/staff/enquiries', {
      ...(status ? { status } : {}), ...(mine ? { mine: 'true' } : {}), ...(page && page > 1 ? { page } : {}),
    }),
    enquiry: (id) => get(enquiry(id)),
    assignEnquiry: (id, staffId) => post(`${enquiry(id)}/assign`, { staffId }),
    replyToEnquiry: (id, reply) => post(`${enquiry(id)}/reply`, reply),
    closeEnquiry: (id, closed) => post(`${enquiry(id)}/close`, { closed }),
    report: (range) => get('/api/staff/reports', rangeParams(range)),
    foreignCards: ({ q, page }) => get('/api/staff/foreign-cards', { ...(q?.trim() ? { q: q.trim() } : {}), ...(page && page > 1 ? { page } : {}) }),
    foreignCard: (id) => get(`/api/staff/foreign-cards/${encodeURIComponent(id)}`),
    registerForeignCard: (card) => post('/api/staff/foreign-cards', card),
    passkeys: () => get('/api/staff/second-factor/passkeys'),
    removePasskey: (id) => post(`/api/staff/second-factor/passkeys/${encodeURIComponent(id)}/remove`),
    newRecoveryCodes: () => post('/api/staff/second-factor/recovery-codes'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
