import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const category = { type: 'object', properties: { Id: { type: 'integer' }, Name: { type: 'string' } } } as const;

/** SPEC §7 GET /api/operational-need-category/list. */
export default async function operationalNeedCategoryRoutes(app: FastifyInstance) {
  app.get('/operational-need-category/list', { schema: { response: { 200: listOf(category) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.operationalNeedCategories();
  });
}
