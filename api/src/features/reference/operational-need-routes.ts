import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const need = Type.Object({
  Id: Type.Integer(),
  Colour: Type.String(),
  Reason: Type.String(),
  ShortReason: Type.String(),
  CategoryId: Type.Integer(),
  Cardtype: Type.String(),
});

/** SPEC §7 GET /api/operational-need/list (SPEC §3 operational need record). */
const operationalNeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/operational-need/list', { schema: { response: { 200: listOf(need) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.operationalNeeds();
  });
};

export default operationalNeedRoutes;
