import { StrictMode, type ReactNode } from 'react';
import { StoreProvider, type RootStore } from '@cards/shared/stores';
import { IdleManager } from './idle/index.ts';
import { ShellConfigProvider, type ShellConfig } from './config.ts';

/**
 * Everything above the router, the one tree the browser renders and the pre-renderer renders on the server
 * (server.tsx): hydration needs the two to be the same to the element.
 */
export function PageTree({ store, config, navigate, children }: {
  store: RootStore;
  config: ShellConfig;
  navigate: (path: string) => void;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <StoreProvider value={store}>
        <ShellConfigProvider value={config}>
          <IdleManager config={config.idle} navigate={navigate} />
          {children}
        </ShellConfigProvider>
      </StoreProvider>
    </StrictMode>
  );
}
