import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, overMailLimit } from '../../platform/errors.ts';
import { maskEmail } from '../../platform/mail/links.ts';
import { refuseOverLimit, type LimitCheck } from '../../platform/rate-limit.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { personForToken } from '../people/person-access.ts';
import { resendStatement } from './forms.ts';
import { signedAlready } from './open-form.ts';

const noAddress = 'There is no email address to send the statement to. Please contact us.';

/**
 * POST /api/people/{id}/operational-need-form/resend: the applicant (their id_token) sends the statement's link
 * again, to the signer's address masked in the answer. `perPerson` counts the request against the limit per person,
 * asked only once the statement is known to be waiting.
 */
export async function resendForm(
  app: FastifyInstance, request: FastifyRequest, id: number, perPerson: () => Promise<LimitCheck>,
): Promise<{ queued: true; sentTo: string }> {
  const person = await personForToken(app, request, id);
  const form = await app.opNeedForms.byPeopleId(person.id);
  if (!form) throw new ApiError(404, 'There is no statement of operational need for this application.');
  if (form.status === 'signed') throw new ApiError(409, signedAlready);
  refuseOverLimit(await perPerson());
  const sent = await resendStatement(app, person, form, clockNow());
  if (sent.to === null) throw new ApiError(400, noAddress);
  if (!sent.outcome.queued) {
    if (sent.outcome.reason === 'duplicate') throw new ApiError(409, signedAlready);
    throw overMailLimit(sent.outcome.retryAfterMs);
  }
  return { queued: true as const, sentTo: maskEmail(sent.to) };
}
