import { httpUrl, int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** The ABN lookup: the Australian Business Register's web service, or the local register of test ABNs. */
export interface AbnSettings {
  /** The ABR web services GUID: set, lookups go to the ABR; unset, to the local register (development, tests). */
  guid?: string;
  /** The ABR's JSON services without a trailing slash: `{url}/AbnDetails.aspx?abn=…&guid=…`. */
  url: string;
  /** How long one lookup may take, response included, before it counts as failed (ms). */
  timeoutMs: number;
  /** GET /api/form/{id}/lookup-abn/{abn} per client. */
  rateLimit: RateLimitSettings;
}

/** The ABN lookup's part of the api's settings. */
export interface AbnConfig {
  abn: AbnSettings;
}

export function abnConfig(env: Env): AbnConfig {
  return {
    abn: {
      guid: env.ABR_GUID || undefined,
      url: httpUrl('ABR_URL', env.ABR_URL || 'https://abr.business.gov.au/json'),
      timeoutMs: int(env, 'ABR_TIMEOUT_MS', 3_000),
      rateLimit: limit(env, 'ABN_LOOKUP_RATE_LIMIT', 30, 60_000),
    },
  };
}
