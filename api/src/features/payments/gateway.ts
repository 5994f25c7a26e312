import type Stripe from 'stripe';
import { nowMs } from '../../platform/clock.ts';

// Card payments through a provider adapter: Stripe when a secret key is configured,
// otherwise a local test gateway that knows the well-known test card numbers. Neither keeps a card number or CVC.

export interface CardDetails {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  name: string;
}

export interface ChargeRequest {
  amountCents: number;
  card: CardDetails;
  description: string;
  /** The same key for a retried request: the provider charges once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * A decline carries the provider's code (Stripe's decline_code, else its error code) for our log and our choice of
 * message, never its text: the payer sees only what card-payment.ts chooses to say.
 */
export type ChargeResult = { ok: true; reference: string } | { ok: false; code: string };

/** The one decline the payer can act on without learning anything about the card: a check we cannot do here. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  /** Approved or declined; throws when the provider could not be asked (the applicant may try again). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Stripe's published test numbers this gateway approves, and the ones it declines with Stripe's codes. */
export const TEST_CARDS = {
  approved: ['4242424242424242', '4000056655665556', '5555555555554444', '5200828282828210', '5105105105105100'],
  declined: {
    '4000000000000002': 'generic_decline',
    '4000000000009995': 'insufficient_funds',
    '4000000000000069': 'expired_card',
    '4000000000000127': 'incorrect_cvc',
    '4000002760003184': AUTHENTICATION_REQUIRED,
  } as Record<string, string>,
};

export function testGateway(): PaymentGateway {
  let counter = 0;
  return {
    provider: 'test',
    async charge({ card }) {
      const number = card.number.replace(/[\s-]/g, '');
      if (TEST_CARDS.approved.includes(number)) return { ok: true, reference: `test_${nowMs().toString(36)}_${(counter += 1)}` };
      return { ok: false, code: TEST_CARDS.declined[number] ?? 'card_declined' };
    },
  };
}

export interface StripeSettings {
  secretKey: string;
  /** For tests against a local stub: the API's address (default Stripe's own). */
  apiUrl?: string;
  timeoutMs: number;
}

export function stripeGateway(settings: StripeSettings): PaymentGateway {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  // Stripe's library loads with the first payment, not with every process that starts the app.
  let client: Promise<{ StripeLibrary: typeof Stripe; stripe: Stripe }> | undefined;
  const open = () => (client ??= import('stripe').then(({ default: StripeLibrary }) => ({
    StripeLibrary,
    stripe: new StripeLibrary(settings.secretKey, {
      timeout: settings.timeoutMs,
      maxNetworkRetries: 1,
      ...(url ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', '') as 'http' | 'https' } : {}),
    }),
  })));
  return {
    provider: 'stripe',
    async charge({ amountCents, card, description, idempotencyKey, metadata }) {
      const { StripeLibrary, stripe } = await open();
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: 'aud',
          confirm: true,
          // Card only, and nothing that would send the applicant away to another page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          payment_method_data: {
            type: 'card',
            card: { number: card.number.replace(/[\s-]/g, ''), cvc: card.cvc, exp_month: card.expMonth, exp_year: card.expYear },
            billing_details: { name: card.name },
          } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
          description,
          metadata,
        }, { idempotencyKey });
        if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
        return { ok: false, code: AUTHENTICATION_REQUIRED };
      } catch (error) {
        if (error instanceof StripeLibrary.errors.StripeCardError) return { ok: false, code: error.decline_code || error.code || 'card_declined' };
        throw error;
      }
    },
  };
}
