import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const state = Type.Object({ Id: Type.Integer(), ShortName: Type.String(), LongName: Type.String() });

/** SPEC §7 GET /api/state/list: the eight states, in code order (SPEC §3). */
const stateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/state/list', { schema: { response: { 200: listOf(state) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.states();
  });
};

export default stateRoutes;
