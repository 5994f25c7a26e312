import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE_VERSION } from '@cards/shared/brand';
import { Type } from 'typebox';

/** Whether the service (ok, error) and its database (ok, unavailable) answer; the site's version (SPEC §9). */
const health = Type.Object({ status: Type.String(), database: Type.String(), version: Type.String() });

/** GET /api/health: for load balancers and monitors; checks the database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { schema: { response: { 200: health, 503: health } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.databaseHealth.ping();
      return { status: 'ok', database: 'ok', version: SITE_VERSION };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'error', database: 'unavailable', version: SITE_VERSION });
    }
  });
};

export default healthRoutes;
