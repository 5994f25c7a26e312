import { describe, expect, it } from 'vitest';
import {
  idleDefaults,
  announcementDue,
  formatTimeLeft,
  resolveIdleConfig,
  secondsLeft,
  sessionTimeoutMs,
  shouldAnnounce,
  warningAfterMs,
} from './idle.ts';

describe('SPEC §4 Idle handling / §9: idle after 2 s, timeout 1800 s later, warning 2 minutes before', () => {
  it('has the spec defaults', () => {
    expect(idleDefaults).toEqual({ idleAfterMs: 2_000, timeoutAfterIdleMs: 1_800_000, warningBeforeTimeoutMs: 120_000 });
    expect(sessionTimeoutMs(idleDefaults)).toBe(1_802_000);
    expect(warningAfterMs(idleDefaults)).toBe(1_682_000);
  });

  it.each([
    [{}, idleDefaults],
    [{ idleAfterMs: 5_000 }, { ...idleDefaults, idleAfterMs: 5_000 }],
    [{ timeoutAfterIdleMs: 60_000, warningBeforeTimeoutMs: 30_000 }, { idleAfterMs: 2_000, timeoutAfterIdleMs: 60_000, warningBeforeTimeoutMs: 30_000 }],
    [{ warningBeforeTimeoutMs: undefined }, idleDefaults],
  ])('resolves overrides %j', (overrides, expected) => {
    expect(resolveIdleConfig(overrides)).toEqual(expected);
  });

  it.each([
    [{ idleAfterMs: -1 }],
    [{ timeoutAfterIdleMs: Number.NaN }],
    [{ warningBeforeTimeoutMs: Number.POSITIVE_INFINITY }],
    [{ timeoutAfterIdleMs: 1_000, warningBeforeTimeoutMs: 10_000 }],
  ])('rejects %j', (overrides) => {
    expect(() => resolveIdleConfig(overrides)).toThrow(RangeError);
  });
});

describe('SPEC §4 Idle handling: announcement schedule (every 15 s, then every second in the last 20 s)', () => {
  it.each([
    [120, true], [119, false], [106, false], [105, true], [90, true], [75, true], [60, true], [45, true],
    [31, false], [30, true], [29, false], [21, false], [20, true], [19, true], [15, true], [2, true], [1, true],
    [0, false], [-3, false], [14.5, false],
  ])('%d s left → %s', (seconds, expected) => {
    expect(shouldAnnounce(seconds)).toBe(expected);
  });

  it('announces 27 times over a 2-minute warning', () => {
    const announced = Array.from({ length: 120 }, (_, i) => 120 - i).filter(shouldAnnounce);
    expect(announced).toEqual([120, 105, 90, 75, 60, 45, 30, ...Array.from({ length: 20 }, (_, i) => 20 - i)]);
  });
});

describe('SPEC §4 Idle handling: a skipped second still gets its announcement', () => {
  it.each([
    [null, 120, true], [null, 119, false],
    [120, 119, false], [106, 105, true], [105, 105, false], [100, 88, true], [95, 91, false],
    [21, 20, true], [3, 2, true], [25, 0, true], [1, 0, false], [0, 0, false],
  ])('from %s to %d s → %s', (previous, current, expected) => {
    expect(announcementDue(previous, current)).toBe(expected);
  });
});

describe('SPEC §4 Idle handling: time left in words', () => {
  it.each([
    [105, '1 minute 45 seconds'],
    [120, '2 minutes'],
    [121, '2 minutes 1 second'],
    [61, '1 minute 1 second'],
    [60, '1 minute'],
    [59, '59 seconds'],
    [1, '1 second'],
    [0, '0 seconds'],
    [-5, '0 seconds'],
    [0.2, '1 second'],
    [3600, '60 minutes'],
  ])('%d s → "%s"', (seconds, text) => {
    expect(formatTimeLeft(seconds)).toBe(text);
  });

  it.each([[0, 0], [1, 1], [999, 1], [1000, 1], [1001, 2], [119_400, 120], [-50, 0]])(
    '%d ms left is %d s on the countdown',
    (ms, seconds) => {
      expect(secondsLeft(ms)).toBe(seconds);
    },
  );
});
