import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import type { PersonRow } from '../people/repository.ts';
import type { StatusUpdate } from '../../mail/templates/index.ts';
import { queueDraftMail } from '../drafts/mail.ts';
import { activateLink, trackLink } from '../../platform/mail/links.ts';
import { trackingNumberOf } from './case-person.ts';

/**
 * Every stage change emails the applicant: what happened, what comes next and the track link, with no
 * more personal data than the first name and the tracking number. Held to the mail limits like every email.
 * Whether it was queued.
 */
export async function emailStatusUpdate(app: FastifyInstance, person: PersonRow, update: StatusUpdate, now: Date): Promise<boolean> {
  const draft = await app.drafts.byId(person.draft_id);
  if (!draft || !person.email) return false;
  const brand = getBrand(person.company);
  const number = trackingNumberOf(person);
  const link = trackLink(app.config.publicUrl, brand, person.card_type, number);
  const dispatched = update === 'dispatch-post' || update === 'dispatch-pickup';
  // The card is the person's, as made: not the draft's.
  const outcome = await app.drafts.transaction((drafts, trx) => queueDraftMail(app, drafts, trx, {
    kind: 'status-update', draft, cardType: person.card_type, data: { Firstname: person.firstname ?? undefined }, to: person.email,
    trackingNumber: number, link, update,
    ...(dispatched ? { activateLink: activateLink(app.config.publicUrl, brand, person.card_type) } : {}),
  }, now));
  if (outcome.queued) app.mailSender.kick();
  return outcome.queued;
}
