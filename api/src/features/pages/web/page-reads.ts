import type { ReferenceData } from '../../reference/repository.ts';

// The api reads a page may carry in its HTML (a remote's package.json names them: config.pageData), answered from
// the source their routes answer from. They were asked of the app itself (app.inject) until we measured what
// that cost every other request: Fastify's and Node's request code then also handled light-my-request's stand-ins
// for a socket and a response, and /api/health answered a fifth slower in a server that had sent step 1 a few
// times. The lists are the same for every brand; test/page-head.test.ts checks each answer against its route's.

/** An api path a page may carry, and how to read its answer. */
export type PageReads = ReadonlyMap<string, () => Promise<unknown>>;

export function pageReads(reference: ReferenceData): PageReads {
  return new Map<string, () => Promise<unknown>>([
    ['/api/state/list', () => reference.states()],
    ['/api/country/list', () => reference.countries()],
    ['/api/id-documents/auscheck-list', () => reference.idDocumentTypes()],
    ['/api/issuing-body/list', () => reference.issuingBodies()],
    ['/api/operational-need/list', () => reference.operationalNeeds()],
    ['/api/operational-need-category/list', () => reference.operationalNeedCategories()],
    ['/api/operational-need-access-frequency/options', () => reference.accessFrequencies()],
  ]);
}
