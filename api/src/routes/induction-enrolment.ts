import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getBrand } from '@cards/shared/brand';
import { INDUCTION_COMPANIES, isInductionCompany, programsForAirports } from '@cards/shared/domain';
import { INDUCTION_ENROLMENT_FIELDS, inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber } from '@cards/shared/validation';
import type { InductionEnrolmentAnswer } from '@cards/shared/domain';
import { ApiError, invalidDetailsMessage } from '../errors.ts';
import { cardHolderOf, enrolCardHolder, enrolForeignCard } from '../induction/enrolment.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { companyHeader, companyQuery } from '../web/request-brand.ts';
import { errorResponses, noStore } from './common.ts';
import { inductionListSchema } from './induction-people.ts';

// SPEC §7 POST /api/register/induction-only (§3 payload, §5 'Induction-only enrolment', §8 'Induction-only failure';
// issue 14), for the brands that run inductions (adg, bne). The shape, then the shared rules (a 400 naming the fields),
// then whose card it is: a number of ours (VEA and 7 digits) must be the tracking number of a person whose legal name
// and date of birth are the ones typed, else one 422 whatever did not match, so the answer tells nobody which part
// was wrong; another issuer's number makes a foreign card. Either way the inductions are made and emailed.

const text = Type.Optional(Type.String({ maxLength: 200 }));
const body = Type.Object({
  ...(Object.fromEntries(INDUCTION_ENROLMENT_FIELDS.filter((name) => name !== 'Inductions').map((name) => [name, text])) as
    Record<Exclude<(typeof INDUCTION_ENROLMENT_FIELDS)[number], 'Inductions'>, typeof text>),
  Inductions: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
}, { additionalProperties: false });

const answer = Type.Object({
  result: Type.Boolean(),
  foreign: Type.Boolean(),
  data: Type.Union([Type.Object({
    Id: Type.Integer(),
    RandomId: Type.Optional(Type.String()),
    IncompleteFormId: Type.Optional(Type.Integer()),
    Inductions: inductionListSchema,
  }), Type.Null()]),
  err: Type.Optional(Type.String()),
});

export const ENROLMENT_BODY_LIMIT = 8 * 1024;

/** SPEC §8: the one answer for a number of ours that is not the applicant's, whatever did not match. */
export function notYourNumber(product: string): string {
  return `The ${product} Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ${product} application.`;
}

const inductionEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/register/induction-only', {
    schema: { body, response: { 200: answer, 422: answer, ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: routeRateLimit(app.config.induction.enrolmentRateLimit) },
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    const company = companyHeader(request) ?? companyQuery(request);
    if (!isInductionCompany(company)) {
      throw new ApiError(400, `Induction-only enrolment is for the airports of ${INDUCTION_COMPANIES.join(' and ')}: open the enrolment page on their site.`, { company: 'invalid' });
    }
    const now = new Date();
    const fields = inductionEnrolmentErrors(request.body, company, now, app.localities.known);
    if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
    const enrolment = inductionEnrolmentPayload(request.body);
    const programIds = programsForAirports(company, enrolment.Inductions);
    if (programIds.some((id) => !app.inductions.program(id))) {
      throw new ApiError(503, 'This induction is not available right now. Please try again later.');
    }

    let enrolled;
    if (isOwnCardNumber(enrolment.Asicnum)) {
      const person = await cardHolderOf(app, enrolment);
      if (!person) {
        const refused: InductionEnrolmentAnswer = { result: false, foreign: false, data: null, err: notYourNumber(getBrand(company).product) };
        return reply.status(422).send(refused);
      }
      enrolled = await enrolCardHolder(app, person, enrolment, company, now);
    } else {
      enrolled = await enrolForeignCard(app, enrolment, company, now);
    }
    if (enrolled.mailQueued) app.mailSender.kick();
    request.log.info({ foreign: enrolled.answer.foreign, id: enrolled.answer.data?.Id, programIds }, 'induction enrolment');
    return enrolled.answer;
  });
};

export default inductionEnrolmentRoutes;
