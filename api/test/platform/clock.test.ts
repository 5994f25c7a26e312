import { afterEach, describe, expect, it } from 'vitest';
import { now, nowMs, setClock } from '../../src/platform/clock.ts';
import { readIdToken, signIdToken } from '../../src/features/people/id-token.ts';

// The api's clock (CLOCK_AT): journeys set it to early morning in Australia, which is the day before in UTC.

afterEach(() => setClock(undefined));

describe('CLOCK_AT', () => {
  it('starts the clock at the instant given and lets it run on', () => {
    setClock('2026-11-27T19:47:00Z');
    const first = nowMs();
    expect(first - Date.parse('2026-11-27T19:47:00Z')).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse('2026-11-27T19:47:00Z')).toBeLessThan(5_000);
    expect(now().getTime()).toBeGreaterThanOrEqual(first);
    expect(now().toISOString().slice(0, 16)).toBe('2026-11-27T19:47');
  });

  it('takes an offset as well as Z, and refuses a time without its zone or a word', () => {
    setClock('2026-11-28T06:47:00+11:00');
    expect(now().toISOString().slice(0, 16)).toBe('2026-11-27T19:47');
    expect(() => setClock('2026-11-28T06:47:00')).toThrow(/CLOCK_AT must be an ISO instant/);
    expect(() => setClock('tomorrow')).toThrow(/CLOCK_AT/);
  });

  it('unset, it is the system\'s time', () => {
    setClock('2020-01-01T00:00:00Z');
    setClock(undefined);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1_000);
  });

  it('a sign-in token made on a clock set hours back is valid on that clock (its age is read on the same clock)', async () => {
    setClock(new Date(Date.now() - 5 * 3_600_000).toISOString());
    const settings = { jwtSecret: 'x'.repeat(40), idTokenTtlSeconds: 3_600 };
    const token = await signIdToken(42, settings);
    expect((await readIdToken(token, settings))?.peopleId).toBe(42);
  });
});
