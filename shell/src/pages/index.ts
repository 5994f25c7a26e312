import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '@cards/shared/brand';

// Each shell page loads with its route (issue 16: a content page's first load carries none of them); the chunk is
// named after the route, so the api preloads it with the page (page-chunks.json).
const NotFoundPage = lazy(() => import(/* webpackChunkName: "route-not-found" */ './NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const Page404 = lazy(() => import(/* webpackChunkName: "route-page-404" */ './NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const SessionExpiredPage = lazy(() => import(/* webpackChunkName: "route-session-expired" */ './SessionExpiredPage.tsx')
  .then((m) => ({ default: m.SessionExpiredPage })));
const RecordNotFoundPage = lazy(() => import(/* webpackChunkName: "route-record-not-found" */ './RecordNotFoundPage.tsx')
  .then((m) => ({ default: m.RecordNotFoundPage })));
// The one that uses the stores loads them with it.
const LinkExpiredPage = lazy(() => import(/* webpackChunkName: "route-link-expired" */ './LinkExpiredPage.tsx')
  .then((m) => ({ default: m.LinkExpiredPage })));
const BlockedPage = lazy(() => import(/* webpackChunkName: "route-blocked" */ './BlockedPage.tsx').then((m) => ({ default: m.BlockedPage })));

/** The shell's own pages by SPEC §2 route name. */
export const shellPages: Record<RouteIdOf<'shell'>, ComponentType> = {
  'page-404': Page404,
  'not-found': NotFoundPage,
  'session-expired': SessionExpiredPage,
  'record-not-found': RecordNotFoundPage,
  'link-expired': LinkExpiredPage,
  blocked: BlockedPage,
};
