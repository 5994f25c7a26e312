// Browser storage that never throws: private modes, blocked cookies and server rendering all make
// localStorage unavailable, and the app must keep working (without persistence) rather than crash.

/** The part of the Web Storage API the app uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A per-page stand-in when the browser refuses storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** True when localStorage can be written and read back (SPEC §4 Track checks this before showing status). */
export function isLocalStorageAvailable(): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

let fallback: KeyValueStorage | undefined;

/** localStorage when usable, otherwise one shared in-memory store for this page. */
export function safeLocalStorage(): KeyValueStorage {
  if (isLocalStorageAvailable()) return wrapThrowing(globalThis.localStorage);
  fallback ??= createMemoryStorage();
  return fallback;
}

// A quota error on write must not break the caller's flow.
function wrapThrowing(storage: Storage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        /* storage full or revoked: keep going without persistence */
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        /* nothing to undo */
      }
    },
  };
}

/** SPEC §2: the draft key kept locally as FormKey and sent with every call. */
export const FORM_KEY_STORAGE_KEY = 'FormKey';

export function getStoredFormKey(storage: KeyValueStorage = safeLocalStorage()): string | null {
  const key = storage.getItem(FORM_KEY_STORAGE_KEY);
  return key ? key : null;
}

export function setStoredFormKey(key: string, storage: KeyValueStorage = safeLocalStorage()): void {
  storage.setItem(FORM_KEY_STORAGE_KEY, key);
}

export function clearStoredFormKey(storage: KeyValueStorage = safeLocalStorage()): void {
  storage.removeItem(FORM_KEY_STORAGE_KEY);
}
