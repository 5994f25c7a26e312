import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { trackingNumber } from '@cards/shared/domain';
import type { AttemptLimit } from '../../platform/db/attempts.ts';
import type { PersonRow } from '../people/repository.ts';
import { queueDraftMail } from '../drafts/mail.ts';
import { activateLink } from '../../platform/mail/links.ts';

// The holder hears when their card's activation has been refused so often that it is locked. One email a
// lock: the notice is itself an attempt of its own kind, allowed once a window.

const NOTICE = 'activation-notice';

/** Queues the 'activation-refused' email to the holder, unless one went within the lock's window; true when queued. */
export async function notifyActivationRefused(app: FastifyInstance, person: PersonRow, lock: AttemptLimit, now: Date): Promise<boolean> {
  if (person.redacted_at || !person.email) return false;
  const draft = await app.drafts.byId(person.draft_id);
  if (!draft) return false;
  const once = await app.attempts.take(NOTICE, String(person.id), { max: 1, windowMs: lock.windowMs }, now);
  if (!once.allowed) return false;
  const brand = getBrand(person.company);
  const number = trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic');
  const link = activateLink(app.config.publicUrl, brand, person.card_type);
  // Sent of itself, not on a visitor's demand (once a lock), so no mail limit holds it back (MAIL_KINDS' onDemand).
  const outcome = await app.drafts.transaction((drafts, trx) => queueDraftMail(app, drafts, trx, {
    // The card of the person, as made: the email names it.
    kind: 'activation-refused', draft, cardType: person.card_type, data: { Firstname: person.firstname ?? undefined }, to: person.email, trackingNumber: number, link,
  }, now));
  if (outcome.queued) app.mailSender.kick();
  return outcome.queued;
}
