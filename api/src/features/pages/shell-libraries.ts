import type { ShellAssets } from './page-assets.ts';

// The libraries the shell loads on use (the stores with mobx, the domain rules; rspack.base.js loadedOnUse), as a
// page needs them: their files, preloaded with the route's, and their names in the order the shell
// evaluates them before the page starts (shell/src/page-libraries.ts).

/**
 * The scripts of the shell's libraries a page takes (librariesTaken): preloaded with the page, so none waits for the
 * module that asked for it.
 */
export function libraryPreloads(shell: Pick<ShellAssets, 'libraries'>, libraries: readonly string[]): string[] {
  return [...new Set(libraries.flatMap((key) => shell.libraries.get(key)?.js ?? []))].map((file) => `/${file}`);
}

/**
 * The shell's libraries loaded on use that a page takes, each after those it takes in turn (mobx before the stores):
 * the page names them, and the shell evaluates each in a task of its own before the page starts (start.tsx).
 */
export function librariesTaken(shell: Pick<ShellAssets, 'libraries'>, taken: Iterable<string>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const library = shell.libraries.get(key);
    if (seen.has(key) || !library) return;
    seen.add(key);
    for (const dependency of library.shared ?? []) visit(dependency);
    order.push(key);
  };
  for (const key of taken) visit(key);
  return order;
}

/** What a shell page that loads on its own needs: its chunks, and the libraries they take. */
export function shellRouteAssets(shell: Pick<ShellAssets, 'libraries' | 'routes'>, routeId: string): { preloads: string[]; libraries: string[] } {
  const route = shell.routes.get(routeId);
  if (!route) return { preloads: [], libraries: [] };
  const libraries = librariesTaken(shell, route.shared ?? []);
  return { preloads: [...route.js.map((file) => `/${file}`), ...libraryPreloads(shell, libraries)], libraries };
}
