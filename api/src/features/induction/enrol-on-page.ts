import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inductionCompanies, isInductionCompany, programsForAirports, waitText, type InductionEnrolmentAnswer } from '@cards/shared/domain';
import { inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber, type InductionEnrolmentInput } from '@cards/shared/validation';
import { ApiError, RetryLaterError, invalidDetailsMessage } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { afterAnswer, claimEnrolment, confirmEnrolment, enrolmentNumberWait } from './enrolment-claims.ts';
import { cardHolderOf, enrolForeignCard } from './enrolment.ts';

// SPEC §7 POST /api/register/induction-only (§3 payload, §5 'Induction-only enrolment') and its …/confirm, for the
// brands that run inductions. The shared rules (a 400 naming the fields), then whose card it is. Another issuer's
// number makes a foreign card, enrolled and emailed at once. A number of ours gets one answer whether or not it
// matches a person (enrolment-claims.ts), the work for a match done after the answer, so its time tells nothing.

/** The one answer to an enrolment with one of our numbers, whether the details match or not. */
export const CHECK_EMAIL_ANSWER: InductionEnrolmentAnswer = { result: true, foreign: false, data: null, confirmBy: 'email' };

export const tooManyEnrolments = (waitSeconds: number) => `There have been too many enrolments with this tracking number. Try again ${waitText(waitSeconds * 1000)}, or open the link we emailed to the address on the application.`;
export const enrolmentLinkGone = 'This enrolment link has been used already or has run out. Enrol again to get a new one, or sign in to your application’s status page to see your inductions.';

/** An enrolment on the induction-only page of `company` (X-Company, or ?company=). */
export async function enrolOnPage(
  app: FastifyInstance, log: FastifyBaseLogger, company: string | undefined, body: InductionEnrolmentInput,
): Promise<InductionEnrolmentAnswer> {
  if (!isInductionCompany(company)) {
    throw new ApiError(400, `Induction-only enrolment is for the airports of ${inductionCompanies().join(' and ')}: open the enrolment page on their site.`, { company: 'invalid' });
  }
  const now = clockNow();
  const fields = inductionEnrolmentErrors(body, company, now, app.localities.known);
  if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
  const enrolment = inductionEnrolmentPayload(body);
  const programIds = programsForAirports(company, enrolment.Inductions);
  if (programIds.some((id) => !app.inductions.program(id))) {
    throw new ApiError(503, 'This induction is not available right now. Please try again later.');
  }

  if (isOwnCardNumber(enrolment.Asicnum)) {
    const wait = await enrolmentNumberWait(app, enrolment.Asicnum, app.config.induction.enrolmentNumberLimit, now);
    if (wait !== null) throw new RetryLaterError(wait, tooManyEnrolments(wait), { reason: 'too_many_attempts' });
    afterAnswer(app, async () => {
      const person = await cardHolderOf(app, enrolment);
      const mailed = person ? await claimEnrolment(app, person, company, programIds, now) : false;
      if (mailed) app.mailSender.kick();
      log.info({ matched: person !== undefined, mailed, programIds }, 'induction enrolment by tracking number');
    });
    return CHECK_EMAIL_ANSWER;
  }
  const enrolled = await enrolForeignCard(app, enrolment, company, now);
  if (enrolled.mailQueued) app.mailSender.kick();
  log.info({ foreign: true, id: enrolled.answer.data?.Id, programIds }, 'induction enrolment');
  return enrolled.answer;
}

/**
 * The emailed link's token, once. The holder has shown they read the address on the application, so the
 * answer has their inductions and links.
 */
export async function confirmOnPage(app: FastifyInstance, log: FastifyBaseLogger, token: string): Promise<InductionEnrolmentAnswer> {
  const enrolled = await confirmEnrolment(app, token, clockNow());
  if (!enrolled) throw new ApiError(404, enrolmentLinkGone);
  if (enrolled.mailQueued) app.mailSender.kick();
  log.info({ foreign: false, id: enrolled.answer.data?.Id }, 'induction enrolment confirmed');
  return enrolled.answer;
}
