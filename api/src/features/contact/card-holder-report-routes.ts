import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTACT_LIMITS, cardHolderReportErrors, cardHolderReportPayload } from '@cards/shared/validation';
import { captchaPassed } from '../../platform/captcha/check-answer.ts';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';
import { sendEnquiry } from './mail.ts';
import { reportAckCopy, reportOfficeCopy } from '../../mail/templates/enquiry-copy.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { requestBrand } from '../../platform/request-brand.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

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
    const fields = cardHolderReportErrors(request.body, clockNow());
    if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
    const { recaptcha, ...report } = cardHolderReportPayload(request.body);
    if (!(await captchaPassed(app, request, recaptcha))) return { result: false, error: 'captcha' as const };
    const brand = requestBrand(request);
    const sent = await sendEnquiry(app, {
      kind: 'report', type: report.ReportType, brand, payload: report, email: report.Email,
      office: (ref) => reportOfficeCopy(brand, report, ref),
      acknowledgement: (ref) => reportAckCopy(brand, report, ref),
    });
    return { result: true, reference: sent.reference, emailed: sent.acknowledged };
  });
};

export default cardHolderReportRoutes;
