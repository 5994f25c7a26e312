import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const category = Type.Object({ Id: Type.Integer(), Name: Type.String() });

/** SPEC §7 GET /api/operational-need-category/list. */
const operationalNeedCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/operational-need-category/list', { schema: { response: { 200: listOf(category) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.operationalNeedCategories();
  });
};

export default operationalNeedCategoryRoutes;
