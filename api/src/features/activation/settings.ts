import { limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

/** Card activation's part of the api's settings. */
export interface ActivationConfig {
  /** POST /api/activate-card/activate per client. */
  activationRateLimit: RateLimitSettings;
  /** POST /api/activate-card/activate per card, from any client and api process. */
  activationCardLimit: RateLimitSettings;
}

export function activationConfig(env: Env): ActivationConfig {
  return {
    activationRateLimit: limit(env, 'ACTIVATION_RATE_LIMIT', 10, 600_000),
    activationCardLimit: limit(env, 'ACTIVATION_CARD_LIMIT', 5, 24 * 3_600_000),
  };
}
