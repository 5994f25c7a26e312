import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './columns.ts';

// The staff console's casework (docs/staff-console.md): a version on each person so no change silently overwrites
// another, the queue's stage and when it began, the lower-cased name and email the queue searches, the airports of
// each application, staff notes, and the staff id on an audit row. This migration reads no live code: the stage it
// fills in for existing people is the queue's rule (features/casework/queue-stage.ts) written out in SQL.

/** The queue stage as SQL, from the person's own columns and their statement of operational need. */
export const queueStageSql = sql`case
  when redacted_at is not null then null
  when activated_at is not null then 'activated'
  when posted_at is not null then 'dispatched'
  when check_decision is not null then 'decided'
  when check_uploaded_at is not null then 'with-auscheck'
  when interviewed_at is not null and paid_at is not null then 'ready-to-lodge'
  when interviewed_at is not null then 'payment-due'
  when paid_at is not null then 'interview-due'
  when exists (select 1 from operational_need_forms f where f.people_id = people.id)
    and not (coalesce(ops_approved, 0) = 1
      and exists (select 1 from operational_need_forms f where f.people_id = people.id and f.status = 'signed')) then 'submitted'
  else 'interview-due'
end`;

/** When that stage began, as near as the columns tell. */
const sinceSql = sql`case
  when redacted_at is not null then null
  when activated_at is not null then activated_at
  when posted_at is not null then posted_at
  when check_decision is not null then coalesce(check_cert_date, check_uploaded_at, created_at)
  when check_uploaded_at is not null then check_uploaded_at
  when interviewed_at is not null and paid_at is not null then case when interviewed_at > paid_at then interviewed_at else paid_at end
  when interviewed_at is not null then interviewed_at
  when paid_at is not null then paid_at
  else created_at
end`;

