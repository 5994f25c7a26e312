import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { CardType } from '../brand/types.ts';
import { HostNotAllowedError, readApiError } from './errors.ts';
import type { ApiEventBus } from './events.ts';
import { getStoredFormKey } from './storage.ts';
import type { TokenStore } from './token-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send this call without the Authorization header (SPEC §6 'Requests can opt out of auth'). */
    skipAuth?: boolean;
    /**
     * The caller handles a 401 itself (track login errors, form load to link-expired, SPEC §8): no
     * 'unauthenticated' broadcast and no redirect to '/'.
     */
    skipAuthRedirect?: boolean;
  }
}

export interface HttpClientOptions {
  /** Base of the api; '' (the default) means the page's own origin. */
  apiBaseUrl?: string;
  getCompany: () => string;
  getWebsiteType: () => CardType;
  /** The draft key when one is held; defaults to FormKey in localStorage. */
  getFormKey?: () => string | null | undefined;
  tokenStore: TokenStore;
  /**
   * Other origins the app may call, e.g. 'https://maps.example.com' (a bare host means https). Our headers
   * never go to them.
   */
  allowedHosts?: readonly string[];
  events: ApiEventBus;
  /**
   * SPEC §4: a 503 sends the browser to the root. Not one with reason database_unavailable: the database
   * is away for a moment, and the caller keeps what it has and tries again (an autosave keeps the typing).
   */
  onMaintenance?: () => void;
  /** SPEC §4: after a 401 the app goes to '/'. Pass the router's navigate; defaults to a page load. */
  navigate?: (path: string) => void;
  /** The page's origin; defaults to window.location.origin. */
  origin?: string;
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
  /** Loads axios; tests stand in a load that fails, as it does offline. */
  loadAxios?: () => Promise<{ default: AxiosStatic }>;
  /**
   * Answers the page carries, by api path: the first GET of each path, with no query, is answered from
   * here, with no network and no axios; each is taken once, and the same read again goes to the network.
   */
  pageAnswers?: Map<string, unknown>;
  timeoutMs?: number;
}

const fullPageLoad = (path: string) => globalThis.location?.assign(path);

function pageOrigin(options: HttpClientOptions): string {
  const origin = options.origin ?? globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

function originOf(url: string, base: string): string {
  return new URL(url, base).origin;
}

/** What the app calls the api with: the request methods of its one axios instance. */
export type HttpClient = Pick<AxiosInstance, 'request' | 'get' | 'post' | 'put' | 'patch' | 'delete'>;

const methods = ['request', 'get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The one axios instance of the app, with the header, auth, allow-list and status rules of SPEC §4, §6 and
 * ARCHITECTURE 'API conventions'. Remotes get it through the root store's env, never build their own.
 * Axios is loaded with the first call, not with the page (a fifth of a content page's first load; most
 * pages make no call as they start); each method waits for it, then is axios's own.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const loadAxios = options.loadAxios ?? (() => import('axios'));
  let instance: Promise<AxiosInstance> | undefined;
  const axiosInstance = () => {
    if (!instance) {
      const loading = loadAxios().then(({ default: axios }) => axiosClient(axios, options));
      // A load that failed (the device offline before its first call) is tried again by the next call.
      loading.catch(() => {
        if (instance === loading) instance = undefined;
      });
      instance = loading;
    }
    return instance;
  };
  const client: Partial<Record<(typeof methods)[number], unknown>> = {};
  for (const method of methods) {
    client[method] = (...args: unknown[]) =>
      axiosInstance().then((http) => (http[method] as (...a: unknown[]) => Promise<unknown>)(...args));
  }
  const answers = options.pageAnswers;
  if (answers && !options.apiBaseUrl) {
    const get = client.get as HttpClient['get'];
    client.get = (url: string, config?: AxiosRequestConfig) => {
      if (config?.params !== undefined || !answers.has(url)) return get(url, config);
      const data = answers.get(url);
      answers.delete(url);
      return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config: { ...config, url, method: 'get' } } as AxiosResponse);
    };
  }
  return client as HttpClient;
}

function axiosClient(axios: AxiosStatic, options: HttpClientOptions): AxiosInstance {
  const getFormKey = options.getFormKey ?? (() => getStoredFormKey());
  const navigate = options.navigate ?? fullPageLoad;
  const onMaintenance = options.onMaintenance ?? (() => fullPageLoad('/'));
  // A bare host name in the allow-list means its https origin.
  const allowed = new Set(
    (options.allowedHosts ?? []).map((host) => new URL(host.includes('://') ? host : `https://${host}`).origin),
  );

  const http = axios.create({
    baseURL: options.apiBaseUrl ?? '',
    timeout: options.timeoutMs ?? 30_000,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const targetOf = (config: InternalAxiosRequestConfig) => {
    const page = pageOrigin(options);
    const target = new URL(http.getUri(config), page);
    const own = target.origin === page || target.origin === originOf(options.apiBaseUrl || '/', page);
    return { target, own };
  };

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const { target, own } = targetOf(config);
    const headers = axios.AxiosHeaders.from(config.headers);
    config.headers = headers;

    // Checked before every call, so an expired token is broadcast and never sent.
    const token = options.tokenStore.getValidToken();

    if (!own) {
      if (!allowed.has(target.origin)) throw new HostNotAllowedError(target.origin);
      // Our headers are for our api only: the form key and token are credentials.
      headers.delete('Authorization');
      return config;
    }

    headers.set('X-Company', options.getCompany());
    headers.set('X-Website-Type', options.getWebsiteType());
    const formKey = getFormKey();
    if (formKey) headers.set('X-Form-Key', formKey);

    const template = target.pathname.toLowerCase().endsWith('.html');
    if (token && !config.skipAuth && !template) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    // Only our own api's answers speak about our session or maintenance, not a third party's.
    if (axios.isAxiosError(error) && error.response && error.config && targetOf(error.config).own) {
      const status = error.response.status;
      if (status === 401 && !error.config.skipAuthRedirect) {
        // The server refused the token: drop it so guards see the person as signed out.
        options.tokenStore.clear();
        options.events.emit('unauthenticated', { url: error.config.url ?? '' });
        navigate('/');
      } else if (status === 503 && readApiError(error)?.reason !== 'database_unavailable') {
        onMaintenance();
      }
    }
    return Promise.reject(error);
  });

  return http;
}
