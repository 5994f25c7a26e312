// A typed wrapper over the platform's EventTarget, so the shell and the remotes (one shared instance under
// Module Federation) can hear about authentication changes without importing each other.

/** SPEC §4 'Signature pad and authentication': the two broadcasts and what they carry. */
export interface ApiEventMap {
  /** A call was answered 401. */
  unauthenticated: { url: string };
  /** The stored id_token passed its expiry. */
  'token has expired': { expiredAt: number };
}

export type ApiEventName = keyof ApiEventMap;

export class EventBus<M extends object> {
  private readonly target = new EventTarget();

  /** Listen for one event; returns the function that stops listening. */
  on<K extends keyof M & string>(name: K, listener: (detail: M[K]) => void): () => void {
    const handler = (event: Event) => listener((event as CustomEvent<M[K]>).detail);
    this.target.addEventListener(name, handler);
    return () => this.target.removeEventListener(name, handler);
  }

  /** Listen for the next event only. */
  once<K extends keyof M & string>(name: K, listener: (detail: M[K]) => void): () => void {
    const off = this.on(name, (detail) => {
      off();
      listener(detail);
    });
    return off;
  }

  emit<K extends keyof M & string>(name: K, detail: M[K]): void {
    this.target.dispatchEvent(new CustomEvent(name, { detail }));
  }
}

export type ApiEventBus = EventBus<ApiEventMap>;

export function createApiEventBus(): ApiEventBus {
  return new EventBus<ApiEventMap>();
}
