import { registerRoutes, remotes, type RouteDef } from '@cards/shared/brand';
import { readPageJson } from './page-json.ts';

// The routes of the brand's remotes in force (each remote's published routes.json), which the page names by address
// (GET /routes.json, kept by the browser across pages until a publish changes them): the shell's router, titles and
// guards read them once registered, so the page waits for them before it renders.

const owners = new Set<string>(remotes.map((remote) => remote.name));

type CarriedRoute = Omit<RouteDef, 'description'> & { description?: string };

const isRoute = (value: unknown): value is CarriedRoute => {
  const route = value as Partial<RouteDef> | null;
  return typeof route === 'object' && route !== null && typeof route.id === 'string' && typeof route.path === 'string'
    && typeof route.title === 'string' && typeof route.owner === 'string' && owners.has(route.owner);
};

/** The routes given: an entry that is not a route of a remote is left out; the server writes each page's description. */
export function registerCarriedRoutes(routes: unknown): void {
  if (Array.isArray(routes)) registerRoutes(routes.filter(isRoute).map((route) => ({ ...route, description: route.description ?? '' })));
}

/**
 * Registers the routes the page names (its preload has usually brought them already). A page that names none keeps
 * the routes in force; one whose routes cannot be had after a second try keeps them too, and its pages of remotes show
 * the page not found.
 */
export async function registerPageRoutes(doc: Document, fetchJson: (href: string) => Promise<unknown> = fetchRoutes): Promise<void> {
  const named = readPageJson(doc, 'routes') as { href?: unknown } | unknown[] | null | undefined;
  if (Array.isArray(named)) return registerCarriedRoutes(named);
  const href = typeof named === 'object' && named !== null && typeof named.href === 'string' && /^\/(?!\/)/.test(named.href) ? named.href : undefined;
  if (!href) return;
  const routes = await fetchJson(href).catch(() => fetchJson(href)).catch(() => undefined);
  registerCarriedRoutes(routes);
}

async function fetchRoutes(href: string): Promise<unknown> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The routes could not be had (${response.status}).`);
  return response.json();
}
