import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answeredWorkDone } from './enrolment-claims.ts';
import { confirmOnPage, enrolOnPage } from './enrol-on-page.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { companyHeader, companyQuery } from '../../platform/request-brand.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';
import { ENROLMENT_BODY_LIMIT, inductionEnrolmentBody as body, inductionListSchema } from './schemas.ts';

// SPEC §7 POST /api/register/induction-only (§3 payload, §5 'Induction-only enrolment'), for the brands
// that run inductions (adg, bne). The shape, then the shared rules (a 400 naming the fields), then whose card it is.
// Another issuer's number makes a foreign card, enrolled and emailed at once. A number of ours (VEA and 7 digits) gets
// one answer whether or not it is the tracking number of a person with the legal name and date of birth typed (in
// place of SPEC §8's 422): no id, no dates, only that a link goes by email to the address on the application if
// they match. The work for a match is done after the answer, so its time tells nothing either. Tries are limited per
// tracking number, whatever the address. POST …/confirm with the link's token enrols the holder. The work is
// enrol-on-page.ts.

const answer = Type.Object({
  result: Type.Boolean(),
  foreign: Type.Boolean(),
  data: Type.Union([Type.Object({
    Id: Type.Integer(),
    RandomId: Type.Optional(Type.String()),
    IncompleteFormId: Type.Optional(Type.Integer()),
    CardType: Type.Optional(Type.Union([Type.Literal('asic'), Type.Literal('msic')])),
    Inductions: inductionListSchema,
  }), Type.Null()]),
  confirmBy: Type.Optional(Type.Literal('email')),
  err: Type.Optional(Type.String()),
});

const confirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

const inductionEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A match's link and email are made after the answer; closing waits for them.
  app.addHook('onClose', async () => answeredWorkDone(app));

  app.post('/api/register/induction-only', {
    schema: { body, response: { 200: answer, ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: routeRateLimit(app.config.induction.enrolmentRateLimit) },
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    return enrolOnPage(app, request.log, companyHeader(request) ?? companyQuery(request), request.body);
  });

  // The emailed link's token, once. The holder has shown they read the address on the application, so the
  // answer has their inductions and links.
  app.post('/api/register/induction-only/confirm', {
    schema: { body: confirmBody, response: { 200: answer, ...errorResponses(400, 404, 413, 415, 429) } },
    config: { rateLimit: routeRateLimit(app.config.induction.readRateLimit) },
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    return confirmOnPage(app, request.log, request.body.token);
  });
};

export default inductionEnrolmentRoutes;
