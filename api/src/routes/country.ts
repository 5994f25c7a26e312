import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const country = { type: 'object', properties: { Code: { type: 'string' }, Name: { type: 'string' } } } as const;

/** SPEC §7 GET /api/country/list: Australia and New Zealand first, then alphabetical (SPEC §9). */
export default async function countryRoutes(app: FastifyInstance) {
  app.get('/country/list', { schema: { response: { 200: listOf(country) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.countries();
  });
}
