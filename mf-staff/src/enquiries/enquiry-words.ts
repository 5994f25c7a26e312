import type { EnquiryEntry, EnquiryQuery } from '../api/types.ts';

// The inbox's filters live in the address's query string (the api's own names), so Back works and a view can be
// shared: ?status=closed, ?mine=true, ?page=2.

/** The inbox's query from the address; anything not understood is left out. */
export function readEnquiryQuery(search: URLSearchParams): EnquiryQuery {
  const page = Number(search.get('page'));
  return {
    status: search.get('status') === 'closed' ? 'closed' : undefined,
    mine: search.get('mine') === 'true' ? true : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The query string of an inbox's query, in the same order every time. */
export function enquirySearch(query: EnquiryQuery): string {
  const search = new URLSearchParams();
  if (query.status === 'closed') search.set('status', 'closed');
  if (query.mine) search.set('mine', 'true');
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Who has an enquiry, as the member can know it: the names of other staff are for supervisors only. */
export function whoHasIt(entry: Pick<EnquiryEntry, 'assignedTo'>, memberId: number): string {
  if (entry.assignedTo === null) return 'Nobody';
  return entry.assignedTo === memberId ? 'You' : 'Someone else';
}

/**
 * A form's field name as words: EnquiryType → 'Enquiry type', FullName → 'Full name', ASICNumber → 'ASIC number'.
 * A word in capitals (an acronym) keeps them.
 */
export function fieldWords(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => (word.length > 1 && word === word.toUpperCase() ? word : i === 0 ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()));
  return words.join(' ') || name;
}
