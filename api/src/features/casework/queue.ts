import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { DECISION_NOT_ISSUED, officeDay, personIdOfTrackingNumber, trackingNumber } from '@cards/shared/domain';
import type { Database } from '../../platform/db/schema.ts';
import type { Config } from '../../platform/config.ts';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { isQueueStage, queueStages, type QueueStage } from './queue-stage.ts';

// The staff queue (docs/staff-console.md): one brand's people in their queue stage, filtered, searched, sorted and
// paged in the database by the indexes of migration 0022, with how long each has waited in its stage.

export const QUEUE_PAGE_SIZE = 50;
export const QUEUE_SORTS = ['days', 'name', 'submitted'] as const;
export const QUEUE_ORDERS = ['asc', 'desc'] as const;
export const QUEUE_SEARCH_MAX_LENGTH = 200;

export interface QueueQuery {
  stage?: QueueStage;
  cardType?: 'asic' | 'msic';
  /** An airport's id: people whose application names it. */
  airport?: number;
  /** A tracking number, the start of a name, a whole email, or a birthdate (2001-03-04 or 04/03/2001). */
  q?: string;
  /** days: by days in the stage (desc: longest waiting first); name: surname then first name; submitted: when sent. */
  sort: (typeof QUEUE_SORTS)[number];
  order: (typeof QUEUE_ORDERS)[number];
  /** From 1. */
  page: number;
}

export interface QueueRow {
  peopleId: number;
  trackingNumber: string;
  name: string;
  cardType: 'asic' | 'msic';
  stage: QueueStage;
  /** When the person entered the stage (ISO). */
  stageSince: string;
  /** Calendar days in the stage, in the office's time zone: 0 on the day they entered it. */
  daysInStage: number;
  /** Days in the stage past its target (features/casework/settings.ts); never for an application decided N, which ends there. */
  overdue: boolean;
  submittedAt: string;
}

export interface QueuePage {
  rows: QueueRow[];
  total: number;
  page: number;
  pageSize: number;
  /** People in each stage, with the same filters and search but any stage. */
  stageCounts: Record<QueueStage, number>;
}

type PeopleQuery = SelectQueryBuilder<Database, 'people', object>;

/** The query checked, its search trimmed (none when blank); a 400 naming the field otherwise. */
function checkedQuery(query: QueueQuery): QueueQuery {
  const bad = (field: string, message: string) => new ApiError(400, message, { [field]: 'invalid' });
  if (query.stage !== undefined && !isQueueStage(query.stage)) throw bad('stage', `The stage is one of ${queueStages.join(', ')}.`);
  if (query.cardType !== undefined && query.cardType !== 'asic' && query.cardType !== 'msic') throw bad('cardType', 'The card type is asic or msic.');
  if (query.airport !== undefined && (!Number.isSafeInteger(query.airport) || query.airport < 1)) throw bad('airport', 'The airport is an airport id.');
  if (!(QUEUE_SORTS as readonly string[]).includes(query.sort)) throw bad('sort', `The sort is one of ${QUEUE_SORTS.join(', ')}.`);
  if (!(QUEUE_ORDERS as readonly string[]).includes(query.order)) throw bad('order', 'The order is asc or desc.');
  if (!Number.isSafeInteger(query.page) || query.page < 1 || query.page > 100_000) throw bad('page', 'The page is a whole number from 1.');
  if (query.q !== undefined && (typeof query.q !== 'string' || query.q.length > QUEUE_SEARCH_MAX_LENGTH)) {
    throw new ApiError(400, `The search is at most ${QUEUE_SEARCH_MAX_LENGTH} characters.`, { q: 'maxlength' });
  }
  const { q, ...rest } = query;
  return q?.trim() ? { ...rest, q: q.trim() } : rest;
}

/** 2001-03-04 or 04/03/2001 (the Australian order) as an ISO day, or null. */
function birthdateOf(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : null;
}

/**
 * Names starting with `prefix` (lower case): a range the index answers, and a LIKE that makes the range exact in any
 * collation (PostgreSQL's text_pattern_ops index answers the LIKE itself).
 */
function startsWith(column: 'surname_lower' | 'firstname_lower', prefix: string) {
  const upper = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  const pattern = prefix.replace(/[!%_]/g, (c) => `!${c}`) + '%';
  return sql<SqlBool>`(${sql.ref(column)} >= ${prefix} and ${sql.ref(column)} < ${upper} and ${sql.ref(column)} like ${pattern} escape '!')`;
}

/** What `q` matches: a tracking number's person, a whole email, a birthdate, or the start of a name. */
function searched(query: PeopleQuery, q: string): PeopleQuery {
  const text = q.trim();
  if (!text) return query;
  const id = personIdOfTrackingNumber(text);
  if (id !== null) return query.where('id', '=', id);
  if (text.includes('@')) return query.where('email_lower', '=', text.toLowerCase());
  const birthdate = birthdateOf(text);
  if (birthdate) return query.where('birthdate', '=', birthdate);
  const words = text.toLowerCase().split(/\s+/);
  if (words.length === 1) return query.where((eb) => eb.or([startsWith('surname_lower', words[0]!), startsWith('firstname_lower', words[0]!)]));
  // "ada lov": a first name and a surname, each by its start.
  return query.where(startsWith('firstname_lower', words[0]!)).where(startsWith('surname_lower', words.slice(1).join(' ')));
}

/**
 * One brand's people in the queue, with every filter but the stage. The airport as `in` reads the airport's people
 * first (what counting them all needs); as `exists` it is asked of each person in the order of an index (what a page
 * of 50 needs).
 */
