// Idle handling rules of SPEC §4 'Idle handling' and §9, as pure functions the shell's timer and the warning
// dialog share.

export interface IdleConfig {
  /** Quiet time after which the person counts as idle (SPEC §9: 2 s). */
  idleAfterMs: number;
  /** Time from becoming idle to the session timing out (SPEC §9: 1800 s). */
  timeoutAfterIdleMs: number;
  /** How long before the timeout the warning opens (2 minutes). */
  warningBeforeTimeoutMs: number;
}

export const idleDefaults: Readonly<IdleConfig> = Object.freeze({
  idleAfterMs: 2_000,
  timeoutAfterIdleMs: 1_800_000,
  warningBeforeTimeoutMs: 120_000,
});

/** Defaults with the given overrides; throws on values that cannot make a working timer. */
export function resolveIdleConfig(overrides: Partial<IdleConfig> = {}): IdleConfig {
  const config: IdleConfig = { ...idleDefaults };
  for (const [key, value] of Object.entries(overrides) as Array<[keyof IdleConfig, number | undefined]>) {
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`Idle setting ${key} must be a non-negative number.`);
    config[key] = value;
  }
  if (config.warningBeforeTimeoutMs > sessionTimeoutMs(config)) {
    throw new RangeError('The idle warning cannot open before the session starts.');
  }
  return config;
}

/** Quiet time from the last activity until the session times out. */
export function sessionTimeoutMs(config: IdleConfig): number {
  return config.idleAfterMs + config.timeoutAfterIdleMs;
}

/** The session's length in whole minutes, as the session-expired page words it. */
export function sessionTimeoutMinutes(config: Pick<IdleConfig, 'timeoutAfterIdleMs'>): number {
  return Math.round(config.timeoutAfterIdleMs / 60_000);
}

/** Quiet time from the last activity until the warning opens. */
export function warningAfterMs(config: IdleConfig): number {
  return sessionTimeoutMs(config) - config.warningBeforeTimeoutMs;
}

/** Whole seconds left, rounded up so the count reaches 0 only at the timeout. */
export function secondsLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/** Seconds left from which the time is announced every second. */
export const ANNOUNCE_EVERY_SECOND_FROM = 20;
/** Interval of announcements before that. */
export const ANNOUNCE_INTERVAL_SECONDS = 15;

/**
 * Whether a screen reader should hear the time left now: every 15 s, then every second in the last 20 s, so the
 * warning is heard without flooding the live region.
 */
export function shouldAnnounce(seconds: number): boolean {
  if (!Number.isInteger(seconds) || seconds <= 0) return false;
  return seconds <= ANNOUNCE_EVERY_SECOND_FROM || seconds % ANNOUNCE_INTERVAL_SECONDS === 0;
}

/**
 * Whether the countdown passed a point of the schedule since it last showed `previous` seconds: a background
 * tab's timers can skip seconds, and a skipped point is announced late rather than not at all.
 */
export function announcementDue(previous: number | null, current: number): boolean {
  if (previous === null) return shouldAnnounce(current);
  for (let seconds = Math.max(current, 1); seconds < previous; seconds += 1) {
    if (shouldAnnounce(seconds)) return true;
  }
  return false;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "1 minute 45 seconds", "2 minutes", "1 second". */
export function formatTimeLeft(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return plural(rest, 'second');
  if (rest === 0) return plural(minutes, 'minute');
  return `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}
