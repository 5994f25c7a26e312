import { registerRoutes, remotes, type RouteDef } from '@cards/shared/brand';
import { readPageJson } from './page-json.ts';

// The routes of the brand's remotes in force, as the server wrote them into the page (from each remote's published
// routes.json): the shell's router, titles and guards read them once they are registered.

const owners = new Set<string>(remotes.map((remote) => remote.name));

const isRoute = (value: unknown): value is Omit<RouteDef, 'description'> & { description?: string } => {
  const route = value as Partial<RouteDef> | null;
  return typeof route === 'object' && route !== null && typeof route.id === 'string' && typeof route.path === 'string'
    && typeof route.title === 'string' && typeof route.owner === 'string' && owners.has(route.owner);
};

/**
 * Registers the page's routes; a page without them (or with an entry that is none) keeps those in force. The page
 * carries no descriptions: the server writes each page's own into its head.
 */
export function registerPageRoutes(doc: Document): void {
  const routes = readPageJson(doc, 'routes');
  if (Array.isArray(routes)) registerRoutes(routes.filter(isRoute).map((route) => ({ ...route, description: route.description ?? '' })));
}
