import type { rootStoreOf } from '@cards/shared/stores';
import type { Site } from '@cards/shared/ui';
import { readPageJson } from './page-json.ts';
import { yieldToPage } from './yield.ts';

// The libraries the shell loads on use (rspack.base.js loadedOnUse), by the name the page gives them. A page that
// takes them names them (the api, api/src/features/pages/shell-libraries.ts); each is then evaluated in a task of its own as the page
// starts, as the shell's own libraries are (bootstrap.tsx), instead of all at once inside the page's first render.
// `then` is what else the shell does with a library once it has loaded, in a task of its own too.
interface Library {
  load: () => Promise<unknown>;
  then?: (loaded: unknown, visit: Site) => void;
}

const libraries: Record<string, Library> = {
  mobx: { load: () => import('mobx') },
  'mobx-state-tree': { load: () => import('mobx-state-tree') },
  'mobx-react-lite': { load: () => import('mobx-react-lite') },
  '@cards/shared/domain': { load: () => import('@cards/shared/domain') },
  '@cards/shared/validation/formats': { load: () => import('@cards/shared/validation/formats') },
  '@cards/shared/stores': {
    load: () => import('@cards/shared/stores'),
    // The page's root store, made from the visit: made inside the page's first render, it lengthened that task by as
    // much again (step 1: 40 ms at 4× throttling). The page's first useRootStore() then finds it.
    then: (loaded, visit) => void (loaded as { rootStoreOf: typeof rootStoreOf }).rootStoreOf(visit),
  },
};

/** The libraries the page names, in the order given (each after those it takes); unknown names are left out. */
export function readPageLibraries(doc: Document): string[] {
  const value = readPageJson(doc, 'page-libraries');
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && Object.hasOwn(libraries, name)) : [];
}

/**
 * Evaluates the page's libraries one task at a time, each followed by its `then` for the visit. One that fails to
 * load is left to the page, which loads it again when it needs it and shows its own retry if it still cannot.
 */
export async function evaluatePageLibraries(doc: Document, visit?: Site): Promise<void> {
  for (const name of readPageLibraries(doc)) {
    const library = libraries[name]!;
    await yieldToPage();
    const loaded = await library.load().catch(() => undefined);
    if (loaded === undefined || !library.then || !visit) continue;
    await yieldToPage();
    library.then(loaded, visit);
  }
}
