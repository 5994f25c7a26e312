import { useEffect, useState } from 'react';

// SPEC §8 'Operational-need form save failure': nothing typed is lost. What is typed is kept on this device until
// the statement is signed, as the wizard keeps a draft, so a failed save, a closed tab or a reload loses nothing.

const keyOf = (formId: number) => `opneed-form:${formId}`;

function read<T>(formId: number): Partial<T> | null {
  try {
    const text = globalThis.localStorage?.getItem(keyOf(formId));
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** The typed fields, starting from the device copy over the api's prefill; `forget` after signing. */
export function useDeviceCopy<T extends object>(formId: number, prefill: T) {
  const [typed, setTyped] = useState<T>(() => ({ ...prefill, ...read<T>(formId) }));
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(keyOf(formId), JSON.stringify(typed));
    } catch {
      // Storage full or refused: the page still holds the typing.
    }
  }, [formId, typed]);
  const forget = () => {
    try {
      globalThis.localStorage?.removeItem(keyOf(formId));
    } catch {
      // nothing kept
    }
  };
  return { typed, setTyped, forget };
}
