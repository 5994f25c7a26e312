import { lazy, type ComponentType } from 'react';
import type { RouteId } from '@cards/shared/brand';

// Each shell page loads with its route (a content page's first load carries none of them); the chunk is
// named after the route, so the api preloads it with the page (page-chunks.json).
/** A page of a module loaded with its route; `pick` names the page in the module. */
function pageOf<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const NotFoundPage = pageOf(() => import(/* webpackChunkName: "route-not-found" */ './NotFoundPage.tsx'), (m) => m.NotFoundPage);
const Page404 = pageOf(() => import(/* webpackChunkName: "route-page-404" */ './NotFoundPage.tsx'), (m) => m.NotFoundPage);
const SessionExpiredPage = pageOf(() => import(/* webpackChunkName: "route-session-expired" */ './SessionExpiredPage.tsx'), (m) => m.SessionExpiredPage);
const RecordNotFoundPage = pageOf(() => import(/* webpackChunkName: "route-record-not-found" */ './RecordNotFoundPage.tsx'), (m) => m.RecordNotFoundPage);
// The one that uses the stores loads them with it.
const LinkExpiredPage = pageOf(() => import(/* webpackChunkName: "route-link-expired" */ './LinkExpiredPage.tsx'), (m) => m.LinkExpiredPage);
const BlockedPage = pageOf(() => import(/* webpackChunkName: "route-blocked" */ './BlockedPage.tsx'), (m) => m.BlockedPage);

/** The shell's own pages by SPEC §2 route name. */
export const shellPages: Readonly<Record<RouteId, ComponentType>> = {
  'page-404': Page404,
  'not-found': NotFoundPage,
  'session-expired': SessionExpiredPage,
  'record-not-found': RecordNotFoundPage,
  'link-expired': LinkExpiredPage,
  blocked: BlockedPage,
};
