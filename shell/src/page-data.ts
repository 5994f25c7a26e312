import { readPageJson } from './page-json.ts';

// Answers the page carries: the api puts into a page the answers of the reads its route's page makes as
// it starts (the reference lists of step 1), so they need not wait for the page's code to ask. The api client
// (createHttpClient's pageAnswers) takes each from the page once, for the first GET of that path; every other call,
// and that one again, goes to the network as usual.

/** The answers in the page, by api path; none when the page carries none or they cannot be read. */
export function readPageData(doc: Document): Map<string, unknown> {
  const value = readPageJson(doc, 'page-data');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value).filter(([path]) => path.startsWith('/api/')));
}
