import { describe, expect, it } from 'vitest';
import { queueSearch, readQueueQuery, sortedBy } from './queue-query.ts';

describe("the queue's address", () => {
  it('reads what it understands and drops the rest', () => {
    expect(readQueueQuery(new URLSearchParams('stage=with-auscheck&cardType=msic&airport=12&q=%20VEA0001600%20&sort=name&order=asc&page=3')))
      .toEqual({ stage: 'with-auscheck', cardType: 'msic', airport: 12, q: 'VEA0001600', sort: 'name', order: 'asc', page: 3 });
    expect(readQueueQuery(new URLSearchParams('stage=lost&cardType=x&sort=age&order=up&page=-1&airport=%3Cscript%3E')))
      .toEqual({ stage: undefined, cardType: undefined, airport: undefined, q: undefined, sort: undefined, order: undefined, page: undefined });
  });

  it('writes a query back the same way, page 1 left out', () => {
    expect(queueSearch({ q: 'Smith', stage: 'decided', page: 1 })).toBe('?stage=decided&q=Smith');
    expect(queueSearch({})).toBe('');
    const search = '?stage=decided&cardType=asic&airport=3&q=a+b&sort=name&order=desc&page=2';
    expect(queueSearch(readQueueQuery(new URLSearchParams(search)))).toBe(search);
  });

  it('sorts a column in its first order, then turns it round, back on page 1', () => {
    expect(sortedBy({ page: 4 }, 'days')).toEqual({ sort: 'days', order: 'desc', page: undefined });
    expect(sortedBy({ sort: 'days', order: 'desc' }, 'days')).toMatchObject({ order: 'asc' });
    expect(sortedBy({ sort: 'days', order: 'asc' }, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
  });
});
