import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { trackingNumber } from '@cards/shared/domain';
import type { PersonRow } from '../people/repository.ts';
import { personPrice } from '../people/application.ts';
import { queueDraftMail } from '../drafts/mail.ts';
import { trackLink } from '../../platform/mail/links.ts';
import { cardFingerprint, paymentWait } from './attempt-limits.ts';
import { AUTHENTICATION_REQUIRED, type CardDetails, type PaymentGateway } from './gateway.ts';
import { now as clockNow } from '../../platform/clock.ts';

// One online payment: claims the person's one open attempt (a double submit finds it taken), charges
// through the gateway, records the outcome with the last four digits and the provider's reference only, marks the
// application paid with an audit row, and emails the receipt. Before any of that, the attempt limits per application
// and per card: over either, the gateway is not asked.

export type PaymentOutcome =
  | { kind: 'paid'; amountCents: number; reference: string }
  /** `authentication`: the card needs a check (3-D Secure) this page cannot do; any other decline is one answer. */
  | { kind: 'declined'; authentication: boolean }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'busy' }
  | { kind: 'failed' };

export async function payByCard(app: FastifyInstance, gateway: PaymentGateway, person: PersonRow, card: CardDetails, now = clockNow()): Promise<PaymentOutcome> {
  const brand = getBrand(person.company);
  // The post office fee is paid at the counter, so the charge is the online part of the one price.
  const amount = personPrice(person).online;
  const digits = card.number.replace(/[\s-]/g, '');
  const settings = app.config.payments;
  const fingerprint = cardFingerprint(settings.fingerprintSecret, digits);
  const wait = await paymentWait(app.db, { peopleId: person.id, fingerprint }, settings, now);
  if (wait !== null) {
    app.log.warn({ peopleId: person.id, retryAfterSeconds: wait }, 'card payment refused: too many attempts');
    return { kind: 'limited', retryAfterSeconds: wait };
  }
  const claim = await app.db.insertInto('payments').values({
    people_id: person.id, amount_cents: amount, provider: gateway.provider, status: 'pending', open: 1,
    last4: digits.slice(-4), reference: null, card_fingerprint: fingerprint, created_at: now.toISOString(),
  }).returning('id').executeTakeFirst().catch(() => undefined);
  if (!claim) return { kind: 'busy' };

  const number = trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic');
  let result;
  try {
    result = await gateway.charge({
      amountCents: amount, card, description: `${brand.name} application ${number}`,
      idempotencyKey: `payment-${claim.id}`, metadata: { trackingNumber: number },
    });
  } catch (error) {
    app.log.warn({ err: error instanceof Error ? error.message : String(error), peopleId: person.id }, 'card payment could not reach the provider');
    await app.db.updateTable('payments').set({ status: 'failed', open: null }).where('id', '=', claim.id).execute();
    return { kind: 'failed' };
  }
  if (!result.ok) {
    await app.db.updateTable('payments').set({ status: 'declined', open: null }).where('id', '=', claim.id).execute();
    // The provider's code stays in our log, where staff can help a payer who calls; the payer's answer is generic.
    app.log.info({ peopleId: person.id, declineCode: result.code }, 'card payment declined');
    return { kind: 'declined', authentication: result.code === AUTHENTICATION_REQUIRED };
  }
  await app.db.updateTable('payments').set({ status: 'paid', reference: result.reference }).where('id', '=', claim.id).execute();
  const paid = await app.people.changeStages(person.id, { paid_at: now.toISOString() }, { actor: 'applicant (card ending ' + digits.slice(-4) + ')', action: 'payment' }, now);
  const draft = await app.drafts.byId(person.draft_id);
  if (paid && draft && person.email) {
    const link = trackLink(app.config.publicUrl, brand, person.card_type, number);
    const mail = await app.drafts.transaction((drafts, trx) => queueDraftMail(app, drafts, trx, {
      kind: 'status-update', draft, cardType: person.card_type, data: { Firstname: person.firstname ?? undefined }, to: person.email, trackingNumber: number, link,
      update: 'payment',
    }, now));
    if (mail.queued) app.mailSender.kick();
  }
  return { kind: 'paid', amountCents: amount, reference: result.reference };
}
