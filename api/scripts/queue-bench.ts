import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../src/platform/db/connect.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { readQueue, type QueueQuery } from '../src/features/casework/queue.ts';
import { queueStageOf } from '../src/features/casework/queue-stage.ts';
import { DEFAULT_STAGE_TARGET_DAYS } from '../src/features/casework/settings.ts';

// `BENCH_PARTS=queue npm run bench`'s measure (scripts/bench/queue.js): 100,000 people of one brand and some of
// another, made with bulk inserts, then a mix of queue pages (each stage, filters, searches, sorts, later pages) read
// many times through readQueue. SQLite in a folder of its own, or PostgreSQL in a schema of its own when DATABASE_URL
// is set. Prints its figures as JSON, with the plan of each page's queries.

const PEOPLE = Number(process.env.BENCH_QUEUE_PEOPLE || 100_000);
const OTHERS = Math.round(PEOPLE / 10);
const ROUNDS = Number(process.env.BENCH_QUEUE_ROUNDS || 20);
const COMPANY = 'default';
const now = new Date('2026-11-20T01:00:00.000Z');
const settings = { timeZone: 'Australia/Sydney', casework: { stageTargetDays: DEFAULT_STAGE_TARGET_DAYS } };

const surnames = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Nguyen',
  'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood',
  'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell', 'Campbell', 'Young', 'Allen', 'Scott', 'Chen'];
const firstnames = ['Oliver', 'Charlotte', 'Jack', 'Amelia', 'Noah', 'Isla', 'William', 'Mia', 'Leo', 'Olivia', 'Henry', 'Ava', 'Thomas',
  'Grace', 'Lucas', 'Chloe', 'James', 'Zoe', 'Ethan', 'Ruby', 'Liam', 'Sophie', 'Mason', 'Harper', 'Hudson', 'Evie', 'Archie', 'Ella'];

/** A steady pseudo-random sequence, so every run makes the same people. */
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const DAY = 86_400_000;

