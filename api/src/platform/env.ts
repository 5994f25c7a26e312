// How a setting is read from the environment: the readers every settings module (platform's and each feature's
// settings.ts) shares, so a bad value is refused with the same words wherever it is read.

export type Env = Record<string, string | undefined>;

export interface RateLimitSettings {
  /** Requests allowed per client within the window. */
  max: number;
  /** Window in milliseconds. */
  windowMs: number;
}

export function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes'].includes(raw.toLowerCase());
}

/** `{prefix}_MAX` and `{prefix}_WINDOW_MS`. */
export function limit(env: Env, prefix: string, max: number, windowMs: number): RateLimitSettings {
  return { max: int(env, `${prefix}_MAX`, max), windowMs: int(env, `${prefix}_WINDOW_MS`, windowMs) };
}

/** An http(s) address without its trailing slashes. */
export function httpUrl(name: string, raw: string): string {
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(raw)) throw new Error(`${name} must be an http(s) address, not "${raw}"`);
  return raw.replace(/\/+$/, '');
}
