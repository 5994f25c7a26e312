import { StrictMode, type ReactNode } from 'react';
import { SiteProvider, type Site } from '@cards/shared/ui';
import { ShellConfigProvider, type ShellConfig } from './config.ts';

/**
 * Everything above the router, the one tree the browser renders and the pre-renderer renders on the server
 * (server.tsx): hydration needs the two to be the same to the element.
 */
export function PageTree({ site, config, children }: {
  /** The visit; the root store is made from it by the first page that uses it. */
  site: Site;
  config: ShellConfig;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteProvider value={site}>
        <ShellConfigProvider value={config}>
          {children}
        </ShellConfigProvider>
      </SiteProvider>
    </StrictMode>
  );
}
