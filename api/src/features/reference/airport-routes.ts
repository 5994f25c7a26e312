import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findBrand } from '@cards/shared/brand';
import { notFound } from '../../platform/errors.ts';
import { companyHeader, companyQuery } from '../../platform/request-brand.ts';
import { cacheLookup, errorResponses, idParams, listOf, nullableString } from '../../platform/route-schemas.ts';

const airport = Type.Object({
  Id: Type.Integer(),
  Airport: Type.String(),
  Code: Type.String(),
  Name: Type.String(),
  State: nullableString(),
  Group: Type.String(),
  CanAsa: Type.Boolean(),
  AsaTypeId: Type.Integer(),
});

/**
 * The airport office whose own rows the list shows (its brand data's airportOffice; platform/db/seed/airports.ts), from the
 * X-Company header every browser call carries, or ?company= for a plain link.
 */
function brandOf(request: FastifyRequest): string | undefined {
  const code = companyHeader(request) ?? companyQuery(request);
  return findBrand(code)?.airportOffice ? code : undefined;
}

/** SPEC §7 GET /api/airport/list and /api/airport/{id}. */
const airportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/airport/list', {
    schema: {
      querystring: Type.Object({ company: Type.Optional(Type.String({ maxLength: 40 })) }),
      response: { 200: listOf(airport), ...errorResponses(400) },
    },
  }, async (request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge).header('vary', 'X-Company');
    return app.referenceData.airports(brandOf(request));
  });

  app.get('/api/airport/:id', {
    schema: { params: idParams, response: { 200: airport, ...errorResponses(400, 404) } },
  }, async (request, reply) => {
    const found = await app.referenceData.airport(request.params.id);
    if (!found) throw notFound('We could not find that airport.');
    cacheLookup(reply, app.config.lookupMaxAge);
    return found;
  });
};

export default airportRoutes;
