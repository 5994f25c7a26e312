import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiEventBus } from './events.ts';
import { createMemoryStorage, safeLocalStorage } from './storage.ts';
import { createTokenStore, ID_TOKEN_STORAGE_KEY, readTokenExpiry } from './token-store.ts';
import { fakeJwt } from '@cards/shared/testing';

const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SPEC §4: authentication is checked on page refresh', () => {
  it('a stored token that has not expired counts as signed in', () => {
    const storage = createMemoryStorage();
    storage.setItem(ID_TOKEN_STORAGE_KEY, fakeJwt(nowSeconds() + 600));
    const store = createTokenStore({ storage, crossTabSource: null });
    expect(store.isAuthenticated()).toBe(true);
    expect(store.expiresAt()).toBeGreaterThan(Date.now());
    store.dispose();
  });

  it("a stored expired token is removed at load and 'token has expired' is broadcast", () => {
    const storage = createMemoryStorage();
    const events = createApiEventBus();
    const expired = vi.fn();
    events.on('token has expired', expired);
    const exp = nowSeconds() - 1;
    storage.setItem(ID_TOKEN_STORAGE_KEY, fakeJwt(exp));
    const store = createTokenStore({ storage, events, crossTabSource: null });
    expect(expired).toHaveBeenCalledWith({ expiredAt: exp * 1000 });
    expect(store.isAuthenticated()).toBe(false);
    expect(storage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([['not a jwt'], [fakeJwt(undefined)], ['']])('an unreadable token %# is not a session and is dropped quietly', (token) => {
    const storage = createMemoryStorage();
    const events = createApiEventBus();
    const expired = vi.fn();
    events.on('token has expired', expired);
    storage.setItem(ID_TOKEN_STORAGE_KEY, token);
    const store = createTokenStore({ storage, events, crossTabSource: null });
    expect(store.isAuthenticated()).toBe(false);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('token store', () => {
  it('tells subscribers of sign-in, sign-out and expiry', () => {
    vi.useFakeTimers();
    const store = createTokenStore({ storage: createMemoryStorage(), crossTabSource: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setToken(fakeJwt(nowSeconds() + 5));
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(listener).toHaveBeenCalledTimes(2);
    store.setToken(fakeJwt(nowSeconds() + 5));
    store.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    store.dispose();
  });

  it('re-arms a timer longer than setTimeout can hold', () => {
    vi.useFakeTimers();
    const events = createApiEventBus();
    const expired = vi.fn();
    events.on('token has expired', expired);
    const store = createTokenStore({ storage: createMemoryStorage(), events, crossTabSource: null });
    const days = 40;
    store.setToken(fakeJwt(nowSeconds() + days * 86_400));
    vi.advanceTimersByTime((days * 86_400 - 1) * 1000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('hears sign-in and sign-out from other tabs through storage events', () => {
    const storage = createMemoryStorage();
    const source = new EventTarget();
    const store = createTokenStore({ storage, crossTabSource: source as unknown as Window });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(ID_TOKEN_STORAGE_KEY, fakeJwt(nowSeconds() + 60));
    source.dispatchEvent(Object.assign(new Event('storage'), { key: ID_TOKEN_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.isAuthenticated()).toBe(true);
    source.dispatchEvent(Object.assign(new Event('storage'), { key: 'something else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
    source.dispatchEvent(Object.assign(new Event('storage'), { key: ID_TOKEN_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when localStorage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => { throw new DOMException('denied', 'SecurityError'); },
      setItem: () => { throw new DOMException('denied', 'SecurityError'); },
      removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
    });
    const storage = safeLocalStorage();
    const store = createTokenStore({ storage, crossTabSource: null });
    store.setToken(fakeJwt(nowSeconds() + 60));
    expect(store.isAuthenticated()).toBe(true);
  });

  it('reads the expiry of a JWT in milliseconds', () => {
    expect(readTokenExpiry(fakeJwt(1_900_000_000))).toBe(1_900_000_000_000);
    expect(readTokenExpiry('x.y.z')).toBeNull();
  });
});
