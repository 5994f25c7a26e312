import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cardName, getBrand } from '@cards/shared/brand';
import { cardTypeOfNumber, longDate, personIdOfTrackingNumber, waitText } from '@cards/shared/domain';
import { activationErrors } from '@cards/shared/validation';
import { ApiError } from '../../platform/errors.ts';
import { notifyActivationRefused } from './activation-notice.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// SPEC §7 POST /api/activate-card/activate, §5 'Activation', §8 'Activate': the holder of a dispatched
// card activates it with its number, the serial printed on it and their birthdate. 200 activated; 409 a repeat, with
// its error. Anything else (a wrong birthdate or serial, a number of nobody's, a card not sent yet) is one 404 that
// does not say which part was wrong, so the route never confirms a birthdate. Attempts are limited per card, from any
// client (platform/db/attempts.ts), and the holder is emailed once when their card is locked; per client too.

const body = Type.Object({
  asic_number: Type.String({ maxLength: 20 }),
  serial_number: Type.String({ maxLength: 10 }),
  birthdate: Type.String({ maxLength: 10 }),
});

const answer = Type.Object({ message: Type.String() });
const repeat = Type.Object({ message: Type.String(), error: Type.String() });

const noMatch = 'We could not find a card with that number, serial number and date of birth. Check them against your card and '
  + 'try again. A card can be activated only once it has reached you.';

/** Kind of attempt (platform/db/attempts.ts): every try at a card, right or wrong. */
export const ACTIVATION_ATTEMPT = 'activation';

const activationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cardLimit = app.config.activationCardLimit;

  app.post('/api/activate-card/activate', {
    schema: { body, response: { 200: answer, 409: repeat, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.activationRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const now = clockNow();
    const fields = activationErrors(request.body, now);
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'Check the card number, serial number and date of birth.', fields);
    const id = personIdOfTrackingNumber(request.body.asic_number);
    if (id === null) throw new ApiError(404, noMatch);
    // Counted before the details are compared, so guesses sent together cannot all be compared before any is counted.
    const attempt = await app.attempts.take(ACTIVATION_ATTEMPT, String(id), cardLimit, now);
    if (!attempt.allowed) {
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      throw new ApiError(429, `There have been too many attempts to activate this card. Try again ${waitText(attempt.retryAfterMs)}, `
        + 'or contact us.', undefined, { reason: 'too_many_attempts' });
    }
    const person = await app.people.byId(id);
    // The number names the card as printed on it: VEA an ASIC, VEP an MSIC.
    const matches = person && !person.redacted_at && person.birthdate === request.body.birthdate.trim()
      && cardTypeOfNumber(request.body.asic_number) === (person.card_type === 'msic' ? 'msic' : 'asic')
      && person.posted_at && person.card_serial
      && person.card_serial.replace(/^0+/, '') === request.body.serial_number.trim().replace(/^0+/, '');
    if (!person || !matches) {
      // The try that used up the card's attempts locks it: its holder hears of it, once a lock.
      if (person && attempt.count >= cardLimit.max) await notifyActivationRefused(app, person, cardLimit, now);
      throw new ApiError(404, noMatch);
    }
    const card = cardName(getBrand(person.company), person.card_type);
    if (person.activated_at) {
      return reply.code(409).send({
        message: `This ${card} is already active.`,
        error: `It was activated on ${longDate(person.activated_at, app.config.timeZone)}. If you did not do this, contact us.`,
      });
    }
    await app.people.changeStages(person.id, { activated_at: now.toISOString() }, { actor: 'card holder', action: 'activate' }, now);
    return { message: `Your ${card} is now active.` };
  });
};

export default activationRoutes;
