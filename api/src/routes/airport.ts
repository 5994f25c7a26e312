import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { companyHeader, companyQuery } from '../web/request-brand.ts';
import { cacheLookup, errorSchema, idParams, listOf } from './common.ts';

const airport = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Airport: { type: 'string' },
    Code: { type: 'string' },
    Name: { type: 'string' },
    State: { type: ['string', 'null'] },
    Group: { type: 'string' },
    CanAsa: { type: 'boolean' },
    AsaTypeId: { type: 'integer' },
  },
} as const;

/** The brands with airport rows of their own (see db/seed/airports.ts). */
const airportBrands = new Set(['adg', 'bne']);

/** The brand comes from the X-Company header every browser call carries, or ?company= for a plain link. */
function brandOf(request: FastifyRequest): string | undefined {
  const code = companyHeader(request) ?? companyQuery(request);
  return code && airportBrands.has(code) ? code : undefined;
}

/** SPEC §7 GET /api/airport/list and /api/airport/{id}. */
export default async function airportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { company?: string } }>('/airport/list', {
    schema: {
      querystring: { type: 'object', properties: { company: { type: 'string', maxLength: 40 } } },
      response: { 200: listOf(airport) },
    },
  }, async (request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge).header('vary', 'X-Company');
    return app.lookups.airports(brandOf(request));
  });

  app.get<{ Params: { id: string } }>('/airport/:id', {
    schema: { params: idParams, response: { 200: airport, 404: errorSchema } },
  }, async (request, reply) => {
    const found = await app.lookups.airport(Number(request.params.id));
    if (!found) throw notFound('We could not find that airport.');
    cacheLookup(reply, app.config.lookupMaxAge);
    return found;
  });
}
