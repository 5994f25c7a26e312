import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIdleTimer, type ITimers } from 'react-idle-timer';
import { resolveIdleConfig, secondsLeft, sessionTimeoutMs, type IdleConfig } from '@cards/shared/domain/idle';
import { buildPath } from '@cards/shared/brand';
import type { IdleState } from '@cards/shared/stores';
import { IdleWarningDialog, useSite } from '@cards/shared/ui';

/** SPEC §4: where the session ends when no page registered its own timeout handling (the path names no product). */
export const SESSION_EXPIRED_PATH = buildPath('session-expired', '');

export interface IdleManagerProps {
  /** Overrides of the SPEC §9 times (site data, tests). */
  config?: Partial<IdleConfig>;
  /** The router's navigate, for the default timeout. */
  navigate: (path: string) => void;
  /** Cross-tab channel name; tabs with the same name share activity. */
  channelName?: string;
}

// react-idle-timer binds the timer functions when it is imported; these look them up at call time so the
// page's (or a test's) current timers are used.
const lateBoundTimers: ITimers = {
  setTimeout: (handler, delay) => globalThis.setTimeout(handler, delay) as unknown as number,
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (handler, delay) => globalThis.setInterval(handler, delay) as unknown as number,
  clearInterval: (id) => globalThis.clearInterval(id),
};

/**
 * SPEC §4 'Idle handling': idle after 2 s of no activity, timed out 1800 s later, warned 2 minutes before.
 * Activity in any tab of the site counts (crossTab with synced timers). The state is the session store's too once a
 * page has made the store (a page that never uses the stores starts without them); on timeout the
 * handlers that remotes registered run, or the browser goes to /session-expired.
 */
export function IdleManager({ config, navigate, channelName = 'session-idle' }: IdleManagerProps) {
  const site = useSite();
  const [idle, setIdle] = useState<IdleState>('active');
  const setIdleState = useCallback((state: IdleState) => {
    setIdle(state);
    site.store.get()?.session.setIdleState(state);
  }, [site]);
  const { idleAfterMs, timeoutAfterIdleMs, warningBeforeTimeoutMs } = config ?? {};
  const settings = useMemo(
    () => resolveIdleConfig({ idleAfterMs, timeoutAfterIdleMs, warningBeforeTimeoutMs }),
    [idleAfterMs, timeoutAfterIdleMs, warningBeforeTimeoutMs],
  );
  const [left, setLeft] = useState(Math.ceil(settings.warningBeforeTimeoutMs / 1000));
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });

  const timeOut = useCallback(async () => {
    setIdleState('timedOut');
    const session = site.store.get()?.session;
    const { ran, errors } = session ? await session.runTimeoutHandlers() : { ran: 0, errors: [] };
    for (const error of errors) void site.services.api.reportClientError(error);
    if (ran === 0) navigateRef.current(SESSION_EXPIRED_PATH);
  }, [site, setIdleState]);

  const timer = useIdleTimer({
    timeout: sessionTimeoutMs(settings),
    promptBeforeIdle: settings.warningBeforeTimeoutMs,
    crossTab: true,
    // Sends this tab's activity to the other tabs (throttled), so activity anywhere restarts every timer.
    syncTimers: 200,
    name: channelName,
    timers: lateBoundTimers,
    onPrompt: () => setIdleState('warning'),
    onIdle: () => void timeOut(),
    onActive: () => setIdleState('active'),
  });
  const timerRef = useRef(timer);
  useLayoutEffect(() => {
    timerRef.current = timer;
  });

  const warning = idle === 'warning';
  useEffect(() => {
    if (!warning) return;
    const tick = () => setLeft(secondsLeft(timerRef.current.getRemainingTime()));
    tick();
    // Faster than once a second so the count never visibly skips; React ignores unchanged values.
    const id = globalThis.setInterval(tick, 250);
    return () => globalThis.clearInterval(id);
  }, [warning]);

  const onContinue = useCallback(() => {
    // activate() also reaches the other tabs, so their warnings close too.
    timerRef.current.activate();
    setIdleState('active');
  }, [setIdleState]);

  return <IdleWarningDialog open={warning} secondsLeft={left} onContinue={onContinue} />;
}