export function casework(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('people').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('people').addColumn('queue_stage', 'varchar(20)').execute();
      await db.schema.alterTable('people').addColumn('stage_since', 'varchar(30)').execute();
      await db.schema.alterTable('people').addColumn('surname_lower', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('people').addColumn('firstname_lower', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('people').addColumn('email_lower', 'varchar(320)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('person_audit').addColumn('staff_id', 'integer').execute();
      // Why the check was decided so, in staff's words: kept for staff, never shown to the applicant.
      await db.schema.alterTable('people').addColumn('check_decision_reason', 'text').execute();

      await sql`update people set queue_stage = ${queueStageSql}, stage_since = ${sinceSql},
        surname_lower = lower(surname), firstname_lower = lower(coalesce(firstname, '')), email_lower = lower(email)`.execute(db);
      // SQLite's lower() knows only A to Z; the queue lower-cases a search as JavaScript does ('Żaneta' → 'żaneta').
      const named = await db.selectFrom('people').select(['id', 'surname', 'firstname', 'email', 'surname_lower', 'firstname_lower', 'email_lower'])
        .execute() as Array<{ id: number; surname: string; firstname: string | null; email: string; surname_lower: string; firstname_lower: string; email_lower: string }>;
      for (const p of named) {
        const lowered = { surname_lower: p.surname.toLowerCase(), firstname_lower: (p.firstname ?? '').toLowerCase(), email_lower: p.email.toLowerCase() };
        if (lowered.surname_lower !== p.surname_lower || lowered.firstname_lower !== p.firstname_lower || lowered.email_lower !== p.email_lower) {
          await db.updateTable('people').set(lowered).where('id', '=', p.id).execute();
        }
      }

      // The queue lists one brand's people of one stage (or all), in one of three orders: an index for each, ending in
      // the columns a page's filters read (the card type; for all stages the stage), so a page's ids come from the
      // index alone.
      const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('people').columns(columns).execute();
      await index('people_queue_days', ['company', 'queue_stage', 'stage_since', 'id', 'card_type']);
      await index('people_queue_name', ['company', 'queue_stage', 'surname_lower', 'firstname_lower', 'id', 'card_type']);
      await index('people_queue_submitted', ['company', 'queue_stage', 'created_at', 'id', 'card_type']);
      await index('people_company_days', ['company', 'stage_since', 'id', 'queue_stage', 'card_type']);
      await index('people_company_name', ['company', 'surname_lower', 'firstname_lower', 'id', 'queue_stage', 'card_type']);
      await index('people_company_submitted', ['company', 'created_at', 'id', 'queue_stage', 'card_type']);
      // The count of each stage, read with every page: the narrowest index that answers it.
      await index('people_queue_counts', ['company', 'queue_stage', 'card_type']);
      // Searches: a name's start, a whole email, a birthdate.
      await index('people_company_firstname', ['company', 'firstname_lower', 'queue_stage']);
      await index('people_company_email', ['company', 'email_lower']);
      await index('people_company_birthdate', ['company', 'birthdate']);
      if (dialect === 'postgres') {
        // LIKE 'smi%' uses an index only in the C ordering; the queue asks for a range and the LIKE together.
        await sql`create index people_company_surname_pattern on people (company, surname_lower text_pattern_ops)`.execute(db);
        await sql`create index people_company_firstname_pattern on people (company, firstname_lower text_pattern_ops)`.execute(db);
      }

      // The airports an application names (its `airports`), for the queue's airport filter, with a copy of the person's
      // brand, card type and queue stage so an airport's stage counts come from this table's index alone.
      await db.schema.createTable('person_airports')
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('airport_id', 'integer', (c) => c.notNull())
        .addColumn('company', 'varchar(50)', (c) => c.notNull())
        .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('queue_stage', 'varchar(20)')
        .addPrimaryKeyConstraint('person_airports_pk', ['airport_id', 'people_id'])
        .execute();
      await db.schema.createIndex('person_airports_person').on('person_airports').columns(['people_id']).execute();
      await db.schema.createIndex('person_airports_counts').on('person_airports').columns(['company', 'airport_id', 'queue_stage', 'card_type']).execute();
      const people = await db.selectFrom('people').select(['id', 'data', 'company', 'card_type', 'queue_stage']).where('redacted_at', 'is', null)
        .execute() as Array<{ id: number; data: string; company: string; card_type: string; queue_stage: string | null }>;
      const rows = people.flatMap((p) => airportIdsOf(p.data)
        .map((airport) => ({ people_id: p.id, airport_id: airport, company: p.company, card_type: p.card_type, queue_stage: p.queue_stage })));
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('person_airports').values(rows.slice(i, i + 500)).execute();

      // How many of a brand's people of each card type are in each stage, read by every page of the queue in place of a
      // count of every person. Triggers keep it, so no way of changing a person can leave it wrong.
      await db.schema.createTable('queue_counts')
        .addColumn('company', 'varchar(50)', (c) => c.notNull())
        .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('queue_stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('people', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('queue_counts_pk', ['company', 'card_type', 'queue_stage'])
        .execute();
      for (const statement of countTriggers(dialect)) await sql.raw(statement).execute(db);
      await sql`insert into queue_counts (company, card_type, queue_stage, people)
        select company, card_type, queue_stage, count(*) from people where queue_stage is not null group by company, card_type, queue_stage`.execute(db);

      // A staff member's note on a person: free text, never shown to the applicant.
      await id(db.schema.createTable('person_notes'))
        .addColumn('people_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('actor', 'varchar(100)', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('person_notes_person').on('person_notes').columns(['people_id', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      for (const statement of dropCountTriggers(dialect)) await sql.raw(statement).execute(db);
      await db.schema.dropTable('queue_counts').execute();
      await db.schema.dropTable('person_notes').execute();
      await db.schema.dropTable('person_airports').execute();
      for (const name of ['people_queue_days', 'people_queue_name', 'people_queue_submitted', 'people_company_days', 'people_company_name',
        'people_company_submitted', 'people_queue_counts', 'people_company_firstname', 'people_company_email', 'people_company_birthdate']) {
        await db.schema.dropIndex(name).execute();
      }
      if (dialect === 'postgres') {
        await db.schema.dropIndex('people_company_surname_pattern').execute();
        await db.schema.dropIndex('people_company_firstname_pattern').execute();
      }
      await db.schema.alterTable('person_audit').dropColumn('staff_id').execute();
      for (const name of ['check_decision_reason', 'version', 'queue_stage', 'stage_since', 'surname_lower', 'firstname_lower', 'email_lower']) {
        await db.schema.alterTable('people').dropColumn(name).execute();
      }
    },
  };
}

/** The airport ids of an application's data (`airports: [{ Id }]`), as stored when the migration ran. */
function airportIdsOf(data: string): number[] {
  try {
    const parsed = JSON.parse(data) as { airports?: Array<{ Id?: unknown }> };
    const ids = (Array.isArray(parsed.airports) ? parsed.airports : []).map((a) => a?.Id).filter((v): v is number => Number.isInteger(v));
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** The triggers that keep queue_counts: a person in a stage counts once, under their brand, card type and stage. */
function countTriggers(dialect: DialectName): string[] {
  if (dialect === 'postgres') {
    return [`create function people_queue_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.queue_stage is not null then
          update queue_counts set people = people - 1
            where company = old.company and card_type = old.card_type and queue_stage = old.queue_stage;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.queue_stage is not null then
          insert into queue_counts (company, card_type, queue_stage, people) values (new.company, new.card_type, new.queue_stage, 1)
            on conflict (company, card_type, queue_stage) do update set people = queue_counts.people + 1;
        end if;
        return null;
      end $$`,
    `create trigger people_queue_count after insert or delete or update of queue_stage, company, card_type on people
      for each row execute function people_queue_count()`];
  }
  const add = (row: 'new') => `insert into queue_counts (company, card_type, queue_stage, people)
      select ${row}.company, ${row}.card_type, ${row}.queue_stage, 1 where ${row}.queue_stage is not null
      on conflict (company, card_type, queue_stage) do update set people = people + 1;`;
  const remove = (row: 'old') => `update queue_counts set people = people - 1
      where ${row}.queue_stage is not null and company = ${row}.company and card_type = ${row}.card_type and queue_stage = ${row}.queue_stage;`;
  return [
    `create trigger people_queue_count_insert after insert on people begin ${add('new')} end`,
    `create trigger people_queue_count_delete after delete on people begin ${remove('old')} end`,
    `create trigger people_queue_count_update after update of queue_stage, company, card_type on people begin ${remove('old')} ${add('new')} end`,
  ];
}

function dropCountTriggers(dialect: DialectName): string[] {
  return dialect === 'postgres'
    ? ['drop trigger people_queue_count on people', 'drop function people_queue_count()']
    : ['drop trigger people_queue_count_insert', 'drop trigger people_queue_count_delete', 'drop trigger people_queue_count_update'];
}
