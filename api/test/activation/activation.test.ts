import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, testDatabase, withoutLimits, type TestApp } from '../helpers.ts';
import { confirmNeed, outbox, submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// SPEC §7 POST /api/activate-card/activate, §5 'Activation', §8 'Activate'.

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
  await confirmNeed(t, person);
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
    expect(res.json().message).toBe('Your ASIC is now active.');
    const again = await activate({ ...body, serial_number: '004210' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This ASIC is already active.', error: expect.stringMatching(/^It was activated on \d{1,2} [A-Z][a-z]+ \d{4}\./) });
    // Activation showed the raw '2026-11-27' for a card activated at 06:47 in Sydney on the 28th.
    await t.app.db.updateTable('people').set({ activated_at: '2026-11-27T19:47:00.000Z' }).where('id', '=', person.Id).execute();
    expect((await activate({ ...body })).json().error).toBe('It was activated on 28 November 2026. If you did not do this, contact us.');
    const audit = await t.app.people.audit(person.Id);
    expect(audit.at(-1)).toMatchObject({ actor: 'card holder', action: 'activate' });
  });

  it('takes the whole printed number typed after the prefix the page starts with, as the page does (SPEC §5 \'Activation\')', async () => {
    const person = await dispatched();
    const res = await activate({ asic_number: `VEA ${person.TrackingNumber}`, serial_number: '4210', birthdate: person.birthdate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your ASIC is now active.');
  });

  it('a card not sent yet is the one 404 even with the right birthdate: no answer confirms a birthdate', async () => {
    const person = await submittedPerson(t);
    const right = await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate }, '10.1.0.1');
    const wrong = await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: '1990-05-18' }, '10.1.0.2');
    expect(expectErrorShape(right, 404).message).toMatch(/^We could not find a card with that number, serial number and date of birth/);
    expect(right.json()).toEqual(wrong.json());
  });

  it('a wrong birthdate, a wrong serial, a number of nobody\'s and a card not sent answer alike: status, body and headers', async () => {
    const person = await dispatched();
    const notSent = await submittedPerson(t);
    const good = { asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate };
    const answers = [
      await activate({ ...good, birthdate: '1990-05-18' }, '10.2.0.1'),
      await activate({ ...good, serial_number: '4211' }, '10.2.0.2'),
      await activate({ ...good, asic_number: 'VEA9999999' }, '10.2.0.3'),
      await activate({ ...good, asic_number: notSent.TrackingNumber, birthdate: notSent.birthdate }, '10.2.0.4'),
    ];
    const shape = (res: (typeof answers)[number]) => {
      const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    expectErrorShape(answers[0]!, 404);
    for (const res of answers.slice(1)) expect(shape(res)).toEqual(shape(answers[0]!));
  });

  it.each([
    [{ asic_number: 'VEA' }, { asic_number: 'asicnumber' }],
    [{ serial_number: '000' }, { serial_number: 'cardserial' }],
    [{ birthdate: '' }, { birthdate: 'required' }],
  ])('400 naming the field for %j', async (change, fields) => {
    const res = await activate({ asic_number: 'VEA0001501', serial_number: '4210', birthdate: '1990-05-17', ...change });
    expect(expectErrorShape(res, 400).fields).toEqual(fields);
  });

  it('100 guesses at one card from 100 addresses: refused past the limit per card, the card never activated, the holder emailed once', async () => {
    const person = await dispatched('4210');
    const max = t.app.config.activationCardLimit.max;
    // All at once, as an attack from 80 addresses sends them: each is counted before any is compared.
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => activate(
      { asic_number: person.TrackingNumber, serial_number: String(1000 + i), birthdate: person.birthdate }, `10.3.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    )));
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - max);
    const refused = guesses.find((res) => res.statusCode === 429)!;
    expect(expectErrorShape(refused, 429)).toMatchObject({ reason: 'too_many_attempts' });
    // The real wait: until the first of the counted tries leaves the window (a day by default), said in the message.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(t.app.config.activationCardLimit.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(t.app.config.activationCardLimit.windowMs / 1000);
    expect(refused.json().message).toBe('There have been too many attempts to activate this card. Try again in 24 hours, or contact us.');

    // Locked: the right details from yet another address are refused too, and nothing is activated.
    const right = await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate }, '10.4.0.1');
    expectErrorShape(right, 429);
    const row = await t.app.people.byId(person.Id);
    expect(row!.activated_at).toBeNull();
    expect((await t.app.people.audit(person.Id)).map((a) => a.action)).not.toContain('activate');

    const notices = (await outbox(t, person.email)).filter((m) => m.subject === 'We have paused activation of your ASIC');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(person.TrackingNumber);
    expect(notices[0]!.text).toContain('The activation page says when you can try again.');
    expect(notices[0]!.text).not.toContain(person.birthdate);
  });

  it('the lock is the card\'s own: another holder activates theirs meanwhile', async () => {
    const locked = await dispatched('4210');
    for (let i = 0; i < t.app.config.activationCardLimit.max; i += 1) {
      await activate({ asic_number: locked.TrackingNumber, serial_number: '9999', birthdate: locked.birthdate }, `10.5.0.${i + 1}`);
    }
    expectErrorShape(await activate({ asic_number: locked.TrackingNumber, serial_number: '4210', birthdate: locked.birthdate }), 429);
    const other = await dispatched('4210');
    expect((await activate({ asic_number: other.TrackingNumber, serial_number: '4210', birthdate: other.birthdate })).statusCode).toBe(200);
  });

  it('an MSIC holder is told of the lock of their MSIC, once however many more tries come', async () => {
    const person = await dispatched('4210');
    await t.app.db.updateTable('people').set({ card_type: 'msic' }).where('id', '=', person.Id).execute();
    for (let i = 0; i < t.app.config.activationCardLimit.max + 5; i += 1) {
      await activate({ asic_number: person.TrackingNumber, serial_number: '4210', birthdate: '1970-01-01' }, `10.6.0.${i + 1}`);
    }
    const mail = await outbox(t, person.email);
    const notices = mail.filter((m) => m.subject.startsWith('We have paused activation'));
    expect(notices.map((m) => m.subject)).toEqual(['We have paused activation of your MSIC']);
    expect(notices[0]!.text).toContain('VEP');
  });

  it('the limit per card is counted in the database: a second api process on the same database sees it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'activation-'));
    // One SQLite file, or with DATABASE_URL one PostgreSQL schema, dropped by the last app to close.
    const shared = process.env.DATABASE_URL ? testDatabase() : { url: path.join(dir, 'cards.db') };
    const config = (dropSchemaOnClose: boolean) => withoutLimits({
      database: { ...shared, dropSchemaOnClose }, activationCardLimit: { max: 3, windowMs: 3_600_000 },
    });
    const one = await createTestApp({ shell: false, config: config(false) });
    const two = await createTestApp({ shell: false, config: config(Boolean(process.env.DATABASE_URL)) });
    try {
      const person = await submittedPerson(one);
      const send = (app: TestApp, i: number) => app.app.inject({
        method: 'POST', url: '/api/activate-card/activate', remoteAddress: `10.7.0.${i}`,
        payload: { asic_number: person.TrackingNumber, serial_number: String(i), birthdate: person.birthdate },
      });
      expect((await send(one, 1)).statusCode).toBe(404);
      expect((await send(two, 2)).statusCode).toBe(404);
      expect((await send(one, 3)).statusCode).toBe(404);
      expectErrorShape(await send(two, 4), 429);
    } finally {
      await one.close();
      await two.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
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
