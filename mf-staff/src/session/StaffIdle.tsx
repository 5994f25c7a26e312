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
  useEffect(() => {
    // Once a second while warned; otherwise wake at the warning.
    const left = deadline - Date.now();
    const wait = left > STAFF_WARNING_MS ? left - STAFF_WARNING_MS : Math.min(1000, Math.max(0, left));
    const id = globalThis.setTimeout(() => setNow(Date.now()), wait);
    return () => globalThis.clearTimeout(id);
  }, [deadline, now]);
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) onEnded();
  }, [left, onEnded]);
  const onContinue = useCallback(() => {
    // A failed keep-alive is a session already gone: the api's 401 takes the page to sign-in.
    void keepAlive().catch(() => undefined);
  }, [keepAlive]);
  return <IdleWarningDialog open={left > 0 && left <= STAFF_WARNING_MS} secondsLeft={secondsLeft(left)} onContinue={onContinue} />;
}
