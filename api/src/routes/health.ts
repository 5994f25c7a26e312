import type { FastifyInstance } from 'fastify';

/** GET /api/health: for load balancers and monitors; checks the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.databaseHealth.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'error', database: 'unavailable' });
    }
  });
}
