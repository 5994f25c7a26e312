import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueue, type QueueQuery } from '../../src/features/casework/queue.ts';
import { recordStage } from '../../src/features/casework/record-stage.ts';
import { DEFAULT_STAGE_TARGET_DAYS } from '../../src/features/casework/settings.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { submittedPerson, type SubmittedPerson } from '../draft-helpers.ts';

// The staff queue: one brand's people by stage, filtered, searched, sorted and paged, with their days in the stage
// counted in the office's days from the injected clock.

let t: TestApp;
const people: Record<string, SubmittedPerson> = {};
const settings = { timeZone: 'Australia/Sydney', casework: { stageTargetDays: DEFAULT_STAGE_TARGET_DAYS } };
const now = new Date('2026-11-20T12:00:00.000Z'); // 20 November, 11 pm in Sydney

async function named(key: string, firstname: string, surname: string, since: string, changes: { birthdate?: string; company?: string } = {}) {
  const person = await submittedPerson(t, `${key}.${Math.random().toString(36).slice(2)}@Example.com`);
  await t.app.db.updateTable('people').set({
    firstname, surname, firstname_lower: firstname.toLowerCase(), surname_lower: surname.toLowerCase(), stage_since: since, ...changes,
  }).where('id', '=', person.Id).execute();
  people[key] = person;
  return person;
}

beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
  await named('ada', 'Ada', 'Lovelace', '2026-11-01T00:00:00.000Z');
  await named('alan', 'Alan', 'Turing', '2026-11-10T00:00:00.000Z', { birthdate: '2001-03-04' });
  // 13:30 UTC on the 19th is already the 20th in Sydney: no day yet in the stage by the office's days, where UTC says one.
  await named('grace', 'Grace', 'Hopper', '2026-11-19T13:30:00.000Z');
  await named('other', 'Ada', 'Lovelock', '2026-11-01T00:00:00.000Z', { company: 'adg' });
  await recordStage(t.app, { company: 'default', peopleId: people.grace!.Id, action: 'interview', by: { name: 'Sam' } }, new Date('2026-11-19T13:30:00.000Z'));
  await t.app.db.insertInto('person_airports').values({ people_id: people.alan!.Id, airport_id: 8, company: 'default', card_type: 'asic', queue_stage: 'submitted' }).execute();
});
afterAll(async () => {
  await t.close();
});

function queue(query: Partial<QueueQuery> = {}) {
  return readQueue(t.app.db, 'default', { sort: 'days', order: 'desc', page: 1, ...query }, settings, now);
}

const ids = (page: { rows: Array<{ peopleId: number }> }) => page.rows.map((r) => r.peopleId);

describe('readQueue', () => {
  it('lists the brand\'s people of a stage, longest waiting first, with their days and whether they are overdue', async () => {
    const page = await queue({ stage: 'submitted' });
    expect(ids(page)).toEqual([people.ada!.Id, people.alan!.Id]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.stageCounts).toMatchObject({ submitted: 2, 'payment-due': 1, activated: 0 });
    expect(page.rows[0]).toEqual({
      peopleId: people.ada!.Id, trackingNumber: people.ada!.TrackingNumber, name: 'Ada Lovelace', cardType: 'asic', stage: 'submitted',
      stageSince: '2026-11-01T00:00:00.000Z', daysInStage: 19, overdue: true, submittedAt: expect.any(String),
    });
    expect(page.rows[1]).toMatchObject({ daysInStage: 10, overdue: false });
    const [grace] = (await queue({ stage: 'payment-due' })).rows;
    expect(grace).toMatchObject({ peopleId: people.grace!.Id, stageSince: '2026-11-19T13:30:00.000Z', daysInStage: 0, overdue: false });
  });

  it('never marks an application decided N overdue: it ends there', async () => {
    const person = await named('declined', 'Dee', 'Clined', '2026-10-01T00:00:00.000Z');
    for (const action of ['lodge', 'decision'] as const) {
      await recordStage(t.app, { company: 'default', peopleId: person.Id, action, decision: 'N', by: { name: 'Sam' } }, new Date('2026-10-01T00:00:00.000Z'));
    }
    const [row] = (await queue({ stage: 'decided' })).rows;
    expect(row).toMatchObject({ peopleId: person.Id, daysInStage: 50, overdue: false });
    await t.app.people.redact(person.Id, { hash: 'h', salt: 's' }, 'test', now);
  });

  it('sorts by days, name or when sent, either way, and pages', async () => {
    expect(ids(await queue({ order: 'asc' }))).toEqual([people.grace!.Id, people.alan!.Id, people.ada!.Id]);
    expect(ids(await queue({ sort: 'name', order: 'asc' }))).toEqual([people.grace!.Id, people.ada!.Id, people.alan!.Id]);
    expect(ids(await queue({ sort: 'submitted', order: 'desc' }))).toEqual([people.grace!.Id, people.alan!.Id, people.ada!.Id]);
    const later = await queue({ page: 2 });
    expect(later).toMatchObject({ rows: [], total: 3, page: 2 });
  });

  it.each([
    ['a tracking number', () => people.alan!.TrackingNumber.toLowerCase(), 'alan'],
    ['a surname\'s start, any case', () => 'LOVE', 'ada'],
    ['a first name\'s start', () => 'gra', 'grace'],
    ['a first name and a surname', () => 'alan tur', 'alan'],
    ['an email, any case', () => people.grace!.email.toUpperCase(), 'grace'],
    ['a birthdate', () => '2001-03-04', 'alan'],
    ['a birthdate as written here', () => '04/03/2001', 'alan'],
  ])('finds by %s', async (_what, q, who) => {
    expect(ids(await queue({ q: q() }))).toEqual([people[who]!.Id]);
  });

  it('takes a blank search as none', async () => {
    expect((await queue({ q: '   ' })).total).toBe(3);
  });

  it('does not take part of an email, a name\'s middle, or another brand\'s person', async () => {
    expect((await queue({ q: 'example.com' })).total).toBe(0);
    expect((await queue({ q: 'velace' })).total).toBe(0);
    expect((await queue({ q: people.other!.TrackingNumber })).total).toBe(0);
    expect(ids(await readQueue(t.app.db, 'adg', { sort: 'days', order: 'desc', page: 1, q: 'love' }, settings, now))).toEqual([people.other!.Id]);
  });

  it('filters by card type and airport, counting the stages within the filter', async () => {
    expect((await queue({ cardType: 'msic' })).total).toBe(0);
    const atDarwin = await queue({ airport: 8 });
    expect(ids(atDarwin)).toEqual([people.alan!.Id]);
    expect(atDarwin.stageCounts).toMatchObject({ submitted: 1, 'payment-due': 0 });
    // With a search, the counts are the searched people's.
    expect((await queue({ airport: 8, q: 'tur' })).stageCounts).toMatchObject({ submitted: 1 });
    expect((await queue({ airport: 8, q: 'hop' })).total).toBe(0);
    expect((await queue({ airport: 8, cardType: 'msic' })).stageCounts).toMatchObject({ submitted: 0 });
  });

  it.each([
    [{ stage: 'lost' }, 'stage'], [{ sort: 'age' }, 'sort'], [{ order: 'up' }, 'order'], [{ page: 0 }, 'page'],
    [{ airport: -1 }, 'airport'], [{ cardType: 'visa' }, 'cardType'], [{ q: 'x'.repeat(201) }, 'q'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const err = await queue(query as Partial<QueueQuery>).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(400);
    expect(Object.keys((err as ApiError).fields!)).toEqual([field]);
  });
});
