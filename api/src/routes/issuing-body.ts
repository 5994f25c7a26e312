import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { cacheLookup, errorSchema, idParams, listOf } from './common.ts';

const issuingBody = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Code: { type: 'string' }, Name: { type: 'string' }, Cardtype: { type: 'string' } },
} as const;

/** SPEC §7 GET /api/issuing-body/list and /api/issuing-body/{id}. */
export default async function issuingBodyRoutes(app: FastifyInstance) {
  app.get('/issuing-body/list', { schema: { response: { 200: listOf(issuingBody) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.issuingBodies();
  });

  app.get<{ Params: { id: string } }>('/issuing-body/:id', {
    schema: { params: idParams, response: { 200: issuingBody, 404: errorSchema } },
  }, async (request, reply) => {
    const found = await app.lookups.issuingBody(Number(request.params.id));
    if (!found) throw notFound('We could not find that issuing body.');
    cacheLookup(reply, app.config.lookupMaxAge);
    return found;
  });
}
