import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { secondsLeft } from '@cards/shared/domain/idle';
import { IdleWarningDialog } from '@cards/shared/ui';
import { STAFF_WARNING_MS, type IdleClock } from './idle-timer.ts';

/**
 * The warning before the staff session's 15 minutes run out, the public pages' dialog: Continue (or Escape) asks the
 * api to keep the session (POST /api/staff/keep-alive); at the end the page goes to sign-in.
 */
export function StaffIdle({ clock, keepAlive, onEnded }: { clock: IdleClock; keepAlive: () => Promise<unknown>; onEnded: () => void }) {
  const deadline = useSyncExternalStore(clock.subscribe, clock.deadline, clock.deadline);
  const [now, setNow] = useState(() => Date.now());
  // Two alarms for each deadline: the warning, and the end.
  useEffect(() => {
    const warn = globalThis.setTimeout(() => setNow(Date.now()), Math.max(0, deadline - STAFF_WARNING_MS - Date.now()));
    const end = globalThis.setTimeout(onEnded, Math.max(0, deadline - Date.now()));
    return () => {
      globalThis.clearTimeout(warn);
      globalThis.clearTimeout(end);
    };
  }, [deadline, onEnded]);
  const left = deadline - now;
  const warned = left <= STAFF_WARNING_MS;
  // The countdown, while warned: faster than once a second so it never visibly skips.
  useEffect(() => {
    if (!warned) return;
    const id = globalThis.setInterval(() => setNow(Date.now()), 250);
    return () => globalThis.clearInterval(id);
  }, [warned]);
  const onContinue = useCallback(() => {
    // A failed keep-alive is a session already gone: the api's 401 takes the page to sign-in.
    void keepAlive().catch(() => undefined);
  }, [keepAlive]);
  return <IdleWarningDialog open={warned && left > 0} secondsLeft={secondsLeft(left)} onContinue={onContinue} />;
}
