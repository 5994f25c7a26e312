import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const country = Type.Object({ Code: Type.String(), Name: Type.String() });

/** SPEC §7 GET /api/country/list: Australia and New Zealand first, then alphabetical (SPEC §9). */
const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/country/list', { schema: { response: { 200: listOf(country) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.countries();
  });
};

export default countryRoutes;
