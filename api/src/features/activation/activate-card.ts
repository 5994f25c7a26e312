import type { FastifyInstance } from 'fastify';
import { cardName, getBrand } from '@cards/shared/brand';
import { cardTypeOfNumber, longDate, personIdOfTrackingNumber, waitText } from '@cards/shared/domain';
import { activationErrors } from '@cards/shared/validation';
import { ApiError, RetryLaterError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { notifyActivationRefused } from './activation-notice.ts';

// SPEC §5 'Activation', §8 'Activate': the holder of a dispatched card activates it with its number, the serial
// printed on it and their birthdate. Anything wrong is one 404 that does not say which part, so a birthdate is never
// confirmed. Attempts are limited per card, from any client (platform/db/attempts.ts), and the holder is emailed
// once when their card is locked.

export interface ActivationBody {
  asic_number: string;
  serial_number: string;
  birthdate: string;
}

/** 200 activated; 409 a card already active, with its error. */
export type Activation =
  | { status: 200; body: { message: string } }
  | { status: 409; body: { message: string; error: string } };

const noMatch = 'We could not find a card with that number, serial number and date of birth. Check them against your card and '
  + 'try again. A card can be activated only once it has reached you.';

/** Kind of attempt (platform/db/attempts.ts): every try at a card, right or wrong. */
export const ACTIVATION_ATTEMPT = 'activation';

export async function activateCard(app: FastifyInstance, body: ActivationBody): Promise<Activation> {
  const cardLimit = app.config.activationCardLimit;
  const now = clockNow();
  const fields = activationErrors(body, now);
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'Check the card number, serial number and date of birth.', fields);
  const id = personIdOfTrackingNumber(body.asic_number);
  if (id === null) throw new ApiError(404, noMatch);
  // Counted before the details are compared, so guesses sent together cannot all be compared before any is counted.
  const attempt = await app.attempts.take(ACTIVATION_ATTEMPT, String(id), cardLimit, now);
  if (!attempt.allowed) {
    throw new RetryLaterError(Math.ceil(attempt.retryAfterMs / 1000), `There have been too many attempts to activate this card. Try again ${waitText(attempt.retryAfterMs)}, `
      + 'or contact us.', { reason: 'too_many_attempts' });
  }
  const person = await app.people.byId(id);
  // The number names the card as printed on it: VEA an ASIC, VEP an MSIC.
  const matches = person && !person.redacted_at && person.birthdate === body.birthdate.trim()
    && cardTypeOfNumber(body.asic_number) === (person.card_type === 'msic' ? 'msic' : 'asic')
    && person.posted_at && person.card_serial
    && person.card_serial.replace(/^0+/, '') === body.serial_number.trim().replace(/^0+/, '');
  if (!person || !matches) {
    // The try that used up the card's attempts locks it: its holder hears of it, once a lock.
    if (person && attempt.count >= cardLimit.max) await notifyActivationRefused(app, person, cardLimit, now);
    throw new ApiError(404, noMatch);
  }
  const card = cardName(getBrand(person.company), person.card_type);
  if (person.activated_at) {
    return {
      status: 409,
      body: {
        message: `This ${card} is already active.`,
        error: `It was activated on ${longDate(person.activated_at, app.config.timeZone)}. If you did not do this, contact us.`,
      },
    };
  }
  await app.people.changeStages(person.id, { activated_at: now.toISOString() }, { actor: 'card holder', action: 'activate' }, now);
  return { status: 200, body: { message: `Your ${card} is now active.` } };
}
