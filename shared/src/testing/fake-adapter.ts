import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Response headers, lower-case names as browsers give them to axios. */
  headers?: Record<string, string>;
}

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** Every config that reached the network, in order. */
  calls: InternalAxiosRequestConfig[];
  /** Header of the last call, as the server would see it. */
  lastHeader(name: string): string | undefined;
}

/** An axios adapter that answers from a function instead of the network, rejecting non-2xx like axios does. */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => FakeReply = () => ({})): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data = null, headers = {} } = reply(config);
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    const valid = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (valid(status)) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return {
    adapter,
    calls,
    lastHeader(name) {
      const headers = AxiosHeaders.from(calls.at(-1)?.headers);
      const value = headers.get(name);
      return value === undefined || value === null || value === false ? undefined : String(value);
    },
  };
}

/** An unsigned JWT with the given expiry (epoch seconds); jwt-decode only reads it. */
export function fakeJwt(exp: number | undefined, extra: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', ...extra, ...(exp === undefined ? {} : { exp }) })}.sig`;
}
