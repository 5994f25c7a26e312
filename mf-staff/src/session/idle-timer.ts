// docs/staff-console.md: a staff session ends after 15 minutes without a call to the api. Each call the api answers
// starts the 15 minutes again, in this tab and (through a broadcast) in the member's other tabs of the console.

export const STAFF_IDLE_MS = 15 * 60_000;
/** As on the public pages (SPEC §4 'Idle handling'): the warning comes 2 minutes before the end. */
export const STAFF_WARNING_MS = 2 * 60_000;

const CHANNEL = 'staff-session';

export interface IdleClock {
  /** When the session ends unless a call is made first (ms since the epoch). */
  deadline(): number;
  /** A call was answered here: the session runs another 15 minutes, in every tab. */
  touch(): void;
  subscribe(listener: () => void): () => void;
  close(): void;
}

export function createIdleClock(now: () => number = Date.now): IdleClock {
  let deadline = now() + STAFF_IDLE_MS;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'number' && event.data > deadline) {
        deadline = event.data;
        changed();
      }
    };
  }
  return {
    deadline: () => deadline,
    touch() {
      deadline = now() + STAFF_IDLE_MS;
      channel?.postMessage(deadline);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel?.close(),
  };
}
