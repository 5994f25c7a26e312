import { limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** The statement of operational need's part of the api's settings. */
export interface OpNeedConfig {
  /**
   * The statement of operational need: its form's calls per client (GET, POST), and the applicant's
   * 'send the link again' per person.
   */
  opNeedForm: { rateLimit: RateLimitSettings; resendLimit: RateLimitSettings };
}

export function opNeedConfig(env: Env): OpNeedConfig {
  return {
    opNeedForm: {
      rateLimit: limit(env, 'OPNEED_RATE_LIMIT', 30, 60_000),
      resendLimit: limit(env, 'OPNEED_RESEND_LIMIT', 3, 3_600_000),
    },
  };
}
