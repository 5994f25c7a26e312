import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { waitText } from '@cards/shared/domain';
import { cardPaymentErrors } from '@cards/shared/validation';
import { personForToken } from '../people/person-access.ts';
import { ApiError } from '../../platform/errors.ts';
import { payByCard } from './card-payment.ts';
import { applicationOf, personPrice } from '../people/application.ts';
import { stripeGateway, testGateway, type PaymentGateway } from './gateway.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// Paying online: GET /api/people/{id}/payment says what is owed; POST pays it by card, with the
// person's own token. The card's number and CVC pass through to the provider and are never stored or logged.
// A decline is one message whatever the bank's reason (Stripe's card-testing guidance), and attempts are
// limited per application and per card, whatever the address, with a 429 and the real Retry-After.

const priceAnswer = Type.Object({
  total: Type.Integer(), gst: Type.Integer(), shown: Type.Integer(), postofficeFee: Type.Integer(),
  /** What paying here takes: the total less the post office fee, which is paid at the counter. */
  online: Type.Integer(),
  paid: Type.Boolean(), paidAt: Type.Union([Type.String(), Type.Null()]),
  /** False where the organisation pays (asset brands) or once paid. */
  canPayOnline: Type.Boolean(),
});

const cardBody = Type.Object({
  cardnumber: Type.String({ maxLength: 30 }),
  cvc: Type.String({ maxLength: 4 }),
  expiryMonth: Type.String({ maxLength: 2 }),
  expiryYear: Type.String({ maxLength: 4 }),
  nameOnCard: Type.String({ maxLength: 100 }),
});

/** Every decline but one: it tells the payer what they can do without saying which detail the bank refused. */
export const declinedMessage = 'The card was declined. Nothing was charged. Check the details or use another card, or contact your bank.';
export const authenticationMessage = 'This card needs a further check by your bank that we cannot do here. Nothing was charged. Use another card, or pay at your interview.';
/** The real wait, and no 'pay at your interview' (the interview may be over). */
export const tooManyPaymentsMessage = (waitMs: number) => `There have been too many payment attempts for this application or with this card. Nothing was charged. Try again ${waitText(waitMs)}.`;

const paidAnswer = Type.Object({ message: Type.String(), amount: Type.Integer(), reference: Type.String() });

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.payments;
  const gateway: PaymentGateway = settings.stripeSecretKey
    ? stripeGateway({ secretKey: settings.stripeSecretKey, apiUrl: settings.stripeApiUrl, timeoutMs: settings.timeoutMs })
    : testGateway();
  if (!settings.fingerprintSecretFromEnv) {
    app.log.warn('PAYMENT_FINGERPRINT_SECRET is not set: this process keys card fingerprints with a secret of its own, so the limit per card is not shared with a restart or another process');
  }

  app.get('/api/people/:id/payment', {
    schema: { params: idParams, response: { 200: priceAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const person = await personForToken(app, request, request.params.id);
    const data = applicationOf(person);
    const price = personPrice(person);
    const organisationPays = data.ExtraData?.lodgementOption === 'asset-asic';
    return {
      total: price.total, gst: price.gst, shown: price.shown, postofficeFee: price.postofficeFee, online: price.online,
      paid: person.paid_at !== null, paidAt: person.paid_at, canPayOnline: person.paid_at === null && !organisationPays,
    };
  });

  app.post('/api/people/:id/payment', {
    schema: { params: idParams, body: cardBody, response: { 200: paidAnswer, ...errorResponses(400, 401, 402, 403, 404, 409, 429, 502) } },
    config: { rateLimit: routeRateLimit(settings.rateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const person = await personForToken(app, request, request.params.id);
    const data = applicationOf(person);
    if (person.paid_at) throw new ApiError(409, 'This application is paid already.');
    if (data.ExtraData?.lodgementOption === 'asset-asic') throw new ApiError(409, 'Your organisation pays for this application.');
    const fields = cardPaymentErrors(request.body, clockNow());
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'Check the card details.', fields);
    const { cardnumber, cvc, expiryMonth, expiryYear, nameOnCard } = request.body;
    const outcome = await payByCard(app, gateway, person, {
      number: cardnumber, cvc, expMonth: Number(expiryMonth), expYear: Number(expiryYear), name: nameOnCard.trim(),
    });
    switch (outcome.kind) {
      case 'paid': return { message: 'Thank you: your payment went through.', amount: outcome.amountCents, reference: outcome.reference };
      case 'declined': throw new ApiError(402, outcome.authentication ? authenticationMessage : declinedMessage);
      case 'limited':
        reply.header('retry-after', outcome.retryAfterSeconds);
        throw new ApiError(429, tooManyPaymentsMessage(outcome.retryAfterSeconds * 1000), undefined, { reason: 'too_many_attempts' });
      case 'busy': throw new ApiError(409, 'A payment for this application is already under way, or done. Reload the page to see it.');
      case 'failed': throw new ApiError(502, 'We could not reach our payment provider just now. Nothing was charged. Try again in a few minutes.');
    }
  });
};

export default paymentRoutes;
