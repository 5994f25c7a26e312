import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { activateCard } from './activate-card.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 POST /api/activate-card/activate, §5 'Activation', §8 'Activate': the holder of a dispatched
// card activates it with its number, the serial printed on it and their birthdate. 200 activated; 409 a repeat, with
// its error. Anything else (a wrong birthdate or serial, a number of nobody's, a card not sent yet) is one 404 that
// does not say which part was wrong, so the route never confirms a birthdate. Attempts are limited per card, from any
// client (platform/db/attempts.ts), and the holder is emailed once when their card is locked; per client too. The
// work is activate-card.ts.

const body = Type.Object({
  asic_number: Type.String({ maxLength: 20 }),
  serial_number: Type.String({ maxLength: 10 }),
  birthdate: Type.String({ maxLength: 10 }),
});

const answer = Type.Object({ message: Type.String() });
const repeat = Type.Object({ message: Type.String(), error: Type.String() });

const activationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/activate-card/activate', {
    schema: { body, response: { 200: answer, 409: repeat, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.activationRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const activation = await activateCard(app, request.body);
    if (activation.status === 409) return reply.code(409).send(activation.body);
    return activation.body;
  });
};

export default activationRoutes;
