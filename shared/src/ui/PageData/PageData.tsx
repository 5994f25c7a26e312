import type { ReactNode } from 'react';
import type { LoadStatus } from '@cards/shared/stores';
import { observerOnceLoaded } from '../Site/observer-slot.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingIndicator } from './LoadingIndicator.tsx';

export interface Loadable {
  status: LoadStatus;
  /** Text for people when the load failed. */
  error: string | null;
  retry(): unknown;
}

/**
 * The one pattern for a page's data: a loading indicator while it loads, the failure with a retry when it could
 * not be loaded, the content once it is. `keepContent` shows the content all the time and adds the failure above
 * it (a form whose lists failed is still worth showing). An observer once the stores are loaded: it follows the
 * loads by itself.
 */
export const PageData = observerOnceLoaded(function PageData({ of, loadingLabel, keepContent, children }: {
  of: Loadable | readonly Loadable[];
  loadingLabel?: string;
  keepContent?: boolean;
  children?: ReactNode;
}) {
  const all = Array.isArray(of) ? (of as readonly Loadable[]) : [of as Loadable];
  const failed = all.filter((l) => l.status === 'failed');
  const failure = failed.length > 0 && (
    <LoadFailed
      message={failed.map((l) => l.error).filter(Boolean).join(' ') || 'We could not load this. Check your connection and try again.'}
      onRetry={() => failed.forEach((l) => void l.retry())}
    />
  );
  if (keepContent) {
    return (
      <>
        {failure}
        {children}
      </>
    );
  }
  if (failure) return failure;
  if (all.some((l) => l.status !== 'loaded')) return <LoadingIndicator label={loadingLabel} />;
  return <>{children}</>;
});
