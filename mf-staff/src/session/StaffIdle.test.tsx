import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleClock } from './idle-timer.ts';
import { StaffIdle } from './StaffIdle.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T09:00:00+11:00'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const minutes = (n: number) => act(() => vi.advanceTimersByTime(n * 60_000));

describe('the staff session\'s idle time', () => {
  it('warns 2 minutes before the 15 minutes are up; Continue asks the api to keep the session; then it ends', async () => {
    const clock = createIdleClock();
    const keepAlive = vi.fn(async () => {
      clock.touch();
      return {};
    });
    const onEnded = vi.fn();
    render(<StaffIdle clock={clock} keepAlive={keepAlive} onEnded={onEnded} />);
    await minutes(12.9);
    expect(screen.queryByRole('dialog')).toBeNull();
    await minutes(0.2);
    expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Any answer of the api (here, the keep-alive's) starts the 15 minutes again.
    await minutes(14.9);
    expect(onEnded).not.toHaveBeenCalled();
    await minutes(0.2);
    expect(onEnded).toHaveBeenCalled();
    clock.close();
  });
});
