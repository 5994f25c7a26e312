import axios from 'axios';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ApiClient } from '@cards/shared/api';
import { createRootStore, StoreProvider, type RootStore } from '@cards/shared/stores';
import { IdleManager, SESSION_EXPIRED_PATH } from './IdleManager.tsx';

const realSetTimeout = globalThis.setTimeout;
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 30));

let channel = 0;
let store: RootStore;
let navigate: Mock<(path: string) => void>;
let reportClientError: Mock<(error: unknown) => Promise<void>>;

function mount(config?: Parameters<typeof IdleManager>[0]['config'], channelName = `idle-test-${++channel}`) {
  reportClientError = vi.fn(async (_error: unknown) => {});
  store = createRootStore({ http: axios.create(), api: { reportClientError } as unknown as ApiClient });
  navigate = vi.fn((_path: string) => {});
  render(
    <StoreProvider value={store}>
      <button type="button">Somewhere on the page</button>
      <IdleManager config={config} navigate={navigate} channelName={channelName} />
    </StoreProvider>,
  );
  return channelName;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialogOpen = () => document.querySelector('dialog')?.open ?? false;
const countdown = () => document.querySelector('.idle-warning__countdown')?.textContent;
const activity = () => act(() => void fireEvent.mouseMove(document));
const clickContinue = () =>
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Continue', hidden: true })));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SPEC §4 Idle handling / §9: warning 2 minutes before the 1800 s timeout that follows 2 s idle', () => {
  it('opens the warning after 1682 s without activity and times out at 1802 s', async () => {
    mount();
    advance(1_681_999);
    expect(dialogOpen()).toBe(false);
    expect(store.session.idle).toBe('active');
    advance(1);
    expect(dialogOpen()).toBe(true);
    expect(store.session.idle).toBe('warning');
    expect(countdown()).toBe('Time left: 2 minutes');
    await act(async () => void vi.advanceTimersByTime(120_000));
    expect(store.session.idle).toBe('timedOut');
    expect(dialogOpen()).toBe(false);
    expect(navigate).toHaveBeenCalledWith(SESSION_EXPIRED_PATH);
  });
});

describe('SPEC §4 Idle handling: the manager', () => {
  const short = { idleAfterMs: 2_000, timeoutAfterIdleMs: 60_000, warningBeforeTimeoutMs: 20_000 };

  it('activity before the warning restarts the wait', () => {
    mount(short);
    advance(40_000);
    activity();
    advance(40_000);
    expect(dialogOpen()).toBe(false);
    advance(1_999);
    expect(dialogOpen()).toBe(false);
    advance(1);
    expect(dialogOpen()).toBe(true);
  });

  it('counts down every second while the warning is open', () => {
    mount(short);
    advance(42_000);
    expect(countdown()).toBe('Time left: 20 seconds');
    advance(1_000);
    expect(countdown()).toBe('Time left: 19 seconds');
    advance(4_000);
    expect(countdown()).toBe('Time left: 15 seconds');
  });

  it('moving the mouse does not dismiss the warning: Continue does, and resets the timer', () => {
    mount(short);
    advance(42_000);
    activity();
    expect(dialogOpen()).toBe(true);
    advance(5_000);
    clickContinue();
    expect(dialogOpen()).toBe(false);
    expect(store.session.idle).toBe('active');
    advance(41_999);
    expect(dialogOpen()).toBe(false);
    advance(1);
    expect(dialogOpen()).toBe(true);
    expect(countdown()).toBe('Time left: 20 seconds');
  });

  it('Escape in the warning continues the session', () => {
    mount(short);
    advance(42_000);
    act(() => void fireEvent.keyDown(document.querySelector('dialog')!, { key: 'Escape' }));
    expect(dialogOpen()).toBe(false);
    expect(store.session.idle).toBe('active');
  });

  it('runs the registered timeout handlers instead of the default', async () => {
    mount(short);
    const wizard = vi.fn(async () => {});
    const induction = vi.fn();
    store.session.registerTimeoutHandler('application', wizard);
    store.session.registerTimeoutHandler('induction', induction);
    await act(async () => void vi.advanceTimersByTime(62_000));
    expect(wizard).toHaveBeenCalledTimes(1);
    expect(induction).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.session.idle).toBe('timedOut');
  });

  it('goes to /session-expired when no handler is registered (one was, then unregistered)', async () => {
    mount(short);
    const unregister = store.session.registerTimeoutHandler('status', vi.fn());
    unregister();
    await act(async () => void vi.advanceTimersByTime(62_000));
    expect(navigate).toHaveBeenCalledWith('/session-expired');
  });

  it('reports a failing handler to the server', async () => {
    mount(short);
    const failure = new Error('could not mail the form');
    store.session.registerTimeoutHandler('application', () => Promise.reject(failure));
    await act(async () => void vi.advanceTimersByTime(62_000));
    expect(reportClientError).toHaveBeenCalledWith(failure);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('activity after the timeout makes the session active again', async () => {
    mount(short);
    await act(async () => void vi.advanceTimersByTime(62_000));
    expect(store.session.idle).toBe('timedOut');
    activity();
    expect(store.session.idle).toBe('active');
  });
});

describe('SPEC §4 Idle handling: activity in any tab resets', () => {
  it("another tab's activity restarts this tab's wait; the warning opens when every tab is idle", async () => {
    const short = { idleAfterMs: 2_000, timeoutAfterIdleMs: 60_000, warningBeforeTimeoutMs: 20_000 };
    const name = mount(short);
    // Stands in for a second tab of the site on the same channel (react-idle-timer 5.7 wire format:
    // action 6 = that tab saw activity, 7 = that tab reached its warning).
    const otherTab = new BroadcastChannel(name);
    try {
      advance(40_000);
      otherTab.postMessage({ action: 6, token: 'other-tab' });
      await act(settle);
      advance(2_000);
      expect(dialogOpen()).toBe(false); // would have opened here without the other tab's activity
      advance(39_000);
      otherTab.postMessage({ action: 7, token: 'other-tab' });
      await act(settle);
      expect(dialogOpen()).toBe(false);
      advance(999);
      expect(dialogOpen()).toBe(false);
      advance(1);
      expect(dialogOpen()).toBe(true); // 42 s after the other tab's activity
    } finally {
      otherTab.close();
    }
  });

  it('Continue in this tab tells the other tabs to close their warnings', async () => {
    const short = { idleAfterMs: 2_000, timeoutAfterIdleMs: 60_000, warningBeforeTimeoutMs: 20_000 };
    const name = mount(short);
    const otherTab = new BroadcastChannel(name);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      advance(42_000);
      clickContinue();
      await act(settle);
      expect(heard).toContainEqual(expect.objectContaining({ action: 10 }));
    } finally {
      otherTab.close();
    }
  });
});
