import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ForeignCard } from '@cards/shared/domain';
import { foreignCard, foreignCardInductions } from './foreign-card.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { inductionListSchema } from './schemas.ts';

// SPEC §7 GET /api/foreign-card/{id}/{randomId} and …/inductions/incomplete: a card issued elsewhere,
// enrolled for inductions, opened by its id and its unguessable RandomId (the emailed /induction-status link). The
// RandomId is compared in constant time, and a wrong one is the same 404 as an id that does not exist.

const params = Type.Object({ id: idParams.properties.id, randomId: Type.String({ maxLength: 64 }) });

const cardAnswer = Type.Object({
  Id: Type.Integer(),
  RandomId: Type.String(),
  Firstname: Type.String(),
  Surname: Type.String(),
  CardNumber: Type.String(),
  MsicExpiry: Type.String(),
  company: Type.String(),
  inductions: inductionListSchema,
});

const foreignCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.induction.readRateLimit);

  app.get('/api/foreign-card/:id/:randomId', {
    schema: { params, response: { 200: cardAnswer, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply): Promise<ForeignCard> => {
    noStore(reply);
    return foreignCard(app, request.params.id, request.params.randomId);
  });

  app.get('/api/foreign-card/:id/:randomId/inductions/incomplete', {
    schema: { params, response: { 200: inductionListSchema, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return foreignCardInductions(app, request.params.id, request.params.randomId);
  });
};

export default foreignCardRoutes;
