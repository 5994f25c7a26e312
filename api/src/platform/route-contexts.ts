import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

// Fastify gives every encapsulated plugin Request and Reply classes of its own. Registered as a plugin each, the
// route modules made 36 of each, and once a server had served pages, built files and api calls, the property loads
// of the request code every route shares (Fastify's, Node's, our hooks) met more shapes than V8 keeps inline: after
// the bench's pages and Lighthouse runs, /api/health took about 3 µs more a request. The api's modules
// now register their routes, with their whole paths (/api/…), on the app itself, and the pages' modules on one
// plugin of their own: two classes of each.

/**
 * Runs each route module on `app` itself, as though it were the plugin: what a module adds (a hook, a decorator, a
 * plugin) applies to the others on `app` as well.
 */
export async function registerRouteModules(app: FastifyInstance, modules: readonly FastifyPluginAsyncTypebox[]): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const routes of modules) await routes(typed, {});
}
