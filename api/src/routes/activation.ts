import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { personIdOfTrackingNumber } from '@cards/shared/domain';
import { activationErrors } from '@cards/shared/validation';
import { ApiError } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { errorResponses, noStore } from './common.ts';

// SPEC §7 POST /api/activate-card/activate, §5 'Activation', §8 'Activate' (issue 11): the holder of a dispatched card
// activates it with its number, the serial printed on it and their birthdate. 200 activated; 202 the card exists
// but has not been sent yet (not a success); 409 a repeat, with its error; anything that does not match is one
// 404 that does not say which part was wrong. Limited per client.

const body = Type.Object({
  asic_number: Type.String({ maxLength: 20 }),
  serial_number: Type.String({ maxLength: 10 }),
  birthdate: Type.String({ maxLength: 10 }),
});

const answer = Type.Object({ message: Type.String() });
const repeat = Type.Object({ message: Type.String(), error: Type.String() });

const noMatch = 'We could not find a card with that number, serial number and date of birth. Check them against your card and try again.';

const activationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/activate-card/activate', {
    schema: { body, response: { 200: answer, 202: answer, 409: repeat, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.activationRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const now = new Date();
    const fields = activationErrors(request.body, now);
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'Check the card number, serial number and date of birth.', fields);
    const id = personIdOfTrackingNumber(request.body.asic_number);
    const person = id === null ? undefined : await app.people.byId(id);
    if (!person || person.redacted_at || person.birthdate !== request.body.birthdate.trim()) throw new ApiError(404, noMatch);
    if (!person.posted_at || !person.card_serial) {
      return reply.code(202).send({ message: 'Your card has not been sent yet. Activate it once it has reached you.' });
    }
    if (person.card_serial.replace(/^0+/, '') !== request.body.serial_number.trim().replace(/^0+/, '')) throw new ApiError(404, noMatch);
    if (person.activated_at) {
      return reply.code(409).send({
        message: 'This card is already active.',
        error: `It was activated on ${person.activated_at.slice(0, 10)}. If you did not do this, contact us.`,
      });
    }
    await app.people.changeStages(person.id, { activated_at: now.toISOString() }, { actor: 'card holder', action: 'activate' }, now);
    return { message: 'Your card is now active.' };
  });
};

export default activationRoutes;
