import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refuseOverLimit, routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { sendFormSaved, sendNewLink, sendSessionExpired } from './service.ts';

// SPEC §7 mail calls about a draft: POST /api/mail/form-saved, /api/mail/session-expired/{id} and
// /api/mail/link-expired/{randomId} (docs/decisions.md: the path SPEC §7 leaves open). What each sends, and when,
// is service.ts.

/** The draft, or just `{ _id }`. Only _id is read; X-Form-Key is what identifies the draft. */
const formSavedBody = Type.Object({
  _id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
}, { additionalProperties: true });

const randomIdParams = Type.Object({ randomId: Type.String({ maxLength: 200 }) });

/** Whether a queued email went: the page says it was sent only when it was queued. */
const queuedAnswer = Type.Object({ queued: Type.Boolean(), message: Type.String() });

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perClient = { rateLimit: routeRateLimit(app.config.mailRateLimit) };
  const perLink = app.createRateLimit({
    ...routeRateLimit(app.config.linkRequestRateLimit),
    keyGenerator: (request) => `link-expired:${(request.params as { randomId: string }).randomId}`,
  });

  app.post('/api/mail/form-saved', {
    schema: {
      body: formSavedBody,
      response: { 200: Type.Object({ sent: Type.Boolean() }), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
    },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    return sendFormSaved(app, request, request.body._id);
  });

  app.post('/api/mail/session-expired/:id', {
    schema: { params: idParams, response: { 200: queuedAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    return sendSessionExpired(app, request, request.params.id);
  });

  // Limited per draft link as well as per client (LINK_REQUEST_RATE_LIMIT): the call needs no key.
  app.post('/api/mail/link-expired/:randomId', {
    schema: {
      params: randomIdParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(400, 404, 409, 429) },
    },
    config: perClient,
  }, async (request, reply) => {
    noStore(reply);
    refuseOverLimit(await perLink(request));
    return sendNewLink(app, request.params.randomId);
  });
};

export default mailRoutes;
