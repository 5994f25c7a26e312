import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recordStage } from '../../src/features/casework/record-stage.ts';
import { redactPerson } from '../../src/features/casework/redact-person.ts';
import { queueStageOf } from '../../src/features/casework/queue-stage.ts';
import { queueStageSql } from '../../src/platform/db/migrations/0022-casework.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { png } from '../signature-helpers.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { signInAs, submittedPerson } from '../draft-helpers.ts';

// The queue's stage is stored (`queue_stage`, `stage_since`) so the queue sorts and filters by index: after every
// kind of change to what it is worked out from, the stored stage is the one worked out from the row, and the one
// migration 0022's SQL gives.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

const by = { name: 'Sam Staff' };

async function stored(id: number) {
  const row = await t.app.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const form = await t.app.opNeedForms.byPeopleId(id);
  const migrated = await t.app.db.selectFrom('people').select(sql<string | null>`${queueStageSql}`.as('stage')).where('id', '=', id).executeTakeFirstOrThrow();
  // The airports' copy of the stage follows it.
  const airports = await t.app.db.selectFrom('person_airports').select('queue_stage').where('people_id', '=', id).execute();
  for (const airport of airports) expect(airport.queue_stage).toBe(row.queue_stage);
  return { stage: row.queue_stage, since: row.stage_since, computed: queueStageOf(row, form), migrated: migrated.stage };
}

async function expectStage(id: number, stage: string | null) {
  const now = await stored(id);
  expect(now).toMatchObject({ stage, computed: stage, migrated: stage });
  return now;
}

describe('the stored queue stage', () => {
  it('follows conversion, the statement being signed, each staff action, online payment, activation and redaction', async () => {
    const person = await submittedPerson(t);
    // Converted with a statement for the employer to sign.
    const submitted = await expectStage(person.Id, 'submitted');
    expect(submitted.since).toBeTruthy();

    const form = (await t.app.opNeedForms.byPeopleId(person.Id))!;
    expect(await t.app.opNeedForms.sign(form.id, t.app.opNeedForms.fieldsOf(form), png(300, 100), new Date())).toBe(true);
    await expectStage(person.Id, 'submitted');
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'approve-need', by });
    await expectStage(person.Id, 'interview-due');

    // Paying online, as the applicant does.
    const token = await signInAs(t, person);
    const paid = await t.app.inject({
      method: 'POST', url: `/api/people/${person.Id}/payment`, headers: { authorization: `Bearer ${token}` },
      payload: { cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: 'Jane Citizen' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectStage(person.Id, 'interview-due');

    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'interview', by });
    await expectStage(person.Id, 'ready-to-lodge');
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'lodge', by });
    await expectStage(person.Id, 'with-auscheck');
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'decision', decision: 'Y', by });
    await expectStage(person.Id, 'decided');
    await runPersonCommand(t.app, { action: 'dispatch', who: person.TrackingNumber, serial: '4210', by: 'Sam Staff' });
    await expectStage(person.Id, 'dispatched');

    const activated = await t.app.inject({
      method: 'POST', url: '/api/activate-card/activate', payload: { asic_number: person.TrackingNumber, serial_number: '4210', birthdate: person.birthdate },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    await expectStage(person.Id, 'activated');

    await redactPerson(t.app, { company: 'default', peopleId: person.Id, by });
    expect(await stored(person.Id)).toEqual({ stage: null, since: null, computed: null, migrated: null });
  });

  it('is payment-due after an interview with the need still unconfirmed, and keeps its day while the stage stays', async () => {
    const person = await submittedPerson(t);
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'interview', by }, new Date('2026-11-02T00:00:00.000Z'));
    const first = await expectStage(person.Id, 'payment-due');
    expect(first.since).toBe('2026-11-02T00:00:00.000Z');
    // Interviewed again (a corrected day): still payment-due since the first time.
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'interview', by, date: '2026-11-03' }, new Date('2026-11-04T00:00:00.000Z'));
    expect((await expectStage(person.Id, 'payment-due')).since).toBe('2026-11-02T00:00:00.000Z');
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'payment', by });
    await expectStage(person.Id, 'ready-to-lodge');
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'lodge', by });
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'decision', decision: 'N', by });
    await expectStage(person.Id, 'decided');
  });

  it('keeps the count of each stage (queue_counts) as the people are', async () => {
    const person = await submittedPerson(t);
    await recordStage(t.app, { company: 'default', peopleId: person.Id, action: 'interview', by });
    await t.app.db.updateTable('people').set({ card_type: 'msic' }).where('id', '=', person.Id).execute();
    const gone = await submittedPerson(t);
    await redactPerson(t.app, { company: 'default', peopleId: gone.Id, by });
    const counted = await t.app.db.selectFrom('people').select(['company', 'card_type', 'queue_stage', (eb) => eb.fn.countAll().as('people')])
      .where('queue_stage', 'is not', null).groupBy(['company', 'card_type', 'queue_stage']).execute();
    const kept = await t.app.db.selectFrom('queue_counts').selectAll().where('people', '>', 0).execute();
    const key = (r: { company: string; card_type: string; queue_stage: string | null; people: unknown }) => `${r.company} ${r.card_type} ${r.queue_stage} ${Number(r.people)}`;
    expect(kept.map(key).sort()).toEqual(counted.map(key).sort());
    expect(kept.length).toBeGreaterThan(1);
  });

  it('keeps the searched columns and the airports from the application', async () => {
    const person = await submittedPerson(t);
    const row = await t.app.db.selectFrom('people').selectAll().where('id', '=', person.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ surname_lower: row.surname.toLowerCase(), firstname_lower: row.firstname!.toLowerCase(), email_lower: person.email.toLowerCase() });
    const airports = await t.app.db.selectFrom('person_airports').select('airport_id').where('people_id', '=', person.Id).execute();
    expect(airports.map((a) => a.airport_id)).toEqual([1]);
    await redactPerson(t.app, { company: 'default', peopleId: person.Id, by });
    expect(await t.app.db.selectFrom('person_airports').selectAll().where('people_id', '=', person.Id).execute()).toEqual([]);
  });
});
