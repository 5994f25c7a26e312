import path from 'node:path';
import {
  guardRedirect, matchRoute, prerenderModeOf, remotes, routePaths,
  type Brand, type RemoteFolder, type RouteDef, type RouteId,
} from '@cards/shared/brand';
import { versionFor, type RemotesFile } from './remotes/store.ts';

// Which pages of a release are pre-rendered, and where each lives. A pre-render belongs to the shell
// version, the brand, and the version of the route's remote, and is named after its path (a page) or its route (a
// frame, the same for every path of the route): VAR_DIR/prerender/<shell>/<brand>/<remote>@<version>/<name>.json.
// A release in force never finds a pre-render of another, so none is ever served stale.

export type PrerenderMode = 'page' | 'frame';

export interface PlannedPage {
  route: RouteId;
  mode: PrerenderMode;
  /** The path rendered: the page's own, or for a frame any path of its route. */
  url: string;
  folder: RemoteFolder;
  version: string;
}

/** What a pre-render file holds. */
export interface Prerender {
  route: RouteId;
  mode: PrerenderMode;
  /** The day (yyyy-mm-dd) it was rendered on: the browser renders that day until the page is hydrated. */
  date: string;
  html: string;
}

export const prerenderRoot = (varDir: string) => path.join(varDir, 'prerender');

const folderOf = (owner: RouteDef['owner']) => remotes.find((remote) => remote.name === owner)?.folder;

/** The file of a page's pre-render; names are made safe for any path (percent-encoded, `/` included). */
export function prerenderFile(varDir: string, shell: string, brand: string, page: Pick<PlannedPage, 'route' | 'mode' | 'url' | 'folder' | 'version'>): string {
  const name = page.mode === 'frame' ? `frame-${page.route}` : `page${encodeURIComponent(page.url)}`;
  return path.join(prerenderRoot(varDir), shell, brand, `${page.folder}@${page.version}`, `${name}.json`);
}

/**
 * The file naming every path the remote's content has for each of its routes with a parameter (media/{slug}, …):
 * Written with the release's pre-renders, read by the server to answer any other path of those routes 404.
 */
export function knownPathsFile(varDir: string, shell: string, brand: string, page: Pick<PlannedPage, 'folder' | 'version'>): string {
  return path.join(prerenderRoot(varDir), shell, brand, `${page.folder}@${page.version}`, 'paths.json');
}

/** Whether a route's page is the content's, one page per value of a required parameter (not /faq/{questionurl?}). */
export function isContentPageRoute(route: Pick<RouteDef, 'owner' | 'redirectTo' | 'prerender' | 'path'>): boolean {
  return prerenderModeOf(route) === 'page' && /\/:\w+(?![\w?])/.test(route.path);
}

/** A page route's own address: optional parameters left out (as buildPath does). */
function buildPathOf(path: string): string {
  return path.replace(/\/\*$/, '').replace(/\/:(\w+)\?/g, '') || '/';
}

/** A path of the route with every parameter filled, for a frame (the frame is the same for all of them). */
function anyPathOf(path: string): string {
  return path.replace(/\/\*$/, '').replace(/:(\w+)\??/g, 'frame');
}

/**
 * The page a request is for, when the release in force has a pre-render of that kind for it. `routes`: the brand's
 * routes in force (routes-in-force.ts).
 */
export function pageFor(file: RemotesFile, brand: Brand, routes: readonly RouteDef[], pathname: string): PlannedPage | undefined {
  const route = matchRoute(pathname, brand, routes);
  const mode = route && prerenderModeOf(route);
  const folder = route && folderOf(route.owner);
  const version = folder && versionFor(file, folder, brand.code);
  if (!route || !mode || !folder || !version) return undefined;
  return { route: route.id as RouteId, mode, url: pathname, folder, version };
}

/**
 * Every page of a brand to pre-render in the release in force: each route's frame, or its page at its own path
 * and at the paths its remote names (`pathsOf`). Routes the brand is sent away from are left out.
 */
export function plannedPages(
  file: RemotesFile, brand: Brand, routes: readonly RouteDef[], pathsOf: (folder: RemoteFolder, version: string, route: RouteId) => string[],
): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const route of routes) {
    const mode = prerenderModeOf(route);
    const folder = folderOf(route.owner);
    const version = folder && versionFor(file, folder, brand.code);
    if (!mode || !folder || !version || routePaths(route, brand).length === 0 || guardRedirect(route, brand, { authenticated: true })) continue;
    const id = route.id as RouteId;
    if (mode === 'frame') {
      pages.push({ route: id, mode, url: anyPathOf(routePaths(route, brand)[0]!.path), folder, version });
      continue;
    }
    // A {product} page is rendered at the address of each card the brand issues (/track-asic, /track-msic).
    const own = isContentPageRoute(route) ? [] : routePaths(route, brand).map(({ path }) => buildPathOf(path));
    for (const url of new Set([...own, ...pathsOf(folder, version, id)])) {
      // Only a path that really is this route's (a remote's list could be wrong).
      if (matchRoute(url, brand, routes)?.id === id) pages.push({ route: id, mode, url, folder, version });
    }
  }
  return pages;
}
