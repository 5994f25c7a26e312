import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { now } from '../../platform/clock.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { confirmTotp, passkeyRegistrationOptions, registerPasskey, startTotp } from './enrol.ts';
import { ownPasskeys, removeOwnPasskey, replaceOwnRecoveryCodes } from './own-factors.ts';
import { staffViewSchema, webAuthnResponse } from './session-routes.ts';
import { staffRequests } from './staff-requests.ts';

// Setting up a second factor (enrol.ts): after the first password, or signed in to add another; and, signed in, the
// member's own passkeys and recovery codes (own-factors.ts).

const signedInFields = Type.Partial(staffViewSchema);

const secondFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const config = { rateLimit: routeRateLimit(app.config.staff.signInRateLimit) };

  app.post('/api/staff/second-factor/totp', {
    schema: { response: { 200: Type.Object({ secret: Type.String(), uri: Type.String() }), ...errorResponses(401, 403, 409, 429) } },
    config,
  }, async (request) => startTotp(app, request, now()));

  app.post('/api/staff/second-factor/totp/confirm', {
    schema: {
      body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }),
      response: { 200: Type.Intersect([Type.Object({ recoveryCodes: Type.Array(Type.String()) }), signedInFields]), ...errorResponses(400, 401, 403, 409, 429) },
    },
    config,
  }, async (request, reply) => confirmTotp(app, request, reply, request.body.code, now()));

  app.post('/api/staff/second-factor/passkey/options', {
    schema: { response: { 200: Type.Unsafe({ type: 'object', additionalProperties: true }), ...errorResponses(401, 403, 409, 429) } },
    config,
  }, async (request) => passkeyRegistrationOptions(app, request, now()));

  app.post('/api/staff/second-factor/passkey', {
    schema: {
      body: Type.Object({ response: webAuthnResponse<RegistrationResponseJSON>() }),
      response: { 200: Type.Intersect([Type.Object({ added: Type.Literal(true) }), signedInFields]), ...errorResponses(400, 401, 403, 409, 429) },
    },
    config,
  }, async (request, reply) => registerPasskey(app, request, reply, request.body.response, now()));

  app.get('/api/staff/second-factor/passkeys', {
    schema: {
      response: {
        200: Type.Object({ passkeys: Type.Array(Type.Object({ id: Type.Integer(), createdAt: Type.String(), lastUsedAt: Type.Union([Type.String(), Type.Null()]) })) }),
        ...errorResponses(401),
      },
    },
  }, async (request) => ownPasskeys(app, request, now()));

  app.post('/api/staff/second-factor/passkeys/:id/remove', {
    schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 999_999_999 }) }), response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config,
  }, async (request, reply) => {
    await removeOwnPasskey(app, request, request.params.id, now());
    return reply.code(204).send(null);
  });

  app.post('/api/staff/second-factor/recovery-codes', {
    schema: { response: { 200: Type.Object({ recoveryCodes: Type.Array(Type.String()) }), ...errorResponses(401, 403, 429) } },
    config,
  }, async (request) => replaceOwnRecoveryCodes(app, request, now()));
};

export default secondFactorRoutes;
