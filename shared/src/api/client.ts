import type { HttpClient } from './http.ts';
import type {
  AccessFrequencyOption,
  Airport,
  AustralianState,
  Country,
  IdDocumentType,
  IssuingBody,
  Locality,
  LocalityRow,
  OperationalNeed,
  OperationalNeedCategory,
} from '../domain/reference.ts';
import { createErrorReporter, type ErrorReporter, type ErrorReporterOptions } from './error-reporter.ts';

export type StateCode = AustralianState['ShortName'];

/** SPEC §3: state numbers used in the locality rows. */
const STATE_BY_NUMBER: Record<number, StateCode> = {
  1: 'NSW', 2: 'WA', 3: 'NT', 4: 'SA', 5: 'QLD', 6: 'VIC', 7: 'TAS', 8: 'ACT',
};
const STATE_CODES = new Set<string>(Object.values(STATE_BY_NUMBER));

/** Typed calls of SPEC §7 shared by every page. Page-specific calls live with their stores. */
export interface ApiClient extends ErrorReporter {
  readonly http: HttpClient;
  getStates(): Promise<AustralianState[]>;
  getCountries(): Promise<Country[]>;
  getAirports(): Promise<Airport[]>;
  getAirport(id: number): Promise<Airport>;
  getIssuingBodies(): Promise<IssuingBody[]>;
  getIssuingBody(id: number): Promise<IssuingBody>;
  getIdDocuments(): Promise<IdDocumentType[]>;
  getOperationalNeeds(): Promise<OperationalNeed[]>;
  getOperationalNeedCategories(): Promise<OperationalNeedCategory[]>;
  getAccessFrequencyOptions(): Promise<AccessFrequencyOption[]>;
  /**
   * SPEC §7 POST /api/login: the person id, birthdate and one-time code for the signed id_token; without a code (or
   * with resend) the api emails one and answers useVerification.
   */
  login(credentials: LoginCredentials): Promise<LoginAnswer>;
  /** SPEC §2 page-404: tells the server which address was missed. Never fails. */
  reportMissedUri(uri: string): Promise<void>;
  /** SPEC §7: suburbs of one state, loaded once per state; a failed load rejects (SPEC §8) and may be retried. */
  getLocalities(state: StateCode): Promise<Locality[]>;
}

/** SPEC §7 POST /api/login's answer: the token, or (SPEC §3 'Verification response') that a code was sent. */
export type LoginAnswer = { token: string } | { useVerification: true; method: 'email' };

/** SPEC §7 POST /api/login's body: the person id the tracking number converts to, the date of birth and a code. */
export interface LoginCredentials {
  username: string;
  password: string;
  verificationCode?: string;
  resend?: boolean;
}

/** One locality source row (name, state number, postcode) as a search record. */
export function toLocality([name, stateNumber, postcode]: LocalityRow): Locality {
  return { name, code: postcode, state: STATE_BY_NUMBER[stateNumber] ?? '' };
}

export function createApiClient(http: HttpClient, reporterOptions?: ErrorReporterOptions): ApiClient {
  const get = async <T>(path: string): Promise<T> => (await http.get<T>(path)).data;
  const localities = new Map<StateCode, Promise<Locality[]>>();

  return {
    http,
    ...createErrorReporter(http, reporterOptions),
    getStates: () => get('/api/state/list'),
    getCountries: () => get('/api/country/list'),
    getAirports: () => get('/api/airport/list'),
    getAirport: (id) => get(`/api/airport/${encodeURIComponent(id)}`),
    getIssuingBodies: () => get('/api/issuing-body/list'),
    getIssuingBody: (id) => get(`/api/issuing-body/${encodeURIComponent(id)}`),
    getIdDocuments: () => get('/api/id-documents/auscheck-list'),
    getOperationalNeeds: () => get('/api/operational-need/list'),
    getOperationalNeedCategories: () => get('/api/operational-need-category/list'),
    getAccessFrequencyOptions: () => get('/api/operational-need-access-frequency/options'),

    async login(credentials) {
      // Not a sign-out when refused: a wrong code is the page's to say.
      const { data } = await http.post<LoginAnswer>('/api/login', credentials, { skipAuth: true, skipAuthRedirect: true });
      return data;
    },

    async reportMissedUri(uri) {
      try {
        // The server answers 404 by design, so any status is fine.
        await http.get('/404', { params: { uri }, skipAuth: true, validateStatus: () => true });
      } catch {
        /* nothing to do when even this fails */
      }
    },

    getLocalities(state) {
      if (!STATE_CODES.has(state)) return Promise.reject(new Error(`Unknown state: ${String(state)}`));
      let pending = localities.get(state);
      if (!pending) {
        pending = http
          .get<LocalityRow[]>(`/shared/data/au/${state}.json`, { skipAuth: true })
          .then(({ data }) => {
            if (!Array.isArray(data)) throw new Error(`Locality data for ${state} is not a list.`);
            return data.map(toLocality);
          });
        // Forget a failed load so the next attempt tries again.
        pending.catch(() => localities.delete(state));
        localities.set(state, pending);
      }
      return pending;
    },
  };
}
