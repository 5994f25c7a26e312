import { jwtDecode } from 'jwt-decode';
import type { ApiEventBus } from './events.ts';
import { safeLocalStorage, type KeyValueStorage } from './storage.ts';

/** SPEC §6: the token is kept in browser storage under this name. */
export const ID_TOKEN_STORAGE_KEY = 'id_token';

// setTimeout stores its delay in 32 bits; a longer wait fires at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TokenStoreOptions {
  /** Defaults to localStorage, or memory when the browser refuses storage. */
  storage?: KeyValueStorage;
  /** Receives 'token has expired'. */
  events?: ApiEventBus;
  now?: () => number;
  /** Window whose 'storage' events tell of a sign-in or sign-out in another tab; null to ignore. */
  crossTabSource?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface TokenStore {
  /** The stored token as is, expired or not. */
  getToken(): string | null;
  /** The stored token when it has not expired; an expired one is removed and broadcast first. */
  getValidToken(): string | null;
  setToken(token: string): void;
  clear(): void;
  /** SPEC §4: authenticated while a stored token has not expired. */
  isAuthenticated(): boolean;
  /** Expiry in epoch milliseconds, or null without a readable token. */
  expiresAt(): number | null;
  /** Called after every change of the token, including expiry and changes from other tabs. */
  subscribe(listener: () => void): () => void;
  /** Stops the expiry timer and the cross-tab listener. */
  dispose(): void;
}

/** Expiry of a JWT in epoch ms; null when it cannot be read or has no exp (treated as not signed in). */
export function readTokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The id_token in browser storage. Checks the stored token at once, which is how authentication is checked on
 * page refresh (SPEC §4), then keeps a timer to its expiry so 'token has expired' is broadcast even when no call
 * is made.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? safeLocalStorage();
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => listeners.forEach((listener) => listener());

  const read = () => storage.getItem(ID_TOKEN_STORAGE_KEY) || null;

  const unschedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // Returns the valid token, or null; an expired or unreadable one is removed.
  const check = (): string | null => {
    const token = read();
    if (!token) return null;
    const expiry = readTokenExpiry(token);
    if (expiry !== null && expiry > now()) return token;
    storage.removeItem(ID_TOKEN_STORAGE_KEY);
    unschedule();
    // Only a real expiry is announced; a malformed token is quietly dropped.
    if (expiry !== null) options.events?.emit('token has expired', { expiredAt: expiry });
    notify();
    return null;
  };

  const schedule = () => {
    unschedule();
    const token = check();
    if (!token) return;
    const wait = Math.min(Math.max((readTokenExpiry(token) ?? 0) - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = undefined;
      schedule();
    }, wait);
  };

  const source = options.crossTabSource === undefined ? globalThis.window : options.crossTabSource;
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key !== ID_TOKEN_STORAGE_KEY && key !== null) return;
    schedule();
    notify();
  };
  source?.addEventListener('storage', onStorage);

  schedule();

  return {
    getToken: read,
    getValidToken: check,
    setToken(token) {
      storage.setItem(ID_TOKEN_STORAGE_KEY, token);
      schedule();
      notify();
    },
    clear() {
      unschedule();
      const had = read() !== null;
      storage.removeItem(ID_TOKEN_STORAGE_KEY);
      if (had) notify();
    },
    isAuthenticated: () => check() !== null,
    expiresAt() {
      const token = read();
      return token ? readTokenExpiry(token) : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unschedule();
      source?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
