import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const need = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Colour: { type: 'string' },
    Reason: { type: 'string' },
    ShortReason: { type: 'string' },
    CategoryId: { type: 'integer' },
    Cardtype: { type: 'string' },
  },
} as const;

/** SPEC §7 GET /api/operational-need/list (SPEC §3 operational need record). */
export default async function operationalNeedRoutes(app: FastifyInstance) {
  app.get('/operational-need/list', { schema: { response: { 200: listOf(need) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.operationalNeeds();
  });
}
