import { createContext, useContext, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { addDisposer } from 'mobx-state-tree';
import { observer } from 'mobx-react-lite';
// Other subpaths by package name, so a remote gets the one shared instance (and React context) of each.
import { createStoreSlot, provideObserver, SiteProvider, useOptionalSite, type CardTypeChoice, type Site } from '@cards/shared/ui';
import { storeEnv } from './env.ts';
import { createRootStore, type RootStore } from './root.ts';

// The ui's components that are given store data follow it once the stores are loaded.
provideObserver(observer);

// One context object for the page: the shared package is a Module Federation singleton, so a provider above the
// pages is the one every remote's useRootStore() reads.
const StoreContext = createContext<RootStore | null>(null);

/** The card type of a store's session, as the visit's. */
function sessionCardType(store: RootStore): CardTypeChoice {
  return {
    get: () => store.session.cardType,
    set: (cardType) => store.session.setCardType(cardType),
    subscribe: (listener) => reaction(() => store.session.cardType, listener),
  };
}

const sitesOfStores = new WeakMap<RootStore, Site>();

/** The visit a store was made for: what pages that read the site rather than the store see under a StoreProvider. */
function siteOf(store: RootStore): Site {
  let site = sitesOfStores.get(store);
  if (!site) {
    const env = storeEnv(store);
    site = {
      brand: store.session.brandData,
      cardType: sessionCardType(store),
      services: { http: env.http!, api: env.api!, tokenStore: env.tokenStore, events: env.events },
      idle: store.session.idleConfig,
      map: store.session.mapTiles,
      store: createStoreSlot(store),
    };
    sitesOfStores.set(store, site);
  }
  return site;
}

/** Gives the pages below a store made elsewhere (tests, the pre-renderer), and the visit it was made for. */
export function StoreProvider({ value, children }: { value: RootStore; children?: ReactNode }) {
  return (
    <StoreContext.Provider value={value}>
      <SiteProvider value={siteOf(value)}>{children}</SiteProvider>
    </StoreContext.Provider>
  );
}

/**
 * The page's root store, made from the visit (the shell's SiteProvider) by the first page that asks for it (a
 * page that never asks starts without the stores). The visit's card type follows the session's from then on.
 */
export function rootStoreOf(site: Site): RootStore {
  const made = site.store.get();
  if (made) return made;
  const store = createRootStore(site.services, { brand: site.brand, cardType: site.cardType.get(), idle: site.idle, map: site.map });
  addDisposer(store, reaction(() => store.session.cardType, (cardType) => site.cardType.set(cardType)));
  site.store.set(store);
  return store;
}

/** The root store; use inside observer() components so they re-render on the fields they read. */
export function useRootStore(): RootStore {
  const store = useContext(StoreContext);
  const site = useOptionalSite();
  if (store) return store;
  if (site) return rootStoreOf(site);
  throw new Error('useRootStore needs a SiteProvider or StoreProvider above it (the shell provides one).');
}

export { useBrand } from '@cards/shared/ui';