function filtered(db: Kysely<Database>, company: string, query: QueueQuery, airportAs: 'in' | 'exists'): PeopleQuery {
  let people = db.selectFrom('people').where('company', '=', company);
  if (query.cardType) people = people.where('card_type', '=', query.cardType);
  if (query.airport !== undefined) {
    const airport = query.airport;
    people = airportAs === 'in'
      ? people.where('id', 'in', (eb) => eb.selectFrom('person_airports').select('people_id').where('airport_id', '=', airport))
      : people.where(({ exists, selectFrom }) => exists(selectFrom('person_airports').select('people_id')
        .where('airport_id', '=', airport).whereRef('person_airports.people_id', '=', 'people.id')));
  }
  return query.q ? searched(people, query.q) : people;
}

/**
 * The count of each stage with the query's filters: without an airport or a search, from the counts the database keeps
 * (queue_counts); an airport's, without a search, from the airports' own copy of the brand, card type and stage (an
 * index of the airport's people alone); with a search, of the people it finds.
 */
function stageCountsQuery(db: Kysely<Database>, company: string, query: QueueQuery) {
  const count = sql<number | string | bigint>`count(*)`.as('count');
  if (query.airport === undefined && !query.q) {
    let counts = db.selectFrom('queue_counts').where('company', '=', company);
    if (query.cardType) counts = counts.where('card_type', '=', query.cardType);
    return counts.select(['queue_stage', sql<number | string | bigint>`sum(people)`.as('count')]).groupBy('queue_stage');
  }
  if (query.airport !== undefined && !query.q) {
    let airport = db.selectFrom('person_airports').where('company', '=', company).where('airport_id', '=', query.airport);
    if (query.cardType) airport = airport.where('card_type', '=', query.cardType);
    return airport.where('queue_stage', 'is not', null).select(['queue_stage', count]).groupBy('queue_stage');
  }
  return filtered(db, company, query, 'in').where('queue_stage', 'is not', null).select(['queue_stage', count]).groupBy('queue_stage');
}

/** Past the stage's target, except for an application decided N: nothing more happens to it (SPEC §8). */
export function isOverdue(stage: QueueStage, daysInStage: number, target: number | null, decision: string | null): boolean {
  if (stage === 'decided' && decision === DECISION_NOT_ISSUED) return false;
  return target !== null && daysInStage > target;
}

/** Calendar days from `since` to `now`, each as the office's day. */
export function calendarDaysBetween(since: string, now: Date, timeZone: string): number {
  const from = officeDay(since, timeZone);
  const to = officeDay(now, timeZone);
  if (!from || !to) return 0;
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

/**
 * A page of brand `company`'s queue. Days in stage count calendar days in the office's time zone (`config.timeZone`)
 * from `now`; a person is overdue past their stage's target (`config.casework.stageTargetDays`). 400 for a bad query.
 */
export async function readQueue(
  db: Kysely<Database>, company: string, asked: QueueQuery, config: Pick<Config, 'timeZone' | 'casework'>, now = clockNow(),
): Promise<QueuePage> {
  const query = checkedQuery(asked);
  const counted = await stageCountsQuery(db, company, query).execute();
  const stageCounts = Object.fromEntries(queueStages.map((stage) => [stage, 0])) as Record<QueueStage, number>;
  for (const { queue_stage, count } of counted) if (isQueueStage(queue_stage)) stageCounts[queue_stage] = Number(count);
  const total = query.stage ? stageCounts[query.stage] : Object.values(stageCounts).reduce((a, b) => a + b, 0);

  // Most days in the stage is the earliest stage_since: 'desc' days sorts it ascending.
  const direction = query.sort === 'days' ? (query.order === 'desc' ? 'asc' : 'desc') : query.order;
  const sorted = <Q extends SelectQueryBuilder<Database, 'people', object>>(people: Q): Q => {
    const by = query.sort === 'days' ? people.orderBy('stage_since', direction)
      : query.sort === 'name' ? people.orderBy('surname_lower', direction).orderBy('firstname_lower', direction)
        : people.orderBy('created_at', direction);
    return by.orderBy('id', direction) as Q;
  };
  let page = filtered(db, company, query, 'exists');
  page = query.stage ? page.where('queue_stage', '=', query.stage) : page.where('queue_stage', 'is not', null);
  // The page's ids from the index alone, then only their rows: a later page skips index entries, not rows.
  const ids = sorted(page.select('id')).limit(QUEUE_PAGE_SIZE).offset((query.page - 1) * QUEUE_PAGE_SIZE);
  const rows = await sorted(db.selectFrom('people')
    .select(['id', 'firstname', 'surname', 'card_type', 'queue_stage', 'stage_since', 'created_at', 'check_decision'])
    .where('id', 'in', ids))
    .execute();

  return {
    rows: rows.map((row) => {
      const stage = row.queue_stage as QueueStage;
      const cardType = row.card_type === 'msic' ? 'msic' : 'asic';
      const stageSince = row.stage_since ?? row.created_at;
      const daysInStage = calendarDaysBetween(stageSince, now, config.timeZone);
      const target = config.casework.stageTargetDays[stage];
      return {
        peopleId: row.id,
        trackingNumber: trackingNumber(row.id, cardType),
        name: [row.firstname, row.surname].filter(Boolean).join(' '),
        cardType,
        stage,
        stageSince,
        daysInStage,
        overdue: isOverdue(stage, daysInStage, target, row.check_decision),
        submittedAt: row.created_at,
      };
    }),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    stageCounts,
  };
}
