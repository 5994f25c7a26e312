import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cardFormSchema as cardBody, payOnline, paymentDue, paymentDueSchema as priceAnswer } from './pay-online.ts';
import { stripeGateway, testGateway, type PaymentGateway } from './gateway.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';

// Paying online: GET /api/people/{id}/payment says what is owed; POST pays it by card, with the
// person's own token. The card's number and CVC pass through to the provider and are never stored or logged.
// A decline is one message whatever the bank's reason (Stripe's card-testing guidance), and attempts are
// limited per application and per card, whatever the address, with a 429 and the real Retry-After.

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
    return paymentDue(app, request, request.params.id);
  });

  app.post('/api/people/:id/payment', {
    schema: { params: idParams, body: cardBody, response: { 200: paidAnswer, ...errorResponses(400, 401, 402, 403, 404, 409, 429, 502) } },
    config: { rateLimit: routeRateLimit(settings.rateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return payOnline(app, request, gateway, request.params.id, request.body);
  });
};

export default paymentRoutes;
