import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RouteId } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { LoadingIndicator, PageUnavailable, type RemoteRoutesModule } from '@cards/shared/ui';
import { needsPageReload, remotesReady, resetRemote } from './manifest.ts';

// Each remote exposes ./routes: a map from SPEC §2 route name to its page component. A remote that cannot be
// loaded costs only its own pages: the error boundary shows a message with a retry, the rest of the site works.

const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Forgets every loaded remote module (tests start each case from a cold page). */
export function forgetLoadedRemotes(): void {
  modules.clear();
}

function loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = modules.get(remote);
  if (!pending) {
    pending = (async () => {
      const entries = await remotesReady();
      if (!entries.some((entry) => entry.name === remote)) {
        throw new Error(`The ${remote} pages are not available for this site.`);
      }
      const loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
      if (!loaded?.default) throw new Error(`The ${remote} pages could not be loaded.`);
      return loaded;
    })();
    // A failed load is forgotten so that "Try again" really tries again.
    pending.catch(() => modules.delete(remote));
    modules.set(remote, pending);
  }
  return pending;
}

function pageFor(remote: RemoteName, routeId: RouteId): ComponentType {
  return lazy(async () => {
    const routes = await loadRoutes(remote);
    const RemotePage = routes.default[routeId];
    if (!RemotePage) throw new Error(`The ${remote} pages do not include ${routeId}.`);
    // A remote's page may itself be lazy or memo, which React.lazy cannot resolve to directly.
    return { default: () => <RemotePage /> };
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
  const store = useRootStore();
  // The page's lazy component lives in state: made once per mount, and again on each retry (a new lazy load).
  const [Page, setPage] = useState(() => pageFor(remote, routeId));
  return (
    <RemoteErrorBoundary
      key={`${remote}:${routeId}`}
      remote={remote}
      onError={(error) => store.reportClientError(error)}
      onRetry={() => {
        if (needsPageReload(remote)) {
          window.location.reload();
          return;
        }
        resetRemote(remote);
        setPage(() => pageFor(remote, routeId));
      }}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
