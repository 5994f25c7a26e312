import fs from 'node:fs/promises';
import path from 'node:path';
import { brandFolders } from './brands/brand-folders.ts';
import { brands, matchRoute, remotes, type Brand, type RemoteFolder, type RouteDef } from '@cards/shared/brand';
import { isoDateOf } from '@cards/shared/domain';
import semver from 'semver';
import { deployedDir, exists, sharedEntries } from './remotes/published.ts';
import { readRemotesFile, writeFileAtomically } from './remotes/store.ts';
import { readBanner } from './web/banner.ts';
import {
  isContentPageRoute, knownPathsFile, plannedPages, prerenderFile, prerenderRoot, type PlannedPage, type Prerender,
} from './plan.ts';
import { loadRemoteServerBuild, loadShellServerBuild, type RemoteServerBuild } from './server-build.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { RoutesInForce } from './routes-in-force.ts';

// Pre-rendering at publish time: after every change ops makes (publish, pin, unpin, rollback, of a
// remote or the shell), each page of the release now in force that has no pre-render yet is rendered with the
// server builds of the live shell and of the page's remote, and the pre-renders of releases no longer in force are
// removed. A page that cannot be rendered is left out: the api then sends the plain page, as before.

export interface PrerenderReport {
  rendered: number;
  kept: number;
  removed: number;
  failed: string[];
}

/**
 * A remote's pages are pre-rendered only when it was built against @cards/shared 1.2.0 or later: the release whose
 * pages render on the server as they first render in the browser (useHydrated, useToday). An older build's pages are
 * sent as before, without one, since hydrating them could differ from their pre-render.
 */
export const PRERENDERED_SINCE_SHARED = '1.2.0';

async function rendersForHydration(remoteDir: string): Promise<boolean> {
  const entries = await sharedEntries(path.join(remoteDir, 'mf-manifest.json')).catch(() => []);
  const shared = entries.find((entry) => entry.name.startsWith('@cards/shared'));
  const range = shared && (shared.requiredVersion || `^${shared.version}`);
  const lowest = range && semver.validRange(range) ? semver.minVersion(range) : null;
  return lowest !== null && semver.gte(lowest, PRERENDERED_SINCE_SHARED);
}

/** Removes every file under root that is not wanted, and the folders left empty. */
async function prune(root: string, wanted: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  const visit = async (dir: string): Promise<boolean> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    let empty = true;
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (await visit(full)) await fs.rmdir(full).catch(() => {});
        else empty = false;
      } else if (!wanted.has(full)) {
        await fs.rm(full, { force: true });
        removed += 1;
      } else {
        empty = false;
      }
    }
    return empty;
  };
  await visit(root);
  return removed;
}

/**
 * Writes, beside each remote version's pre-renders, the paths its content has for its routes with a parameter
 * (pages.ts knownPathsFile); only for a build that named them. Returns the files, written or kept.
 */
async function writeKnownPaths(varDir: string, shell: string, brand: Brand, routes: readonly RouteDef[], pages: PlannedPage[],
  paths: ReadonlyMap<string, Record<string, string[] | undefined> | undefined>): Promise<string[]> {
  const files: string[] = [];
  for (const { folder, version } of new Map(pages.map((page) => [`${page.folder}@${page.version}`, page])).values()) {
    const named = paths.get(`${folder}@${version}`);
    if (!named) continue;
    const target = knownPathsFile(varDir, shell, brand.code, { folder, version });
    files.push(target);
    if (await exists(target)) continue;
    const known: Record<string, string[]> = {};
    for (const route of routes) {
      if (route.owner !== remotes.find((remote) => remote.folder === folder)?.name || !isContentPageRoute(route)) continue;
      known[route.id] = (named[route.id] ?? []).filter((url) => matchRoute(url, brand, routes)?.id === route.id);
    }
    await writeFileAtomically(target, JSON.stringify(known));
  }
  return files;
}

/**
 * Pre-renders what the release in force lacks and removes what no release in force uses. `shellDist`: the api's own
 * shell build, whose remote routes stand in for a remote build published without its own.
 */
export async function prerenderRelease(varDir: string, shellDist: string, now = clockNow()): Promise<PrerenderReport> {
  const report: PrerenderReport = { rendered: 0, kept: 0, removed: 0, failed: [] };
  const file = await readRemotesFile(varDir);
  const shellDir = file.shell ? deployedDir(varDir, 'shell', file.shell) : undefined;
  // Only a published shell is pre-rendered for (SHELL_DIST is a build in progress), and only one built with a server copy.
  const shell = shellDir ? await loadShellServerBuild(shellDir) : undefined;
  const wanted = new Set<string>();
  if (shell && shellDir && file.shell) {
    const routesInForce = new RoutesInForce(varDir, shellDist);
    const routesOf = new Map<string, readonly RouteDef[]>();
    for (const brand of Object.values(brands)) routesOf.set(brand.code, await routesInForce.for(file, brand, shellDir));
    const remoteBuilds = new Map<string, Promise<RemoteServerBuild | undefined>>();
    const remoteBuild = (folder: RemoteFolder, version: string) => {
      const key = `${folder}@${version}`;
      if (!remoteBuilds.has(key)) {
        const dir = deployedDir(varDir, folder, version);
        remoteBuilds.set(key, rendersForHydration(dir).then((fit) => (fit ? loadRemoteServerBuild(dir, shell) : undefined)));
      }
      return remoteBuilds.get(key)!;
    };
    // The paths of pages with parameters come from each remote's server build.
    // None when the build has no server copy or names no paths: its content's pages are then not known here.
    const paths = new Map<string, Record<string, string[] | undefined> | undefined>();
    for (const { folder, version } of Object.values(brands).flatMap((brand) => plannedPages(file, brand, routesOf.get(brand.code)!, () => []))) {
      const key = `${folder}@${version}`;
      if (paths.has(key)) continue;
      const build = await remoteBuild(folder, version).catch(() => undefined);
      paths.set(key, build?.prerenderPaths?.());
    }
    const date = isoDateOf(now);
    // A shell built before brands could be data would render a folder's brand as the default one.
    const knowsDataBrands = typeof (shell.sharedModules['@cards/shared/brand'] as { registerBrand?: unknown } | undefined)?.registerBrand === 'function';
    for (const brand of Object.values(brands)) {
      if (brandFolders().has(brand.code) && !knowsDataBrands) continue;
      const banner = await readBanner(shellDir, brand);
      const routes = routesOf.get(brand.code)!;
      const pages = plannedPages(file, brand, routes, (folder, version, route) => paths.get(`${folder}@${version}`)?.[route] ?? []);
      for (const target of await writeKnownPaths(varDir, file.shell, brand, routes, pages, paths)) wanted.add(target);
      for (const page of pages) {
        const target = prerenderFile(varDir, file.shell, brand.code, page);
        if (await exists(target)) {
          wanted.add(target);
          report.kept += 1;
          continue;
        }
        try {
          const remote = page.mode === 'page' ? await remoteBuild(page.folder, page.version) : undefined;
          if (page.mode === 'page' && !remote) continue;
          const html = await shell.renderPage({ url: page.url, brand: brand.code, brandData: brand, routes, remote, date, banner });
          const prerender: Prerender = { route: page.route, mode: page.mode, date, html };
          await writeFileAtomically(target, JSON.stringify(prerender));
          wanted.add(target);
          report.rendered += 1;
        } catch (error) {
          report.failed.push(`${brand.code} ${page.url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  report.removed = await prune(prerenderRoot(varDir), wanted);
  return report;
}
