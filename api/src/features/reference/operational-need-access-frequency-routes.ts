import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const option = Type.Object({ Value: Type.String(), Label: Type.String() });

/** SPEC §7 GET /api/operational-need-access-frequency/options (ExtraData.OpNeedAccessFreq). */
const accessFrequencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/operational-need-access-frequency/options', { schema: { response: { 200: listOf(option) } } },
    async (_request, reply) => {
      cacheLookup(reply, app.config.lookupMaxAge);
      return app.referenceData.accessFrequencies();
    });
};

export default accessFrequencyRoutes;
