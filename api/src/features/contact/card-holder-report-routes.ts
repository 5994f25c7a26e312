import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTACT_LIMITS } from '@cards/shared/validation';
import { sendCardHolderReport } from './enquiries.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// Card holder's duties: POST /api/mail/card-holder-report, a lost, stolen or damaged card, a change of
// name or address, or a card being returned. As the contact form: the shape, the shared rules (400), the captcha
// (`result: false`), then stored with the office's email and the person's acknowledgement, which carry its reference.

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Generous bounds: the shared rules give each field its own limit and error key. */
const body = Type.Object({
  ReportType: text(40),
  CardType: text(10),
  FullName: text(2 * CONTACT_LIMITS.name),
  Birthdate: text(20),
  Email: text(320),
  Phone: text(40),
  CardNumber: text(40),
  EventDate: text(20),
  PoliceReport: text(2 * CONTACT_LIMITS.policeReport),
  PreviousName: text(2 * CONTACT_LIMITS.name),
  NewName: text(2 * CONTACT_LIMITS.name),
  Address: text(200),
  Suburb: text(100),
  State: text(10),
  Postcode: text(20),
  ReturnMethod: text(20),
  Details: text(2 * CONTACT_LIMITS.details),
  recaptcha: text(CONTACT_LIMITS.captcha),
}, { additionalProperties: false });

const reportAnswer = Type.Object({
  result: Type.Boolean(),
  /** With result true: 'R' and the report's number, for the person to quote. */
  reference: Type.Optional(Type.String()),
  error: Type.Optional(Type.Literal('captcha')),
  /** With result true: whether the acknowledgement went to the person's address. */
  emailed: Type.Optional(Type.Boolean()),
});

const cardHolderReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/mail/card-holder-report', {
    schema: { body, response: { 200: reportAnswer, ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: routeRateLimit(app.config.contactRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return sendCardHolderReport(app, request, request.body);
  });
};

export default cardHolderReportRoutes;
