import type { FastifyInstance } from 'fastify';
import { ApiError, overMailLimit } from '../../platform/errors.ts';
import { resendStatement } from '../opneed/forms.ts';
import { signedAlready } from '../opneed/open-form.ts';
import { casePerson, checkedActor, trackingNumberOf, type StaffActor } from './case-person.ts';
import { personStory } from './person-story.ts';

// The console's mail actions on a person: the statement of operational need sent again to its signer, and an email
// about the person that failed sent again. Each is on the staff audit: who asked, for which application.

export async function resendStatementFor(app: FastifyInstance, company: string, peopleId: number, by: StaffActor, now: Date): Promise<void> {
  const actor = checkedActor(by);
  const person = await casePerson(app, company, peopleId);
  if (person.redacted_at) throw new ApiError(409, 'This application was redacted; nothing about it can change.');
  const form = await app.opNeedForms.byPeopleId(person.id);
  if (!form) throw new ApiError(409, 'This application has no statement of operational need.');
  if (form.status === 'signed') throw new ApiError(409, signedAlready);
  const sent = await resendStatement(app, person, form, now);
  if (sent.to === null) throw new ApiError(409, 'The statement has no email address to go to.');
  if (!sent.outcome.queued) {
    if (sent.outcome.reason === 'duplicate') throw new ApiError(409, signedAlready);
    throw overMailLimit(sent.outcome.retryAfterMs);
  }
  await app.staffAccounts.audit({
    company, actor: { id: actor.staffId ?? null, name: actor.name }, action: 'statement-resent', staffId: null,
    after: { trackingNumber: trackingNumberOf(person) },
  }, now);
}

export async function retryPersonMail(app: FastifyInstance, company: string, peopleId: number, mailId: number, by: StaffActor, now: Date): Promise<void> {
  const actor = checkedActor(by);
  const story = await personStory(app, company, peopleId);
  // Only an email about this application, so a mail id of another's is the same 404 as none.
  if (!story.mails.some((mail) => mail.id === mailId)) throw new ApiError(404, 'There is no such email for this application.');
  if (!(await app.mailQueue.retry(mailId, now))) throw new ApiError(409, 'That email is not failed or cancelled, so there is nothing to send again.');
  app.mailSender.kick();
  await app.staffAccounts.audit({
    company, actor: { id: actor.staffId ?? null, name: actor.name }, action: 'mail-retried', staffId: null,
    after: { trackingNumber: story.person.trackingNumber, mailId },
  }, now);
}
