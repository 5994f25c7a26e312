import { randomBytes } from 'node:crypto';
import { httpUrl, int, limit, type Env, type RateLimitSettings } from '../env.ts';

/** The captcha of the contact forms: self-hosted ALTCHA, or reCAPTCHA when both of its keys are set. */
export interface CaptchaSettings {
  altcha: {
    /** Signs challenges. Set ALTCHA_HMAC_KEY (32 characters or more) wherever more than one api process runs. */
    hmacKey: string;
    hmacKeyFromEnv: boolean;
    /** How long a challenge can be solved and sent (ms). */
    ttlMs: number;
    /** PBKDF2 iterations of one try. */
    cost: number;
    /** The answer is a number from half this to this: how many tries a browser needs at most. */
    maxCounter: number;
  };
  recaptcha?: {
    siteKey: string;
    secretKey: string;
    /** Google's siteverify address; tests point it at a local stub. */
    verifyUrl: string;
    timeoutMs: number;
  };
  /** GET /api/captcha/challenge per client. */
  challengeRateLimit: RateLimitSettings;
}

export function captchaSettings(env: Env): CaptchaSettings {
  const key = env.ALTCHA_HMAC_KEY || '';
  if (key && key.length < 32) throw new Error('ALTCHA_HMAC_KEY must be at least 32 characters');
  const siteKey = env.RECAPTCHA_SITE_KEY || '';
  const secretKey = env.RECAPTCHA_SECRET_KEY || '';
  return {
    altcha: {
      hmacKey: key || randomBytes(32).toString('base64url'),
      hmacKeyFromEnv: key !== '',
      ttlMs: int(env, 'ALTCHA_TTL_MS', 10 * 60_000),
      cost: Math.max(1, int(env, 'ALTCHA_COST', 1_000)),
      maxCounter: Math.max(2, int(env, 'ALTCHA_MAX_COUNTER', 5_000)),
    },
    recaptcha: siteKey && secretKey ? {
      siteKey,
      secretKey,
      verifyUrl: httpUrl('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify'),
      timeoutMs: int(env, 'RECAPTCHA_TIMEOUT_MS', 5_000),
    } : undefined,
    challengeRateLimit: limit(env, 'CAPTCHA_CHALLENGE_RATE_LIMIT', 30, 60_000),
  };
}
