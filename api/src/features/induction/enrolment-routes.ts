import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { inductionCompanies, isInductionCompany, programsForAirports, waitText } from '@cards/shared/domain';
import { INDUCTION_ENROLMENT_FIELDS, inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber } from '@cards/shared/validation';
import type { InductionEnrolmentAnswer } from '@cards/shared/domain';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';
import { afterAnswer, answeredWorkDone, claimEnrolment, confirmEnrolment, enrolmentNumberWait } from './enrolment-claims.ts';
import { cardHolderOf, enrolForeignCard } from './enrolment.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { companyHeader, companyQuery } from '../../platform/request-brand.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';
import { inductionListSchema } from './schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// SPEC §7 POST /api/register/induction-only (§3 payload, §5 'Induction-only enrolment'), for the brands
// that run inductions (adg, bne). The shape, then the shared rules (a 400 naming the fields), then whose card it is.
// Another issuer's number makes a foreign card, enrolled and emailed at once. A number of ours (VEA and 7 digits) gets
// one answer whether or not it is the tracking number of a person with the legal name and date of birth typed (in
// place of SPEC §8's 422): no id, no dates, only that a link goes by email to the address on the application if
// they match. The work for a match is done after the answer, so its time tells nothing either. Tries are limited per
// tracking number, whatever the address. POST …/confirm with the link's token enrols the holder.

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
    CardType: Type.Optional(Type.Union([Type.Literal('asic'), Type.Literal('msic')])),
    Inductions: inductionListSchema,
  }), Type.Null()]),
  confirmBy: Type.Optional(Type.Literal('email')),
  err: Type.Optional(Type.String()),
});

const confirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** The one answer to an enrolment with one of our numbers, whether the details match or not. */
export const CHECK_EMAIL_ANSWER: InductionEnrolmentAnswer = { result: true, foreign: false, data: null, confirmBy: 'email' };

export const tooManyEnrolments = (waitSeconds: number) => `There have been too many enrolments with this tracking number. Try again ${waitText(waitSeconds * 1000)}, or open the link we emailed to the address on the application.`;
export const enrolmentLinkGone = 'This enrolment link has been used already or has run out. Enrol again to get a new one, or sign in to your application’s status page to see your inductions.';

export const ENROLMENT_BODY_LIMIT = 8 * 1024;


const inductionEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A match's link and email are made after the answer; closing waits for them.
  app.addHook('onClose', async () => answeredWorkDone(app));

  app.post('/api/register/induction-only', {
    schema: { body, response: { 200: answer, ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: routeRateLimit(app.config.induction.enrolmentRateLimit) },
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    const company = companyHeader(request) ?? companyQuery(request);
    if (!isInductionCompany(company)) {
      throw new ApiError(400, `Induction-only enrolment is for the airports of ${inductionCompanies().join(' and ')}: open the enrolment page on their site.`, { company: 'invalid' });
    }
    const now = clockNow();
    const fields = inductionEnrolmentErrors(request.body, company, now, app.localities.known);
    if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
    const enrolment = inductionEnrolmentPayload(request.body);
    const programIds = programsForAirports(company, enrolment.Inductions);
    if (programIds.some((id) => !app.inductions.program(id))) {
      throw new ApiError(503, 'This induction is not available right now. Please try again later.');
    }

    if (isOwnCardNumber(enrolment.Asicnum)) {
      const wait = await enrolmentNumberWait(app, enrolment.Asicnum, app.config.induction.enrolmentNumberLimit, now);
      if (wait !== null) {
        reply.header('retry-after', wait);
        throw new ApiError(429, tooManyEnrolments(wait), undefined, { reason: 'too_many_attempts' });
      }
      afterAnswer(app, async () => {
        const person = await cardHolderOf(app, enrolment);
        const mailed = person ? await claimEnrolment(app, person, company, programIds, now) : false;
        if (mailed) app.mailSender.kick();
        request.log.info({ matched: person !== undefined, mailed, programIds }, 'induction enrolment by tracking number');
      });
      return CHECK_EMAIL_ANSWER;
    }
    const enrolled = await enrolForeignCard(app, enrolment, company, now);
    if (enrolled.mailQueued) app.mailSender.kick();
    request.log.info({ foreign: true, id: enrolled.answer.data?.Id, programIds }, 'induction enrolment');
    return enrolled.answer;
  });

  // The emailed link's token, once. The holder has shown they read the address on the application, so the
  // answer has their inductions and links.
  app.post('/api/register/induction-only/confirm', {
    schema: { body: confirmBody, response: { 200: answer, ...errorResponses(400, 404, 413, 415, 429) } },
    config: { rateLimit: routeRateLimit(app.config.induction.readRateLimit) },
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    const enrolled = await confirmEnrolment(app, request.body.token, clockNow());
    if (!enrolled) throw new ApiError(404, enrolmentLinkGone);
    if (enrolled.mailQueued) app.mailSender.kick();
    request.log.info({ foreign: false, id: enrolled.answer.data?.Id }, 'induction enrolment confirmed');
    return enrolled.answer;
  });
};

export default inductionEnrolmentRoutes;
