import { randomBytes } from 'node:crypto';
import { httpUrl, int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

export interface PaymentSettings {
  stripeSecretKey?: string;
  stripeApiUrl?: string;
  timeoutMs: number;
  /** POST /api/people/{id}/payment per client. */
  rateLimit: RateLimitSettings;
  /** Attempts that reach the gateway per application, whatever the address. */
  applicationLimit: RateLimitSettings;
  /** Declined attempts per card, across applications and addresses. */
  cardLimit: RateLimitSettings;
  /**
   * Keys the card fingerprint (HMAC of the number). Set PAYMENT_FINGERPRINT_SECRET (32 characters or more) wherever
   * more than one api process runs or the card limit must outlive a restart; without it each process makes its own.
   */
  fingerprintSecret: string;
  fingerprintSecretFromEnv: boolean;
}

/** The payments' part of the api's settings. */
export interface PaymentsConfig {
  /** Paying online: Stripe when a secret key is set, else the local test gateway. */
  payments: PaymentSettings;
}

export function paymentsConfig(env: Env): PaymentsConfig {
  const secret = env.PAYMENT_FINGERPRINT_SECRET || '';
  if (secret && secret.length < 32) throw new Error('PAYMENT_FINGERPRINT_SECRET must be at least 32 characters');
  return {
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripeApiUrl: env.STRIPE_API_URL ? httpUrl('STRIPE_API_URL', env.STRIPE_API_URL) : undefined,
      timeoutMs: int(env, 'PAYMENT_TIMEOUT_MS', 20_000),
      rateLimit: limit(env, 'PAYMENT_RATE_LIMIT', 10, 600_000),
      applicationLimit: limit(env, 'PAYMENT_APPLICATION_LIMIT', 5, 3_600_000),
      cardLimit: limit(env, 'PAYMENT_CARD_LIMIT', 5, 24 * 3_600_000),
      fingerprintSecret: secret || randomBytes(32).toString('base64url'),
      fingerprintSecretFromEnv: secret !== '',
    },
  };
}
