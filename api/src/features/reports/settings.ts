import { limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** The browser's reports' part of the api's settings. */
export interface ReportsConfig {
  /** Client error reports (POST /api/logger) and missed-page reports (GET /404). */
  reportRateLimit: RateLimitSettings;
}

export function reportsConfig(env: Env): ReportsConfig {
  return { reportRateLimit: limit(env, 'REPORT_RATE_LIMIT', 20, 60_000) };
}
