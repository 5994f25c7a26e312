import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { trackingNumber, withFixedNeed, type Draft } from '@cards/shared/domain';
import { completionErrors, stepsFor } from '@cards/shared/validation';
import { ApiError } from '../../platform/errors.ts';
import { recipientOf, trackLink } from '../../platform/mail/links.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { draftForKey, messages } from './access.ts';
import { hashKey, newToken } from './keys.ts';
import { step3Reference } from './card-details.ts';
import { withServerMembers } from './payload.ts';
import { queueDraftMail } from './mail.ts';
import { makeStatement } from '../opneed/forms.ts';
import { enrolConvertedPerson } from '../induction/enrolment.ts';
import { restage } from '../casework/queue-stage.ts';

// SPEC §4 'Confirming marks the last step complete and triggers conversion': a finished draft becomes a person,
// once. Made with it: the submission email and, where someone confirms the need, the statement of operational need
// and its email; an induction brand's inductions; and the one-time code the page signs in with.

const incomplete = 'Some steps of your application are not finished yet. Go back to them before you confirm.';

/** The person's Id and tracking number, and the one-time code the page exchanges at POST /api/login. */
export interface Conversion {
  Id: number;
  VerificationCode: string;
  TrackingNumber: string;
}

/** Converts draft `id`, for the holder of one of its keys (X-Form-Key of `request`). */
export async function convertDraft(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Conversion> {
  const draft = await draftForKey(app, request, id);
  const brand = getBrand(draft.company);
  const steps = stepsFor(brand);
  const data = withFixedNeed(app.drafts.dataOf(draft), brand);
  if (draft.step_completed < steps.length) throw new ApiError(409, incomplete, undefined, { reason: 'incomplete' });
  // Every answer once more: nothing changed since the last step was marked complete may slip through.
  const fields = completionErrors(0, steps.length, withServerMembers(data, draft), {
    today: clockNow(), knownLocality: app.localities.known, reference: await step3Reference(app),
  }, steps);
  if (Object.keys(fields).length > 0) throw new ApiError(409, incomplete, fields, { reason: 'incomplete' });
  const typed = data as Draft;
  const to = recipientOf(data);
  const now = clockNow();
  const code = newToken();
  const expiresAt = new Date(now.getTime() + app.config.auth.conversionCodeTtlMs).toISOString();

  const outcome = await app.drafts.transaction(async (drafts, trx) => {
    // Only one request turns the draft into a person; any other, at the same time or later, is refused.
    const claimed = await drafts.update(id, { converted: 1 }, { converted: 0 });
    if (!claimed) throw new ApiError(409, messages.converted, undefined, { reason: 'converted' });
    let queued = false;
    const person = await app.people.insert(trx, {
      draftId: id, company: draft.company, cardType: draft.card_type, firstname: typed.Firstname?.trim() || null,
      surname: typed.Surname?.trim() ?? '', birthdate: typed.Birthdate ?? '', email: to ?? '', data,
    }, now);
    await drafts.update(id, { people_id: person.id, updated_at: now.toISOString() });
    if (to) {
      const number = trackingNumber(person.id, draft.card_type === 'msic' ? 'msic' : 'asic');
      const result = await queueDraftMail(app, drafts, trx, {
        kind: 'submitted', draft, cardType: person.card_type, data, to, dedupeKey: `submitted:${person.id}`, trackingNumber: number,
        link: trackLink(app.config.publicUrl, brand, person.card_type, number),
      }, now);
      queued = result.queued;
    }
    // The statement of operational need, with the person (docs/decisions.md 'Who signs the statement').
    const statement = await makeStatement(app, drafts, trx, { draft, data: typed, person }, now);
    queued ||= statement.queued;
    // The queue's stage waits on the statement, made just now.
    await restage(trx, person.id, now);
    // An induction brand's applicant gets the inductions of their airports (status page, SPEC §4).
    await enrolConvertedPerson(app, trx, person, draft.company, (typed.airports ?? []).map((a) => a.Id), now);
    await app.people.addCode(trx, { peopleId: person.id, codeHash: hashKey(code), purpose: 'conversion', expiresAt }, now);
    return { person, queued };
  });
  if (outcome.queued) app.mailSender.kick();
  const { person } = outcome;
  return { Id: person.id, VerificationCode: code, TrackingNumber: trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic') };
}
