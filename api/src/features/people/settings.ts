import { randomBytes } from 'node:crypto';
import { int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

export interface AuthSettings {
  /**
   * Signs the id_token (HS256). Set JWT_SECRET (32 characters or more) wherever more than one api process runs or
   * sign-ins must outlive a restart; without it each process makes its own at start.
   */
  jwtSecret: string;
  /** Whether jwtSecret came from the environment. */
  jwtSecretFromEnv: boolean;
  /** How long an id_token lasts (seconds). */
  idTokenTtlSeconds: number;
  /** How long the one-time code a conversion answers works (ms): the page uses it at once. */
  conversionCodeTtlMs: number;
  /** POST /api/login per client. */
  loginRateLimit: RateLimitSettings;
  /**
   * Failed sign-ins per tracking number, from any client and api process: past it, the first step no longer says
   * whether the birthdate matched. Nobody is refused by it, so nobody can lock the holder out.
   */
  loginSubjectLimit: RateLimitSettings;
  /** Failed sign-ins per tracking number from one client address: past it, that address is refused (429). */
  loginSourceLimit: RateLimitSettings;
  /** Emailed codes tried per tracking number (with its birthdate), from any client: past it, 429 for all. */
  loginCodeLimit: RateLimitSettings;
  /** How long an emailed sign-in code works (ms; 10 minutes). */
  signInCodeTtlMs: number;
}

/** Sign-in's part of the api's settings. */
export interface PeopleConfig {
  auth: AuthSettings;
}

export function peopleConfig(env: Env): PeopleConfig {
  const secret = env.JWT_SECRET || '';
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    auth: {
      jwtSecret: secret || randomBytes(32).toString('base64url'),
      jwtSecretFromEnv: secret !== '',
      idTokenTtlSeconds: int(env, 'ID_TOKEN_TTL_SECONDS', 3600),
      conversionCodeTtlMs: int(env, 'CONVERSION_CODE_TTL_MS', 10 * 60_000),
      loginRateLimit: limit(env, 'LOGIN_RATE_LIMIT', 10, 60_000),
      loginSubjectLimit: limit(env, 'LOGIN_SUBJECT_LIMIT', 10, 15 * 60_000),
      loginSourceLimit: limit(env, 'LOGIN_SOURCE_LIMIT', 10, 15 * 60_000),
      loginCodeLimit: limit(env, 'LOGIN_CODE_LIMIT', 10, 3_600_000),
      signInCodeTtlMs: int(env, 'SIGN_IN_CODE_TTL_MS', 10 * 60_000),
    },
  };
}
