import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { waitText } from '@cards/shared/domain';
import { cardPaymentErrors } from '@cards/shared/validation';
import { ApiError, RetryLaterError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { personForToken } from '../people/person-access.ts';
import { applicationOf, personPrice } from '../people/application.ts';
import { payByCard } from './card-payment.ts';
import type { PaymentGateway } from './gateway.ts';

// Paying online, for the person of the request's id_token: what is owed, and paying it by card (card-payment.ts).
// A decline is one message whatever the bank's reason (Stripe's card-testing guidance).

/** Every decline but one: it tells the payer what they can do without saying which detail the bank refused. */
export const declinedMessage = 'The card was declined. Nothing was charged. Check the details or use another card, or contact your bank.';
export const authenticationMessage = 'This card needs a further check by your bank that we cannot do here. Nothing was charged. Use another card, or pay at your interview.';
/** The real wait, and no 'pay at your interview' (the interview may be over). */
export const tooManyPaymentsMessage = (waitMs: number) => `There have been too many payment attempts for this application or with this card. Nothing was charged. Try again ${waitText(waitMs)}.`;

/** What a sent application owes, in cents: the answer of GET /api/people/{id}/payment. */
export const paymentDueSchema = Type.Object({
  total: Type.Integer(), gst: Type.Integer(), shown: Type.Integer(), postofficeFee: Type.Integer(),
  /** What paying here takes: the total less the post office fee, which is paid at the counter. */
  online: Type.Integer(),
  paid: Type.Boolean(), paidAt: Type.Union([Type.String(), Type.Null()]),
  /** False where the organisation pays (asset brands) or once paid. */
  canPayOnline: Type.Boolean(),
});
export type PaymentDue = Static<typeof paymentDueSchema>;

/** The card as the payment form sends it; passed to the provider, never stored or logged. */
export const cardFormSchema = Type.Object({
  cardnumber: Type.String({ maxLength: 30 }),
  cvc: Type.String({ maxLength: 4 }),
  expiryMonth: Type.String({ maxLength: 2 }),
  expiryYear: Type.String({ maxLength: 4 }),
  nameOnCard: Type.String({ maxLength: 100 }),
});
export type CardForm = Static<typeof cardFormSchema>;

/** What person `id` owes, and whether they can pay it here (not where their organisation pays, nor once paid). */
export async function paymentDue(app: FastifyInstance, request: FastifyRequest, id: number): Promise<PaymentDue> {
  const person = await personForToken(app, request, id);
  const data = applicationOf(person);
  const price = personPrice(person);
  const organisationPays = data.ExtraData?.lodgementOption === 'asset-asic';
  return {
    total: price.total, gst: price.gst, shown: price.shown, postofficeFee: price.postofficeFee, online: price.online,
    paid: person.paid_at !== null, paidAt: person.paid_at, canPayOnline: person.paid_at === null && !organisationPays,
  };
}

/** Pays what person `id` owes with `card`, through `gateway`. */
export async function payOnline(
  app: FastifyInstance, request: FastifyRequest, gateway: PaymentGateway, id: number, card: CardForm,
): Promise<{ message: string; amount: number; reference: string }> {
  const person = await personForToken(app, request, id);
  const data = applicationOf(person);
  if (person.paid_at) throw new ApiError(409, 'This application is paid already.');
  if (data.ExtraData?.lodgementOption === 'asset-asic') throw new ApiError(409, 'Your organisation pays for this application.');
  const fields = cardPaymentErrors(card, clockNow());
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'Check the card details.', fields);
  const { cardnumber, cvc, expiryMonth, expiryYear, nameOnCard } = card;
  const outcome = await payByCard(app, gateway, person, {
    number: cardnumber, cvc, expMonth: Number(expiryMonth), expYear: Number(expiryYear), name: nameOnCard.trim(),
  });
  switch (outcome.kind) {
    case 'paid': return { message: 'Thank you: your payment went through.', amount: outcome.amountCents, reference: outcome.reference };
    case 'declined': throw new ApiError(402, outcome.authentication ? authenticationMessage : declinedMessage);
    case 'limited':
      throw new RetryLaterError(outcome.retryAfterSeconds, tooManyPaymentsMessage(outcome.retryAfterSeconds * 1000), { reason: 'too_many_attempts' });
    case 'busy': throw new ApiError(409, 'A payment for this application is already under way, or done. Reload the page to see it.');
    case 'failed': throw new ApiError(502, 'We could not reach our payment provider just now. Nothing was charged. Try again in a few minutes.');
  }
}
