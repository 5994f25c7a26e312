import { stages, type QueueQuery, type QueueSort, type Stage } from '../api/types.ts';

// The queue's filters live in the address's query string, so a page of the queue can be shared and Back works.
// The names are the api's (GET /api/staff/queue), so the query goes on to the api as it is.

const sorts: readonly QueueSort[] = ['days', 'name', 'submitted'];

export const stageNames: Record<Stage, string> = {
  'submitted': 'Submitted',
  'interview-due': 'Interview due',
  'payment-due': 'Payment due',
  'ready-to-lodge': 'Ready to lodge',
  'with-auscheck': 'With AusCheck',
  'decided': 'Decided',
  'dispatched': 'Dispatched',
  'activated': 'Activated',
};

export const sortNames: Record<QueueSort, string> = { days: 'Days in stage', name: 'Name', submitted: 'Submitted' };

/** The order a column sorts in first: the longest waits and the oldest applications at the top, names A to Z. */
export const firstOrder: Record<QueueSort, 'asc' | 'desc'> = { days: 'desc', name: 'asc', submitted: 'asc' };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The queue's query from the address; anything not understood is left out. */
export function readQueueQuery(search: URLSearchParams): QueueQuery {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  const airport = Number(search.get('airport'));
  return {
    stage: oneOf(stages, search.get('stage')),
    cardType: oneOf(['asic', 'msic'] as const, search.get('cardType')),
    airport: Number.isSafeInteger(airport) && airport > 0 ? airport : undefined,
    q: q ? q.slice(0, 100) : undefined,
    sort: oneOf(sorts, search.get('sort')),
    order: oneOf(['asc', 'desc'] as const, search.get('order')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The query string of a queue's query (the same order every time, so an address names one page). */
export function queueSearch(query: QueueQuery): string {
  const search = new URLSearchParams();
  for (const key of ['stage', 'cardType', 'airport', 'q', 'sort', 'order', 'page'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The query after choosing a column to sort by: the same column again turns the order round. */
export function sortedBy(query: QueueQuery, sort: QueueSort): QueueQuery {
  const order = query.sort === sort ? (query.order ?? firstOrder[sort]) === 'asc' ? 'desc' : 'asc' : firstOrder[sort];
  return { ...query, sort, order, page: undefined };
}
