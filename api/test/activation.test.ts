import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPersonCommand } from '../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, withoutLimits, type TestApp } from './helpers.ts';
import { submittedPerson, type SubmittedPerson } from './draft-helpers.ts';

// SPEC §7 POST /api/activate-card/activate, §5 'Activation', §8 'Activate' (issue 11).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

function activate(body: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/activate-card/activate', remoteAddress, payload: body });
}

async function dispatched(serial = '4210'): Promise<SubmittedPerson> {
  const person = await submittedPerson(t);
  for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(t.app, { action, who: person.TrackingNumber, by: 'Staff' });
  await runPersonCommand(t.app, { action: 'decision', who: person.TrackingNumber, decision: 'Y', by: 'Staff' });
  await runPersonCommand(t.app, { action: 'dispatch', who: person.TrackingNumber, serial, by: 'Staff' });
  return person;
}

describe('POST /api/activate-card/activate', () => {
  it('activates a dispatched card whose details match, once; a repeat is 409 with its error', async () => {
    const person = await dispatched();
    const body = { asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate };
    const res = await activate(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Your card is now active/);
    const again = await activate({ ...body, serial_number: '004210' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This card is already active.', error: expect.stringMatching(/^It was activated on \d{4}-\d\d-\d\d/) });
    const audit = await t.app.people.audit(person.Id);
    expect(audit.at(-1)).toMatchObject({ actor: 'card holder', action: 'activate' });
  });

  it('202 for a card not sent yet: not a success', async () => {
    const person = await submittedPerson(t);
    const res = await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/has not been sent yet/);
  });

  it.each([
    ['a wrong serial', { serial_number: '4211' }],
    ['a wrong birthdate', { birthdate: '1990-05-18' }],
    ['another number', { asic_number: 'VEA9999999' }],
  ])('one 404 for %s, never saying which', async (_what, change) => {
    const person = await dispatched();
    const res = await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate, ...change });
    expect(expectErrorShape(res, 404).message).toMatch(/^We could not find a card with that number, serial number and date of birth/);
  });

  it.each([
    [{ asic_number: 'VEA' }, { asic_number: 'asicnumber' }],
    [{ serial_number: '000' }, { serial_number: 'cardserial' }],
    [{ birthdate: '' }, { birthdate: 'required' }],
  ])('400 naming the field for %j', async (change, fields) => {
    const res = await activate({ asic_number: 'VEA0001501', serial_number: '4210', birthdate: '1990-05-17', ...change });
    expect(expectErrorShape(res, 400).fields).toEqual(fields);
  });

  it('429 past the limit per client', async () => {
    const limited = await createTestApp({ shell: false, config: { activationRateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const body = { asic_number: 'VEA0001501', serial_number: '1', birthdate: '1990-05-17' };
      for (let i = 0; i < 2; i += 1) await limited.app.inject({ method: 'POST', url: '/api/activate-card/activate', payload: body });
      expectErrorShape(await limited.app.inject({ method: 'POST', url: '/api/activate-card/activate', payload: body }), 429);
    } finally {
      await limited.close();
    }
  });
});
