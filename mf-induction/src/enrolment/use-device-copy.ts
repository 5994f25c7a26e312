import { useEffect, useState } from 'react';

// Nothing typed is lost before the enrolment goes through: a failed send, a reload or a slip of the back button.
// Kept in this tab's session storage (it holds a date of birth, an address and a card number, and the page is
// often filled on a shared computer at an airport), and forgotten once the enrolment is accepted.

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read<T>(key: string): Partial<T> | null {
  try {
    const text = storage()?.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** What is typed, starting from this tab's copy over `blank`; `forget` once it has been sent. */
export function useDeviceCopy<T extends object>(key: string, blank: T) {
  const [typed, setTyped] = useState<T>(() => ({ ...blank, ...read<T>(key) }));
  const [kept, setKept] = useState(true);
  useEffect(() => {
    if (!kept) return;
    try {
      storage()?.setItem(key, JSON.stringify(typed));
    } catch {
      // Storage full or refused: the page still holds the typing.
    }
  }, [key, typed, kept]);
  const forget = () => {
    setKept(false);
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing kept
    }
  };
  return { typed, setTyped, forget };
}
