import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeGateway } from '../../src/features/payments/gateway.ts';
import { authenticationMessage, declinedMessage } from '../../src/features/payments/pay-online.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from '../helpers.ts';
import { outbox, signInAs, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// Paying online: the amount from the price rules, the local test gateway's test cards, the Stripe
// adapter against a local stub of Stripe's API, one payment per application, and no card number kept.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(): Promise<SubmittedPerson & { token: string }> {
  const person = await submittedPerson(t);
  return { ...person, token: await signInAs(t, person) };
}

const card = { cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: 'Jane Citizen' };

function pay(person: { Id: number; token: string }, body: object = card) {
  return t.app.inject({ method: 'POST', url: `/api/people/${person.Id}/payment`, headers: { authorization: `Bearer ${person.token}` }, payload: body });
}

describe('GET and POST /api/people/{id}/payment with the local test gateway', () => {
  it('says what is owed, takes a test card once, records only the last four digits, and emails a receipt', async () => {
    const person = await signedIn();
    const owed = await t.app.inject({ method: 'GET', url: `/api/people/${person.Id}/payment`, headers: { authorization: `Bearer ${person.token}` } });
    expect(owed.json()).toEqual({ total: 30690, gst: 2790, shown: 27900, postofficeFee: 0, online: 30690, paid: false, paidAt: null, canPayOnline: true });

    const res = await pay(person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 30690, reference: expect.stringMatching(/^test_/) });
    const rows = await t.app.db.selectFrom('payments').selectAll().where('people_id', '=', person.Id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', last4: '4242', amount_cents: 30690, provider: 'test' });
    // No card number or CVC anywhere in the database row.
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect((await t.app.db.selectFrom('people').select('paid_at').where('id', '=', person.Id).executeTakeFirstOrThrow()).paid_at).toBeTruthy();
    expect((await t.app.people.audit(person.Id)).at(-1)).toMatchObject({ action: 'payment', actor: 'applicant (card ending 4242)' });
    expect((await outbox(t, person.email))[0]!.subject).toMatch(/we have your payment$/);

    expect(expectErrorShape(await pay(person), 409).message).toBe('This application is paid already.');
  });

  it('a declined test card charges nothing and can be tried again with another', async () => {
    const person = await signedIn();
    const declined = await pay(person, { ...card, cardnumber: '4000 0000 0000 9995' });
    // The bank's reason is not told (Stripe's card-testing guidance).
    expect(expectErrorShape(declined, 402).message).toBe(declinedMessage);
    expect((await pay(person)).statusCode).toBe(200);
    const statuses = (await t.app.db.selectFrom('payments').select('status').where('people_id', '=', person.Id).orderBy('id').execute()).map((r) => r.status);
    expect(statuses).toEqual(['declined', 'paid']);
  });

  it('a card that needs 3-D Secure is told so: the one decline the payer can act on', async () => {
    const person = await signedIn();
    expect(expectErrorShape(await pay(person, { ...card, cardnumber: '4000 0027 6000 3184' }), 402).message).toBe(authenticationMessage);
  });

  it('two payments at once charge once', async () => {
    const person = await signedIn();
    const [a, b] = await Promise.all([pay(person), pay(person)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('400 naming the fields; nothing without the person\'s own token', async () => {
    const person = await signedIn();
    const res = await pay(person, { ...card, cardnumber: '1234', cvc: '12', expiryMonth: '13' });
    expect(expectErrorShape(res, 400).fields).toEqual({ cardnumber: 'cardnumber', cvc: 'cvcnumber', expiryMonth: 'invalid' });
    expectErrorShape(await t.app.inject({ method: 'POST', url: `/api/people/${person.Id}/payment`, payload: card }), 401);
    const other = await signedIn();
    expectErrorShape(await pay({ Id: person.Id, token: other.token }), 403);
  });
});

describe('the Stripe adapter against a local stub of its API', () => {
  let server: Server;
  let url = '';
  const seen: Array<{ path: string; body: string; idempotencyKey: string | undefined; auth: string | undefined }> = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string | undefined, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (body.includes('4000000000000002')) {
        res.statusCode = 402;
        res.end(JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
        return;
      }
      res.end(JSON.stringify({ id: 'pi_stub_1', object: 'payment_intent', status: 'succeeded', amount: 30690, currency: 'aud' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('creates a confirmed card payment intent in AUD with an idempotency key', async () => {
    const gateway = stripeGateway({ secretKey: 'sk_test_stub', apiUrl: url, timeoutMs: 5000 });
    const result = await gateway.charge({
      amountCents: 30690, card: { number: '4242 4242 4242 4242', cvc: '123', expMonth: 12, expYear: 2030, name: 'Jane Citizen' },
      description: 'Secure Card Services application VEA0001501', idempotencyKey: 'payment-1', metadata: { trackingNumber: 'VEA0001501' },
    });
    expect(result).toEqual({ ok: true, reference: 'pi_stub_1' });
    const call = seen.at(-1)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.idempotencyKey).toBe('payment-1');
    expect(call.auth).toBe('Bearer sk_test_stub');
    const form = new URLSearchParams(call.body);
    expect(form.get('amount')).toBe('30690');
    expect(form.get('currency')).toBe('aud');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('payment_method_data[card][number]')).toBe('4242424242424242');
    expect(form.get('metadata[trackingNumber]')).toBe('VEA0001501');
  });

  it('a card error is a decline with Stripe\'s code, not its message', async () => {
    const gateway = stripeGateway({ secretKey: 'sk_test_stub', apiUrl: url, timeoutMs: 5000 });
    const result = await gateway.charge({
      amountCents: 30690, card: { number: '4000000000000002', cvc: '123', expMonth: 12, expYear: 2030, name: 'Jane Citizen' },
      description: 'x', idempotencyKey: 'payment-2', metadata: {},
    });
    expect(result).toEqual({ ok: false, code: 'card_declined' });
  });
});
