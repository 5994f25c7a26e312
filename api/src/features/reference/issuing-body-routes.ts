import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../platform/errors.ts';
import { cacheLookup, errorResponses, idParams, listOf } from '../../platform/route-schemas.ts';

const issuingBody = Type.Object({ Id: Type.Integer(), Code: Type.String(), Name: Type.String(), Cardtype: Type.String() });

/** SPEC §7 GET /api/issuing-body/list and /api/issuing-body/{id}. */
const issuingBodyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/issuing-body/list', { schema: { response: { 200: listOf(issuingBody) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.issuingBodies();
  });

  app.get('/api/issuing-body/:id', {
    schema: { params: idParams, response: { 200: issuingBody, ...errorResponses(400, 404) } },
  }, async (request, reply) => {
    const found = await app.referenceData.issuingBody(request.params.id);
    if (!found) throw notFound('We could not find that issuing body.');
    cacheLookup(reply, app.config.lookupMaxAge);
    return found;
  });
};

export default issuingBodyRoutes;
