import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore, refParams } from '../../platform/route-schemas.ts';
import { exchangeLink } from './exchange-link.ts';

// POST /api/form/{ref}/key (SPEC §7 leaves how an emailed link opens a draft to us): an emailed link
// carries a one-time token, never a key. The page that opens it exchanges the token here for a key of its own,
// then takes the token out of the address bar. The token is spent; the draft's other keys keep working, so a page
// still open elsewhere carries on, except after the link expired: then the new key is the only one.

const body = Type.Object({ token: Type.String({ maxLength: 100 }) });

const formLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/form/:ref/key', {
    schema: { params: refParams, body, response: { 200: Type.Object({ key: Type.String() }), ...errorResponses(400, 401, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.formRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return exchangeLink(app, request.params.ref, request.body.token);
  });
};

export default formLinkRoutes;
