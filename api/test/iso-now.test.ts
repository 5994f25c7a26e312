import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoNow } from '../src/iso-now.ts';

// The time an autosave stamps its row with (SPEC §7 PUT /api/form/{id}: updated_at), worked out once a millisecond.
describe('isoNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the ISO text of the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T05:06:07.089Z'));
    expect(isoNow()).toBe('2026-11-27T05:06:07.089Z');
  });

  it('follows the clock from one millisecond to the next, and back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T05:06:07.089Z'));
    expect(isoNow()).toBe('2026-11-27T05:06:07.089Z');
    vi.setSystemTime(new Date('2026-11-27T05:06:07.090Z'));
    expect(isoNow()).toBe('2026-11-27T05:06:07.090Z');
    vi.setSystemTime(new Date('2025-01-01T00:00:00.000Z'));
    expect(isoNow()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('matches Date on the real clock', () => {
    const before = new Date().toISOString();
    const stamp = isoNow();
    const after = new Date().toISOString();
    expect(stamp >= before && stamp <= after).toBe(true);
  });
});
