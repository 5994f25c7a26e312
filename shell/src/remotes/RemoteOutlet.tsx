import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RouteId } from '@cards/shared/brand';
import { LoadFailed, LoadingIndicator, PageUnavailable, useHydrated, useSite, type RemoteRoutesModule } from '@cards/shared/ui';
import { readPrerender } from '../config.ts';
import { handOver, readEarlyInput, type EarlyInput } from '../hydration/early-input.ts';
import { forgetRemotesList, needsPageReload, remotesReady, resetRemote } from './manifest.ts';

// Each remote exposes ./routes: a map from SPEC §2 route name to its page component. A remote that cannot be
// loaded costs only its own pages: the error boundary shows a message with a retry, the rest of the site works.

const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();
/** The modules that have arrived: a page of one renders at once, with no loading step (and on the server, whole). */
const arrived = new Map<RemoteName, RemoteRoutesModule>();

/** Forgets every loaded remote module (tests start each case from a cold page; the pre-renderer another build). */
export function forgetLoadedRemotes(): void {
  modules.clear();
  arrived.clear();
}

type RoutesLoader = (remote: RemoteName) => Promise<RemoteRoutesModule | undefined | null>;

/** In the browser: the remote's ./routes through the federation runtime, once the page knows where remotes are. */
const loadThroughFederation: RoutesLoader = async (remote) => {
  const entries = await remotesReady();
  if (!entries.some((entry) => entry.name === remote)) {
    // Not in this brand's list (not published, or taken out): "Try again" asks the server for the list anew.
    forgetRemotesList();
    throw new Error(`The ${remote} pages are not available for this site.`);
  }
  return loadRemote<RemoteRoutesModule>(`${remote}/routes`);
};

let routesLoader: RoutesLoader = loadThroughFederation;

/** The pre-renderer (server.tsx) hands the remote's server build over directly: there is no federation on the server. */
export function setRoutesLoader(loader: RoutesLoader): void {
  routesLoader = loader;
  forgetLoadedRemotes();
}

function loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = modules.get(remote);
  if (!pending) {
    pending = (async () => {
      const loaded = await routesLoader(remote);
      if (!loaded?.default) throw new Error(`The ${remote} pages could not be loaded.`);
      arrived.set(remote, loaded);
      return loaded;
    })();
    // A failed load is forgotten so that "Try again" really tries again.
    pending.catch(() => modules.delete(remote));
    modules.set(remote, pending);
  }
  return pending;
}

/** The page component of a remote's module, wrapped so React.lazy can resolve to it. */
function pageOf(routes: RemoteRoutesModule, remote: RemoteName, routeId: RouteId, hydrating = false): { default: ComponentType } {
  const RemotePage: ComponentType | undefined = routes.default[routeId];
  if (!RemotePage) throw new Error(`The ${remote} pages do not include ${routeId}.`);
  // Read once: React's development build runs the effects twice, and the page's start twice.
  let early: EarlyInput[] | undefined;
  // A remote's page may itself be lazy or memo, which React.lazy cannot resolve to directly.
  function LivePage() {
    // The page is live (rendered, or its server HTML hydrated): said on <html> for anyone waiting on it (tests).
    useEffect(() => {
      // After the page's own effects (its start): what was typed into the server's HTML goes to the page now. Only
      // a page whole in its HTML had fields before it came to life; a frame's page is React's from the start, and a
      // state change React made already (a radio it checked) would look like typing.
      if (hydrating && readPrerender(document)?.mode === 'page') {
        handOver((early ??= readEarlyInput(document.getElementById('root') ?? document)));
      }
      document.documentElement.dataset.livePage = routeId;
    }, []);
    return <Page />;
  }
  const Page = RemotePage;
  return { default: LivePage };
}

/**
 * The page's lazy component. `keepSent`: the page was pre-rendered and is hydrating; if its remote cannot
 * be loaded, the page stays as the server sent it (readable, its links plain links) and `keepSent` is told why.
 */
function pageFor(remote: RemoteName, routeId: RouteId, keepSent?: (error: Error) => void): ComponentType {
  const routes = arrived.get(remote);
  // A thenable that settles as it is asked: React renders a lazy component whose module is already here at once.
  if (routes) return lazy(() => ({ then: (settle: (page: { default: ComponentType }) => void) => settle(pageOf(routes, remote, routeId, Boolean(keepSent))) }) as unknown as Promise<{ default: ComponentType }>);
  return lazy(async () => {
    let routes: RemoteRoutesModule;
    try {
      routes = await loadRoutes(remote);
    } catch (error) {
      if (!keepSent) throw error;
      keepSent(error instanceof Error ? error : new Error(String(error)));
      // Never settles: React keeps the server's HTML of a boundary that has not hydrated.
      return new Promise<never>(() => {});
    }
    return pageOf(routes, remote, routeId, Boolean(keepSent));
  });
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  onError: (error: Error) => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <PageUnavailable
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export function RemoteOutlet({ remote, routeId }: { remote: RemoteName; routeId: RouteId }) {
  const { api } = useSite().services;
  const reportClientError = (error: unknown) => void api.reportClientError(error);
  const hydrating = !useHydrated();
  const [keptAsSent, setKeptAsSent] = useState(false);
  // The page's lazy component lives in state: made once per mount, and again on each retry (a new lazy load).
  const [Page, setPage] = useState(() => pageFor(remote, routeId, hydrating ? (error) => {
    reportClientError(error);
    setKeptAsSent(true);
  } : undefined));
  // The same element until the page changes: a boundary still holding the server's HTML is left alone when the
  // notice beside it appears (a new element there would make React drop that HTML and render the page anew).
  const page = useMemo(() => (
    <Suspense fallback={<LoadingIndicator />}>
      <Page />
    </Suspense>
  ), [Page]);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${routeId}`}
      remote={remote}
      onError={reportClientError}
      onRetry={() => {
        if (needsPageReload(remote)) {
          window.location.reload();
          return;
        }
        resetRemote(remote);
        setPage(() => pageFor(remote, routeId));
      }}
    >
      {/* Beside the page, not in its place: the server's HTML of the page stays where it is. */}
      {keptAsSent && (
        <LoadFailed
          message="Part of this page did not load: you can read it and follow its links, but its buttons and forms will not work until it does."
          onRetry={() => window.location.reload()}
        />
      )}
      {page}
    </RemoteErrorBoundary>
  );
}
