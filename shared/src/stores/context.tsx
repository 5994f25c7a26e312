import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from '../brand/types.ts';
import type { RootStore } from './root.ts';

// One context object for the page: the shared package is a Module Federation singleton, so the shell's
// provider is the one every remote's useRootStore() reads.
const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ value, children }: { value: RootStore; children?: ReactNode }) {
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

/** The root store; use inside observer() components so they re-render on the fields they read. */
export function useRootStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRootStore needs a StoreProvider above it (the shell provides one).');
  return store;
}

/** The visit's brand (SPEC §1): the one way a page gets it. */
export function useBrand(): Brand {
  return useRootStore().session.brandData;
}
