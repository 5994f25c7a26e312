import { int, limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

export interface StaffSettings {
  /** A session ends after this long without a request (ms; 15 minutes). */
  idleMs: number;
  /** And this long after sign-in whatever happens (ms; 8 hours). */
  absoluteMs: number;
  /** How long the password step waits for the second factor (ms; 10 minutes). */
  pendingMs: number;
  /** How long a link to choose a password works (ms; 24 hours). */
  passwordLinkMs: number;
  /** Failed passwords and codes in a row an account is allowed before sign-in waits (the back-off starts). */
  freeFailures: number;
  /** The first wait; each failure after it doubles the wait, up to maxLockMs. */
  firstLockMs: number;
  maxLockMs: number;
  /** Failed sign-ins from one address, whatever account, within the window. */
  addressLimit: RateLimitSettings;
  /** The sign-in calls per client (the per-route rate limit). */
  signInRateLimit: RateLimitSettings;
}

export interface StaffConfig {
  staff: StaffSettings;
}

export function staffConfig(env: Env): StaffConfig {
  return {
    staff: {
      idleMs: int(env, 'STAFF_IDLE_MS', 15 * 60_000),
      absoluteMs: int(env, 'STAFF_SESSION_MS', 8 * 3_600_000),
      pendingMs: int(env, 'STAFF_PENDING_MS', 10 * 60_000),
      passwordLinkMs: int(env, 'STAFF_PASSWORD_LINK_MS', 24 * 3_600_000),
      freeFailures: int(env, 'STAFF_FREE_FAILURES', 5),
      firstLockMs: int(env, 'STAFF_FIRST_LOCK_MS', 60_000),
      maxLockMs: int(env, 'STAFF_MAX_LOCK_MS', 3_600_000),
      addressLimit: limit(env, 'STAFF_ADDRESS_LIMIT', 30, 15 * 60_000),
      signInRateLimit: limit(env, 'STAFF_SIGN_IN_RATE_LIMIT', 30, 60_000),
    },
  };
}
