import type { AxiosAdapter, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { readPageJson } from './page-json.ts';

// Answers the page carries (issue 16): the api puts into a page the answers of the reads its route's page makes as
// it starts (the reference lists of step 1), so they need not wait for the page's code to ask. The api client
// takes each from the page once, for the first GET of that path; every other call, and that one again, goes to
// the network as usual.

/** The answers in the page, by api path; none when the page carries none or they cannot be read. */
export function readPageData(doc: Document): Map<string, unknown> {
  const value = readPageJson(doc, 'page-data');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value).filter(([path]) => path.startsWith('/api/')));
}

/**
 * An axios adapter that answers from `answers` first (each once), and otherwise as axios does. Axios is loaded
 * with the page's first call (createHttpClient), so it is here when the adapter runs.
 */
export function pageDataAdapter(answers: Map<string, unknown>, network?: AxiosAdapter): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const { default: axios } = await import('axios');
    const path = config.method === 'get' && !config.params ? pathOf(axios, config) : undefined;
    if (path === undefined || !answers.has(path)) return (network ?? axios.getAdapter(axios.defaults.adapter))(config);
    const data = answers.get(path);
    answers.delete(path);
    const response: AxiosResponse = { data, status: 200, statusText: 'OK', headers: {}, config };
    return response;
  };
}

/** The path of a call to our own api (no query, no other origin), or undefined. */
function pathOf(axios: AxiosStatic, config: InternalAxiosRequestConfig): string | undefined {
  const page = window.location.origin;
  const url = new URL(axios.getUri(config), page);
  return url.origin === page && url.search === '' ? url.pathname : undefined;
}
