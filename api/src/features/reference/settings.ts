import { int, type Env } from '../../platform/env.ts';

/** The reference lists' part of the api's settings. */
export interface ReferenceConfig {
  /** Seconds that browsers and proxies may keep reference lists (states, airports, …). */
  lookupMaxAge: number;
}

export function referenceConfig(env: Env): ReferenceConfig {
  return { lookupMaxAge: int(env, 'LOOKUP_MAX_AGE', 3600) };
}
