import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const state = {
  type: 'object',
  properties: { Id: { type: 'integer' }, ShortName: { type: 'string' }, LongName: { type: 'string' } },
} as const;

/** SPEC §7 GET /api/state/list: the eight states, in code order (SPEC §3). */
export default async function stateRoutes(app: FastifyInstance) {
  app.get('/state/list', { schema: { response: { 200: listOf(state) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.states();
  });
}
