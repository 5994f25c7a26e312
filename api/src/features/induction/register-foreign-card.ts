import type { FastifyInstance } from 'fastify';
import { inductionCompanies, isInductionCompany, programsForAirports } from '@cards/shared/domain';
import type { ForeignCardRegistered } from '@cards/shared/staff';
import { inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber, type InductionEnrolmentInput } from '@cards/shared/validation';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';
import { writeStaffAudit, type StaffActor } from '../staff/repository.ts';
import { enrolForeignCard } from './enrolment.ts';

// A foreign card registered by staff from a paper form (the console, or `ops foreign-card create`): the same rules
// and the same enrolment as the induction-only page, so the holder gets the same email with their status link, and
// an audit row naming who registered it, in the same transaction.

export const noInductions = `This brand runs no security inductions, so it registers no foreign cards: ${inductionCompanies().join(' and ')} do.`;

export async function registerForeignCard(
  app: FastifyInstance, company: string, body: InductionEnrolmentInput, actor: StaffActor, now: Date,
): Promise<ForeignCardRegistered> {
  if (!isInductionCompany(company)) throw new ApiError(404, noInductions);
  const fields = inductionEnrolmentErrors(body, company, now, app.localities.known);
  if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
  const enrolment = inductionEnrolmentPayload(body);
  if (isOwnCardNumber(enrolment.Asicnum)) {
    throw new ApiError(400, `${enrolment.Asicnum} is one of our own tracking numbers: its holder enrols on the induction page with it, not as a foreign card.`, { Asicnum: 'invalid' });
  }
  const programIds = programsForAirports(company, enrolment.Inductions);
  if (programIds.some((id) => !app.inductions.program(id))) {
    throw new ApiError(503, 'An induction of those airports is not available right now. Please try again later.');
  }
  const { answer, mailQueued } = await enrolForeignCard(app, enrolment, company, now, {
    name: actor.name,
    audit: (trx, cardId) => writeStaffAudit(trx, {
      company, actor, action: 'foreign-card.register', staffId: null, after: { foreignCardId: cardId, programIds },
    }, now),
  });
  if (mailQueued) app.mailSender.kick();
  return { id: answer.data!.Id, mailQueued };
}
