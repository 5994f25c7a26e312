import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { authenticationMessage, declinedMessage } from '../../src/features/payments/pay-online.ts';
import { createTestApp, expectErrorShape, statedWait, withoutLimits, type TestApp } from '../helpers.ts';
import { signInAs, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// Payment is no card checker: every decline gets one message (Stripe's guidance on card testing), and
// attempts are limited per application and per card fingerprint, counted in the database, whatever the address:
// over a limit the gateway (here a local stub of Stripe's API, counting what reaches it) is not asked at all.

const APPLICATION_MAX = 5;
const CARD_MAX = 4;

let stripe: Server;
let charges: string[] = [];
let t: TestApp;

/** Stripe's answer to a card error with its decline code, as the live API gives it. */
const declines: Record<string, { code: string; decline_code?: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

beforeAll(async () => {
  stripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const number = new URLSearchParams(body).get('payment_method_data[card][number]') ?? '';
      charges.push(number);
      res.setHeader('content-type', 'application/json');
      if (number === '4000000000000101') {
        // Stripe refusing the request itself: the provider could not be asked about the card.
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Something on our side.' } }));
        return;
      }
      if (number === '4000002760003184') {
        res.end(JSON.stringify({ id: 'pi_stub_3ds', object: 'payment_intent', status: 'requires_action', amount: 30690, currency: 'aud' }));
        return;
      }
      const decline = declines[number] ?? (number.startsWith('4242') ? undefined : declines['4000000000000002']);
      if (decline) {
        res.statusCode = 402;
        res.end(JSON.stringify({ error: { type: 'card_error', ...decline } }));
        return;
      }
      res.end(JSON.stringify({ id: `pi_stub_${charges.length}`, object: 'payment_intent', status: 'succeeded', amount: 30690, currency: 'aud' }));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const base = loadConfig({});
  // The per-client limit stays as shipped: the attempts below come from a new address each.
  t = await createTestApp({ shell: false, config: withoutLimits({
    payments: {
      ...base.payments, stripeSecretKey: 'sk_test_stub', stripeApiUrl: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
      applicationLimit: { max: APPLICATION_MAX, windowMs: 3_600_000 }, cardLimit: { max: CARD_MAX, windowMs: 24 * 3_600_000 },
    },
  }) });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.close(resolve));
});
beforeEach(() => {
  charges = [];
});

async function signedIn(): Promise<SubmittedPerson & { token: string }> {
  const person = await submittedPerson(t);
  return { ...person, token: await signInAs(t, person) };
}

const year = String(new Date().getFullYear() + 2);
const card = (cardnumber: string, cvc = '123') => ({ cardnumber, cvc, expiryMonth: '12', expiryYear: year, nameOnCard: 'Jane Citizen' });
/** A distinct Visa-shaped number per attempt, none of them a card the stub approves. */
const otherCard = (n: number) => `4000001${String(n).padStart(9, '0')}`;

function pay(person: { Id: number; token: string }, body: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: `/api/people/${person.Id}/payment`, remoteAddress, headers: { authorization: `Bearer ${person.token}` }, payload: body });
}

describe('POST /api/people/{id}/payment is no card checker', () => {
  it('answers every decline alike: CVC, funds, expiry and a plain decline give one message', async () => {
    const person = await signedIn();
    const answers = [];
    for (const [i, number] of ['4000000000000127', '4000000000009995', '4000000000000069', '4000000000000002'].entries()) {
      answers.push(expectErrorShape(await pay(person, card(number), `198.51.100.${i + 1}`), 402));
    }
    expect(charges).toHaveLength(4);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.message).toBe(declinedMessage);
    for (const words of [/security code|cvc/i, /funds/i, /expired/i]) expect(answers[0]!.message).not.toMatch(words);
  });

  it('says plainly when the card needs a check the page cannot do (nothing about the card itself)', async () => {
    const person = await signedIn();
    // The stub answers 'requires_action' as Stripe does for a card that needs 3-D Secure.
    const res = await pay(person, card('4000002760003184'), '198.51.100.20');
    expect(expectErrorShape(res, 402).message).toBe(authenticationMessage);
    expect(charges).toEqual(['4000002760003184']);
  });

  it('30 tries on one application from 30 addresses: only the limit reaches the gateway, then 429 with the real Retry-After', async () => {
    const person = await signedIn();
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 30; i += 1) {
      const res = await pay(person, card(otherCard(i)), `203.0.113.${i + 1}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(charges).toHaveLength(APPLICATION_MAX);
    expect(statuses).toEqual([...Array(APPLICATION_MAX).fill(402), ...Array(30 - APPLICATION_MAX).fill(429)]);
    expect(expectErrorShape(refused!, 429)).toMatchObject({ reason: 'too_many_attempts' });
    const retryAfter = Number(refused!.headers['retry-after']);
    // The first attempt leaves the hour's window in just under an hour.
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // The words say that wait.
    expect(JSON.parse(refused!.body).message).toBe(`There have been too many payment attempts for this application or with this card. Nothing was charged. Try again ${statedWait(refused!)}.`);
    // A good card is refused too while the application is over its limit: the limit does not read the card.
    expect((await pay(person, card('4242424242424242'), '203.0.113.200')).statusCode).toBe(429);
    expect(charges).toHaveLength(APPLICATION_MAX);
  });

  it('the same card over several applications is limited by its fingerprint, and only its hash is kept', async () => {
    const stolen = '4000000000000119';
    const statuses: number[] = [];
    for (let i = 0; i < CARD_MAX + 3; i += 1) {
      const person = await signedIn();
      statuses.push((await pay(person, card(stolen, String(100 + i)), `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(CARD_MAX).fill(402), 429, 429, 429]);
    expect(charges).toEqual(Array(CARD_MAX).fill(stolen));
    const rows = await t.app.db.selectFrom('payments').select(['card_fingerprint', 'last4']).where('last4', '=', '0119').execute();
    expect(new Set(rows.map((r) => r.card_fingerprint)).size).toBe(1);
    expect(rows[0]!.card_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(stolen);

    // Another card still pays, and one card may pay for several applications: only declines count against it.
    for (let i = 0; i < CARD_MAX + 1; i += 1) {
      const person = await signedIn();
      expect((await pay(person, card('4242424242424242'), `192.0.2.${100 + i}`)).statusCode).toBe(200);
    }
  });

  it('attempts the provider could not be asked about do not use up the application\'s limit', async () => {
    const person = await signedIn();
    for (let i = 0; i < APPLICATION_MAX + 2; i += 1) expect((await pay(person, card('4000000000000101'), `198.18.0.${i + 1}`)).statusCode).toBe(502);
    expect((await pay(person, card('4242424242424242'), '198.18.0.100')).statusCode).toBe(200);
  });
});
