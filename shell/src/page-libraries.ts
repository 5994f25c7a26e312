import type { rootStoreOf } from '@cards/shared/stores';
import type { Site } from '@cards/shared/ui';
import { readPageJson } from './page-json.ts';
import { yieldToPage } from './yield.ts';

// The libraries the shell loads on use (rspack.base.js loadedOnUse), by the name the page gives them. A page that
// takes them names them (the api, web/shell-libraries.ts); each is then evaluated in a task of its own as the page
// starts, as the shell's own libraries are (bootstrap.tsx), instead of all at once inside the page's first render.
const libraries: Record<string, () => Promise<unknown>> = {
  mobx: () => import('mobx'),
  'mobx-state-tree': () => import('mobx-state-tree'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  '@cards/shared/domain': () => import('@cards/shared/domain'),
  '@cards/shared/validation/formats': () => import('@cards/shared/validation/formats'),
  '@cards/shared/stores': () => import('@cards/shared/stores'),
};

/** The libraries the page names, in the order given (each after those it takes); unknown names are left out. */
export function readPageLibraries(doc: Document): string[] {
  const value = readPageJson(doc, 'page-libraries');
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && Object.hasOwn(libraries, name)) : [];
}

/**
 * Evaluates the page's libraries one task at a time. One that fails to load is left to the page, which loads it
 * again when it needs it and shows its own retry if it still cannot. A page that takes the stores has its root store
 * made from the visit in a task of its own too: made inside the page's first render, it lengthened that task by as
 * much again (step 1: 40 ms at 4× throttling). The page's first useRootStore() then finds it.
 */
export async function evaluatePageLibraries(doc: Document, visit?: Site): Promise<void> {
  for (const name of readPageLibraries(doc)) {
    await yieldToPage();
    const loaded = await libraries[name]!().catch(() => undefined);
    if (name === '@cards/shared/stores' && loaded && visit) {
      await yieldToPage();
      (loaded as { rootStoreOf: typeof rootStoreOf }).rootStoreOf(visit);
    }
  }
}
