import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remotes, shellRoutes, type Brand, type RemoteName, type RouteDef } from '@cards/shared/brand';
import { deployedDir } from './remotes/published.ts';
import { versionFor, type RemotesFile } from './remotes/store.ts';
import { parseRouteFile } from './route-schema.ts';

// The routes a brand's pages have: those each remote version in force for it declares in its published routes.json,
// and the shell's own. A remote with no version published, or one built before remotes declared their routes, has
// the routes the shell was built with (its remote-routes.json: the live shell's, else the api's SHELL_DIST).

/** The file a remote's build publishes its routes in. */
export const ROUTES_FILE = 'routes.json';
/** The file the shell's build names each workspace remote's routes in, as they were when it was built. */
export const REMOTE_ROUTES_FILE = 'remote-routes.json';

type ByOwner = Partial<Record<RemoteName, RouteDef[]>>;

export class RoutesInForce {
  /** Each published folder's routes (never changed once published), or undefined when it has none that are right. */
  private readonly files = new Map<string, Promise<RouteDef[] | undefined>>();
  private readonly shellFiles = new Map<string, Promise<ByOwner>>();
  private readonly byRelease = new Map<string, readonly RouteDef[]>();

  constructor(private readonly varDir: string, private readonly shellDist: string) {}

  /** The brand's routes in force, the remotes' then the shell's; the same array for the same release. */
  async for(file: RemotesFile, brand: Pick<Brand, 'code'>, shellDir: string): Promise<readonly RouteDef[]> {
    const versions = remotes.map(({ folder }) => versionFor(file, folder, brand.code));
    const key = `${shellDir}\0${versions.join('\0')}`;
    const known = this.byRelease.get(key);
    if (known) return known;
    const own = await Promise.all(remotes.map(({ folder, name }, index) => {
      const version = versions[index];
      return version ? this.routeFile(path.join(deployedDir(this.varDir, folder, version), ROUTES_FILE), name) : undefined;
    }));
    const fallback = own.some((routes) => routes === undefined) ? await this.shellsRoutes(shellDir) : undefined;
    const routes = [...remotes.flatMap(({ name }, index) => own[index] ?? fallback?.routes[name] ?? []), ...shellRoutes];
    // SHELL_DIST is rebuilt in place: what it names is read again next time.
    if (fallback?.fromShellDist) return routes;
    if (this.byRelease.size > 200) this.byRelease.clear();
    this.byRelease.set(key, routes);
    return routes;
  }

  private routeFile(file: string, owner: RemoteName): Promise<RouteDef[] | undefined> {
    let routes = this.files.get(file);
    if (!routes) {
      routes = fs.readFile(file, 'utf8').then((text) => parseRouteFile(text, owner), () => undefined);
      this.files.set(file, routes);
    }
    return routes;
  }

  /** The remotes' routes the live shell was built with, else those of SHELL_DIST. */
  private async shellsRoutes(shellDir: string): Promise<{ routes: ByOwner; fromShellDist: boolean }> {
    const live = shellDir === this.shellDist ? {} : await this.remoteRoutesOf(shellDir);
    if (Object.keys(live).length > 0) return { routes: live, fromShellDist: false };
    return { routes: await this.remoteRoutesOf(this.shellDist), fromShellDist: true };
  }

  private remoteRoutesOf(shellDir: string): Promise<ByOwner> {
    let found = this.shellFiles.get(shellDir);
    if (!found) {
      found = fs.readFile(path.join(shellDir, REMOTE_ROUTES_FILE), 'utf8').then((text) => {
        const named = JSON.parse(text) as Record<string, unknown>;
        return Object.fromEntries(remotes.flatMap(({ name }) => {
          const routes = named[name] === undefined ? undefined : parseRouteFile(JSON.stringify(named[name]), name);
          return routes ? [[name, routes]] : [];
        })) as ByOwner;
      }, () => ({}));
      // SHELL_DIST is rebuilt in place: read again each time (a published shell never changes).
      if (shellDir !== this.shellDist) this.shellFiles.set(shellDir, found);
    }
    return found;
  }
}

/** What the browser is sent of a brand's routes in force, and a digest of it that names it in an address. */
export interface CarriedRoutes {
  json: string;
  digest: string;
}

const carriedByRoutes = new WeakMap<readonly RouteDef[], CarriedRoutes>();

/**
 * The remotes' routes as the shell reads them: without the reads a page carries and the descriptions, which the server
 * writes into each page's head. The same array gives the same object.
 */
export function carriedRoutes(routes: readonly RouteDef[]): CarriedRoutes {
  let carried = carriedByRoutes.get(routes);
  if (!carried) {
    const json = JSON.stringify(routes.filter((route) => route.owner !== 'shell').map(({ data: _data, description: _description, ...route }) => route));
    carried = { json, digest: createHash('sha256').update(json).digest('hex').slice(0, 16) };
    carriedByRoutes.set(routes, carried);
  }
  return carried;
}
