import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../src/platform/db/migrate.ts';
import type { Database } from '../../src/platform/db/schema.ts';

// Migration 0022 on a database that already has people: each gets the queue stage the service would give them, the
// searched columns, their airports and the stage counts.

let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
});

async function migrateTo(kysely: Kysely<Database>, last: string) {
  const all = migrations('sqlite');
  const chosen = Object.fromEntries(Object.entries(all).filter(([name]) => name <= last)) as Record<string, Migration>;
  const { error } = await new Migrator({ db: kysely, provider: { getMigrations: async () => chosen } }).migrateToLatest();
  if (error) throw error;
}

describe('migration 0022-casework', () => {
  it('fills in the stage, its day, the searched columns, the airports and the counts of the people already there', async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await migrateTo(db, '0021-opneed-replaced-links');
    const at = '2026-11-01T00:00:00.000Z';
    const person = async (n: number, changes: Record<string, unknown>) => {
      const draft = await db!.insertInto('drafts').values({
        company: 'default', card_type: 'asic', data: '{}', version: 1, step_completed: 4, form_link: `l${n}`, key_hash: `k${n}`, company_id: null,
        mail_link_sent: 0, expired_at: null, disabled: 0, converted: 1, people_id: null, created_at: at, updated_at: at,
      } as never).returning('id').executeTakeFirstOrThrow();
      return (await db!.insertInto('people').values({
        draft_id: draft.id, company: 'default', card_type: 'asic', firstname: 'Ada', surname: `Lovelace${n}`, birthdate: '1990-01-01',
        email: `Ada${n}@Example.com`, data: JSON.stringify({ airports: [{ Id: 3 }, { Id: 8 }] }), created_at: at, ...changes,
      } as never).returning('id').executeTakeFirstOrThrow()).id;
    };
    const awaiting = await person(1, {});
    await db.insertInto('operational_need_forms').values({
      people_id: awaiting, ref_hash: 'h', fields: '{}', status: 'awaited', signer_email: '', signature: null, signed_at: null, created_at: at, updated_at: at,
    } as never).execute();
    const noStatement = await person(2, {});
    const interviewed = await person(3, { interviewed_at: '2026-11-03T00:00:00.000Z' });
    const lodged = await person(4, { interviewed_at: at, paid_at: at, check_uploaded_at: '2026-11-05T00:00:00.000Z' });
    const redacted = await person(5, { redacted_at: at, surname: '', email: '', data: '{}' });
    const polish = await person(6, { firstname: 'Żaneta', surname: 'KOWALSKA-Nowak' });

    await migrateTo(db, '9999');
    const rows = await db.selectFrom('people').select(['id', 'queue_stage', 'stage_since', 'surname_lower', 'email_lower', 'version']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: awaiting, queue_stage: 'submitted', stage_since: at, surname_lower: 'lovelace1', email_lower: 'ada1@example.com', version: 0 },
      { id: noStatement, queue_stage: 'interview-due', stage_since: at, surname_lower: 'lovelace2', email_lower: 'ada2@example.com', version: 0 },
      { id: interviewed, queue_stage: 'payment-due', stage_since: '2026-11-03T00:00:00.000Z', surname_lower: 'lovelace3', email_lower: 'ada3@example.com', version: 0 },
      { id: lodged, queue_stage: 'with-auscheck', stage_since: '2026-11-05T00:00:00.000Z', surname_lower: 'lovelace4', email_lower: 'ada4@example.com', version: 0 },
      { id: redacted, queue_stage: null, stage_since: null, surname_lower: '', email_lower: '', version: 0 },
      { id: polish, queue_stage: 'interview-due', stage_since: at, surname_lower: 'kowalska-nowak', email_lower: 'ada6@example.com', version: 0 },
    ]);
    // Lower-cased as the queue lower-cases a search, beyond A to Z.
    expect((await db.selectFrom('people').select('firstname_lower').where('id', '=', polish).executeTakeFirstOrThrow()).firstname_lower).toBe('żaneta');
    expect(await db.selectFrom('person_airports').select(['people_id', 'airport_id', 'queue_stage']).where('people_id', '=', interviewed).orderBy('airport_id').execute())
      .toEqual([{ people_id: interviewed, airport_id: 3, queue_stage: 'payment-due' }, { people_id: interviewed, airport_id: 8, queue_stage: 'payment-due' }]);
    expect(await db.selectFrom('person_airports').selectAll().where('people_id', '=', redacted).execute()).toEqual([]);
    const counts = await db.selectFrom('queue_counts').select(['queue_stage', 'people']).orderBy('queue_stage').execute();
    expect(counts).toEqual([
      { queue_stage: 'interview-due', people: 2 }, { queue_stage: 'payment-due', people: 1 }, { queue_stage: 'submitted', people: 1 }, { queue_stage: 'with-auscheck', people: 1 },
    ]);
    // The triggers count from here on.
    await db.updateTable('people').set({ queue_stage: 'submitted' }).where('id', '=', lodged).execute();
    expect((await db.selectFrom('queue_counts').select('people').where('queue_stage', '=', 'submitted').executeTakeFirstOrThrow()).people).toBe(2);
  });
});
