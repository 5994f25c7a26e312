import { useEffect, useState } from 'react';

// SPEC §8 and the brief: nothing typed is lost. A form that is not a draft on the server (the statement of
// operational need, the induction enrolment) keeps what is typed on the device until it is accepted, so a failed
// send, a closed tab or a reload loses nothing. `local` outlives the tab; `session` stays in this tab only, for
// forms often filled on a shared computer.

export type DeviceStore = 'local' | 'session';

function storage(kind: DeviceStore): Storage | null {
  try {
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function read<T>(kind: DeviceStore, key: string): Partial<T> | null {
  try {
    const text = storage(kind)?.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** What is typed, starting from the device's copy over `initial`; `forget` once it is accepted (nothing is kept after). */
export function useDeviceCopy<T extends object>(key: string, initial: T, kind: DeviceStore = 'local') {
  const [typed, setTyped] = useState<T>(() => ({ ...initial, ...read<T>(kind, key) }));
  const [kept, setKept] = useState(true);
  useEffect(() => {
    if (!kept) return;
    try {
      storage(kind)?.setItem(key, JSON.stringify(typed));
    } catch {
      // Storage full or refused: the page still holds the typing.
    }
  }, [kind, key, typed, kept]);
  const forget = () => {
    setKept(false);
    try {
      storage(kind)?.removeItem(key);
    } catch {
      // nothing kept
    }
  };
  return { typed, setTyped, forget };
}
