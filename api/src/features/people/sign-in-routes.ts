import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearerToken } from './person-access.ts';
import { logIn, logOut } from './log-in.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 POST /api/login and POST /api/logout: a tracking number's person id and date of birth, then the code
// emailed to them, sign in (log-in.ts says how, and how failures are counted).

const body = Type.Object({
  username: Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 1 })]),
  password: Type.String({ maxLength: 10 }),
  verificationCode: Type.Optional(Type.String({ maxLength: 100 })),
  resend: Type.Optional(Type.Boolean()),
});

const answer = Type.Union([
  Type.Object({ token: Type.String() }),
  Type.Object({ useVerification: Type.Literal(true), method: Type.Literal('email') }),
]);

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.auth;

  app.post('/api/login', {
    schema: { body, response: { 200: answer, ...errorResponses(400, 401, 429) } },
    config: { rateLimit: routeRateLimit(settings.loginRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return logIn(app, request.log, request.ip, request.body);
  });

  // Always 204: signing out twice, or with a token already expired, leaves nothing to do.
  app.post('/api/logout', {
    schema: { response: { 204: Type.Null(), ...errorResponses(429) } },
    config: { rateLimit: routeRateLimit(settings.loginRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    await logOut(app, bearerToken(request));
    return reply.code(204).send(null);
  });
};

export default loginRoutes;
