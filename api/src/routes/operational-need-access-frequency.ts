import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const option = { type: 'object', properties: { Value: { type: 'string' }, Label: { type: 'string' } } } as const;

/** SPEC §7 GET /api/operational-need-access-frequency/options (ExtraData.OpNeedAccessFreq). */
export default async function accessFrequencyRoutes(app: FastifyInstance) {
  app.get('/operational-need-access-frequency/options', { schema: { response: { 200: listOf(option) } } },
    async (_request, reply) => {
      cacheLookup(reply, app.config.lookupMaxAge);
      return app.lookups.accessFrequencies();
    });
}
