import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ForeignCard } from '@cards/shared/domain';
import type { ForeignCardRow } from './repository.ts';
import { ApiError } from '../../platform/errors.ts';
import { randomIdMatches } from './codes.ts';
import { listItems } from './state.ts';
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

const notFound = 'We could not find that enrolment. Please check the address in your email.';

/** The card number with all but its last 3 characters hidden. */
export function maskCardNumber(number: string): string {
  return '*'.repeat(Math.max(number.length - 3, 0)) + number.slice(-3);
}

const foreignCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.induction.readRateLimit);

  async function openCard(id: number, randomId: string): Promise<ForeignCardRow> {
    const card = await app.inductions.cardById(id);
    if (!randomIdMatches(card?.random_id, randomId)) throw new ApiError(404, notFound);
    return card!;
  }

  app.get('/api/foreign-card/:id/:randomId', {
    schema: { params, response: { 200: cardAnswer, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply): Promise<ForeignCard> => {
    noStore(reply);
    const card = await openCard(request.params.id, request.params.randomId);
    return {
      Id: card.id, RandomId: card.random_id, Firstname: card.firstname, Surname: card.surname,
      CardNumber: maskCardNumber(card.card_number), MsicExpiry: card.msic_expiry, company: card.company,
      inductions: listItems(app, await app.inductions.of({ foreignCardId: card.id })),
    };
  });

  app.get('/api/foreign-card/:id/:randomId/inductions/incomplete', {
    schema: { params, response: { 200: inductionListSchema, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const card = await openCard(request.params.id, request.params.randomId);
    return listItems(app, await app.inductions.of({ foreignCardId: card.id }));
  });
};

export default foreignCardRoutes;
