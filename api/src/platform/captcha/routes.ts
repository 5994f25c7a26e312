import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { errorResponses, noStore } from '../route-schemas.ts';

// Which captcha the contact forms show, and (self-hosted ALTCHA) a new challenge for its widget.

const captchaAnswer = Type.Union([
  Type.Object({ provider: Type.Literal('altcha'), challengeUrl: Type.String() }),
  Type.Object({ provider: Type.Literal('recaptcha'), siteKey: Type.String() }),
]);

/** altcha-lib's challenge, as its widget reads it. */
const challengeAnswer = Type.Object({
  parameters: Type.Record(Type.String(), Type.Unknown()),
  signature: Type.Optional(Type.String()),
});

const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { recaptcha, challengeRateLimit } = app.config.captcha;

  app.get('/api/captcha', {
    schema: { response: { 200: captchaAnswer, ...errorResponses(429) } },
  }, async (_request, reply) => {
    noStore(reply);
    return recaptcha
      ? { provider: 'recaptcha' as const, siteKey: recaptcha.siteKey }
      : { provider: 'altcha' as const, challengeUrl: '/api/captcha/challenge' };
  });

  app.get('/api/captcha/challenge', {
    schema: { response: { 200: challengeAnswer, ...errorResponses(404, 429) } },
    config: { rateLimit: routeRateLimit(challengeRateLimit) },
  }, async (_request, reply) => {
    if (app.captcha.provider !== 'altcha') throw notFound('This site uses reCAPTCHA: there is no challenge to fetch.');
    // Each challenge is answered once: a cached one would be refused.
    noStore(reply);
    return (await app.captcha.challenge()) as { parameters: Record<string, unknown>; signature?: string };
  });
};

export default captchaRoutes;
