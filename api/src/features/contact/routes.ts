import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTACT_LIMITS } from '@cards/shared/validation';
import { sendContactEnquiry } from './enquiries.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 POST /api/mail/contact-us (§3 'Contact enquiry', §5 'Contact', §8 'Contact'): the shape, then the shared
// rules (a 400 naming the fields), then the captcha (a wrong, expired or used answer is `result: false`, which the
// page shows as the captcha's error), then the enquiry is stored and the office and the person are emailed.

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Generous bounds: the shared rules give each field its own limit and error key. */
const body = Type.Object({
  EnquiryType: text(40),
  Name: text(2 * CONTACT_LIMITS.name),
  Email: text(320),
  Phone: text(40),
  Message: text(2 * CONTACT_LIMITS.messageMax),
  CardNum: text(40),
  CardsRequired: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  Company: text(2 * CONTACT_LIMITS.company),
  recaptcha: text(CONTACT_LIMITS.captcha),
}, { additionalProperties: false });

/** SPEC §7 'data.result boolean'; with false, why. */
const sentAnswer = Type.Object({
  result: Type.Boolean(),
  error: Type.Optional(Type.Literal('captcha')),
});

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/mail/contact-us', {
    schema: { body, response: { 200: sentAnswer, ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: routeRateLimit(app.config.contactRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return sendContactEnquiry(app, request, request.body);
  });
};

export default contactRoutes;
