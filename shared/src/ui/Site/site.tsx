import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
// Other subpaths by package name, so a remote gets the one shared instance (and React context) of each.
import type { Brand, CardType } from '@cards/shared/brand';
import type { ApiClient, ApiEventBus, HttpClient, TokenStore } from '@cards/shared/api';
import type { IdleConfig } from '@cards/shared/domain';
import type { MapTiles, RootStore } from '@cards/shared/stores';

/** The visit's card type (SPEC §1 `?card=`), which a form can change (a draft's card type, a renewal's choice). */
export interface CardTypeChoice {
  get(): CardType;
  set(cardType: CardType): void;
  /** Calls back on each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

export function createCardTypeChoice(initial: CardType): CardTypeChoice {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(cardType) {
      if (cardType === current) return;
      current = cardType;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's services, made once by the shell: what the root store is made with when a page first asks for it. */
export interface PageServices {
  http: HttpClient;
  api: ApiClient;
  tokenStore?: TokenStore;
  events?: ApiEventBus;
}

/** The page's one root store, once a page has made it (useRootStore makes it from the visit). */
export interface StoreSlot {
  get(): RootStore | undefined;
  set(store: RootStore): void;
  /**
   * Calls back when a page makes the store; returns the function that stops it. The shell's frame, rendered before
   * the page, follows the store from then on (the navigation marks a renewal's form as 'Renew').
   */
  subscribe(listener: () => void): () => void;
}

export function createStoreSlot(initial?: RootStore): StoreSlot {
  let store = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => store,
    set(made) {
      if (made === store) return;
      store = made;
      // A page makes the store while it renders; the frame hears of it after, not during another component's render.
      queueMicrotask(() => {
        for (const listener of [...listeners]) listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}


/**
 * The visit as every page sees it, without the stores: a content page reads its brand and card type from
 * here, so it starts without mobx and the root store. The root store is made from it by the first page that uses it
 * (`useRootStore`, which loads with the stores), and kept in `store`.
 */
export interface Site {
  brand: Brand;
  cardType: CardTypeChoice;
  services: PageServices;
  idle?: IdleConfig;
  map?: MapTiles | null;
  store: StoreSlot;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ value, children }: { value: Site; children?: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The visit; null outside a SiteProvider (the stores' StoreProvider gives one too). */
export function useOptionalSite(): Site | null {
  return useContext(SiteContext);
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider above it (the shell provides one).');
  return site;
}

/** The page's root store once a page has made it, following the slot (undefined before, and on the server). */
export function useMadeStore(): RootStore | undefined {
  const slot = useContext(SiteContext)?.store;
  return useSyncExternalStore(slot?.subscribe ?? noSubscription, () => slot?.get(), () => slot?.get());
}

const noSubscription = () => () => {};

/** The visit's brand (SPEC §1): the one way a page gets it. */
export function useBrand(): Brand {
  return useSite().brand;
}

/** The visit's card type; the page renders again when it changes. */
export function useCardType(): CardType {
  const { cardType } = useSite();
  return useSyncExternalStore(cardType.subscribe, cardType.get, cardType.get);
}