/** One person's stored row, at a random point of the way from sent to activated. */
function personRow(i: number, company: string, draftId: number) {
  const surname = pick(surnames) + (i % 7 === 0 ? `-${pick(surnames)}` : '');
  const firstname = pick(firstnames);
  const created = Math.floor(random() * 700 * DAY);
  const step = Math.floor(random() * 9);
  const at = (share: number) => iso(Math.floor(created * (1 - share)));
  const row = {
    draft_id: draftId, company, card_type: random() < 0.8 ? 'asic' : 'msic', firstname, surname,
    birthdate: `${1950 + Math.floor(random() * 55)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    email: `${firstname}.${surname}.${i}@example.com`.toLowerCase(), data: '{}', created_at: iso(created),
    interviewed_at: step >= 2 ? at(0.2) : null, paid_at: step >= 3 ? at(0.25) : null, ops_approved: step >= 1 ? 1 : null,
    check_uploaded_at: step >= 4 ? at(0.4) : null, check_decision: step >= 5 ? (random() < 0.05 ? 'N' : 'Y') : null,
    check_cert_date: step >= 5 ? at(0.6) : null, posted_at: step >= 6 ? at(0.7) : null, dispatch_method: step >= 6 ? 'post' : null,
    card_serial: step >= 6 ? String(1000 + i % 900_000) : null, activated_at: step >= 7 ? at(0.8) : null, redacted_at: null,
    surname_lower: surname.toLowerCase(), firstname_lower: firstname.toLowerCase(), email_lower: '', queue_stage: null as string | null,
    stage_since: null as string | null,
  };
  row.email_lower = row.email;
  // Most have a statement; a sixth still awaits its signature.
  const form = random() < 0.85 ? { status: step === 0 && random() < 0.5 ? 'awaited' as const : 'signed' as const } : undefined;
  row.queue_stage = queueStageOf(row, form);
  row.stage_since = [row.activated_at, row.posted_at, row.check_cert_date, row.check_uploaded_at, row.paid_at, row.interviewed_at]
    .find((v) => v !== null) ?? row.created_at;
  return row;
}

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function makePeople(db: Kysely<Database>, dialect: string) {
  const chunk = dialect === 'postgres' ? 2000 : 1000;
  const total = PEOPLE + OTHERS;
  const drafts = Array.from({ length: total }, (_, i) => ({
    company: i < PEOPLE ? COMPANY : 'adg', card_type: 'asic', data: '{}', version: 1, step_completed: 4, form_link: `bench-link-${i}`,
    key_hash: `bench-key-${i}`, company_id: null, mail_link_sent: 0, expired_at: null, disabled: 0, converted: 1, people_id: null,
    created_at: now.toISOString(), updated_at: now.toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    await inChunks(drafts, 1000, (rows) => trx.insertInto('drafts').values(rows).execute());
    const first = (await trx.selectFrom('drafts').select((eb) => eb.fn.min('id').as('id')).where('form_link', '=', 'bench-link-0').executeTakeFirstOrThrow()).id as number;
    const people = Array.from({ length: total }, (_, i) => personRow(i, i < PEOPLE ? COMPANY : 'adg', first + i));
    await inChunks(people, chunk / 2, (rows) => trx.insertInto('people').values(rows).execute());
    const ids = await trx.selectFrom('people').select(['id', 'company', 'card_type', 'queue_stage']).orderBy('id').execute();
    // One to three of 20 airports each.
    const airports = ids.flatMap(({ id, company, card_type, queue_stage }) => [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => 1 + Math.floor(random() * 20)))]
      .map((airport) => ({ people_id: id, airport_id: airport, company, card_type, queue_stage })));
    await inChunks(airports, chunk * 2, (rows) => trx.insertInto('person_airports').values(rows).execute());
  });
  // The planner's figures and PostgreSQL's visibility map (what lets it read an index alone), as a database that has
  // lived with these rows has them from its autovacuum.
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}

/** The pages a day at the office reads: each stage, filters, searches, sorts and later pages. */
function pages(sample: { trackingNumber: string; surname: string; email: string; birthdate: string }): Array<[string, Partial<QueueQuery>]> {
  const stages = ['submitted', 'interview-due', 'payment-due', 'ready-to-lodge', 'with-auscheck', 'decided', 'dispatched', 'activated'] as const;
  return [
    ...stages.map((stage): [string, Partial<QueueQuery>] => [`stage ${stage}, longest waiting`, { stage }]),
    ['every stage, longest waiting', {}],
    ['every stage, by name', { sort: 'name', order: 'asc' }],
    ['every stage, newest sent', { sort: 'submitted', order: 'desc' }],
    ['with-auscheck by name, page 20', { stage: 'with-auscheck', sort: 'name', order: 'asc', page: 20 }],
    ['every stage, page 100', { page: 100 }],
    ['interview-due, MSIC', { stage: 'interview-due', cardType: 'msic' }],
    ['airport 7', { airport: 7 }],
    ['ready-to-lodge at airport 3', { stage: 'ready-to-lodge', airport: 3 }],
    ['search: tracking number', { q: sample.trackingNumber }],
    ['search: surname start', { q: sample.surname.slice(0, 4) }],
    ['search: first name and surname', { q: `olivia ${sample.surname.slice(0, 3)}` }],
    ['search: email', { q: sample.email.toUpperCase() }],
    ['search: birthdate', { q: sample.birthdate.split('-').reverse().join('/') }],
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Math.round(value * 100) / 100;

/** The plans of the queries one page runs, as the database gives them. */
async function plans(db: Db, query: Partial<QueueQuery>): Promise<string[]> {
  const compiled: CompiledQuery[] = [];
  const log = (event: { query: CompiledQuery }) => { compiled.push(event.query); };
  const logging = new Kysely<Database>({
    dialect: db.raw.dialect === 'sqlite' ? new SqliteDialect({ database: db.raw.sqlite }) : new PostgresDialect({ pool: db.raw.pool }),
    log,
  });
  await readQueue(logging, COMPANY, { sort: 'days', order: 'desc', page: 1, ...query }, settings, now);
  const out: string[] = [];
  for (const q of compiled) {
    if (db.raw.dialect === 'sqlite') {
      const rows = db.raw.sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as Array<{ detail: string }>;
      out.push(rows.map((r) => r.detail).join('; '));
    } else {
      const { rows } = await db.raw.pool.query(`explain ${q.sql}`, q.parameters as unknown[]);
      out.push((rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN'].trim()).join(' | '));
    }
  }
  return out;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const postgres = /^postgres(ql)?:\/\//.test(url ?? '');
  const dir = postgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'cards-queue-bench-'));
  const schema = `bench_queue_${process.pid}`;
  const db = await openDatabase(postgres ? { url: url!, schema, dropSchemaOnClose: true } : { url: path.join(dir!, 'queue.sqlite') });
  try {
    const made = performance.now();
    await makePeople(db.kysely, db.dialect);
    const madeSeconds = Math.round((performance.now() - made) / 100) / 10;
    const sampleRow = await db.kysely.selectFrom('people').selectAll().where('company', '=', COMPANY).where('id', '=', Math.floor(PEOPLE / 2)).executeTakeFirstOrThrow();
    const sample = { trackingNumber: `VEA${String(sampleRow.id + 1500).padStart(7, '0')}`, surname: sampleRow.surname, email: sampleRow.email, birthdate: sampleRow.birthdate };
    const mix = pages(sample);
    const read = (query: Partial<QueueQuery>) => readQueue(db.kysely, COMPANY, { sort: 'days', order: 'desc', page: 1, ...query }, settings, now);
    for (const [, query] of mix) await read(query); // warm the cache
    const times = new Map<string, number[]>(mix.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, query] of mix) {
        const start = performance.now();
        await read(query);
        times.get(name)!.push(performance.now() - start);
      }
    }
    const all = [...times.values()].flat().sort((a, b) => a - b);
    const byPage = await Promise.all(mix.map(async ([name, query]) => {
      const sorted = times.get(name)!.sort((a, b) => a - b);
      return { page: name, 'p50 ms': ms(percentile(sorted, 50)), 'p95 ms': ms(percentile(sorted, 95)), plans: await plans(db, query) };
    }));
    const figures = {
      database: db.dialect, people: PEOPLE, 'other brand': OTHERS, rounds: ROUNDS, 'made in s': madeSeconds,
      reads: all.length, 'p50 ms': ms(percentile(all, 50)), 'p95 ms': ms(percentile(all, 95)), 'max ms': ms(all.at(-1)!), pages: byPage,
    };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
