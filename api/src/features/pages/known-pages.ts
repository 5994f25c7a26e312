import fs from 'node:fs/promises';
import type { Brand, RouteDef } from '@cards/shared/brand';
import { isContentPageRoute, knownPathsFile, pageFor } from './plan.ts';
import type { RemotesFile } from './remotes/store.ts';

// SPEC §2 page-404: a path of a content route with a parameter (/media/{slug}, /question/{questionurl},
// /card-holder-duties/{duty}) that the content has no page for is answered 404 with the not-found page, as any
// unknown path is. The content's paths come from the release in force (written with its pre-renders,
// prerender.ts); where they are not known (no published shell, a build without a server copy) the page is sent as
// before, and it finds out itself.

const CACHE_LIMIT = 500;

type KnownPaths = Record<string, string[] | undefined>;

export class KnownPages {
  /** Each file read, by its name: a release's file never changes once written. */
  private readonly read = new Map<string, Set<string> | null>();

  constructor(private readonly varDir: string) {}

  /** Whether the release in force knows this path's route and has no page at it. */
  async isMissing(file: RemotesFile, brand: Brand, routes: readonly RouteDef[], route: RouteDef | undefined, pathname: string): Promise<boolean> {
    if (!file.shell || !route || !isContentPageRoute(route)) return false;
    const page = pageFor(file, brand, routes, pathname);
    if (!page) return false;
    const known = await this.knownPaths(knownPathsFile(this.varDir, file.shell, brand.code, page), route.id);
    // A trailing slash is the same page to the router.
    return known !== null && !known.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  }

  private async knownPaths(target: string, routeId: string): Promise<Set<string> | null> {
    const key = `${target}#${routeId}`;
    if (this.read.has(key)) return this.read.get(key)!;
    let paths: string[] | undefined;
    try {
      paths = (JSON.parse(await fs.readFile(target, 'utf8')) as KnownPaths)[routeId];
    } catch {
      // Not written (yet): looked for again on the next request.
      return null;
    }
    const known = Array.isArray(paths) ? new Set(paths.filter((p) => typeof p === 'string')) : null;
    if (this.read.size >= CACHE_LIMIT) this.read.clear();
    this.read.set(key, known);
    return known;
  }
}
