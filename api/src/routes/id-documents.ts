import type { FastifyInstance } from 'fastify';
import { cacheLookup, listOf } from './common.ts';

const documentType = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Category: { type: 'string' } },
} as const;

/** SPEC §7 GET /api/id-documents/auscheck-list: identity documents, category A first (SPEC §9 ids 4 to 9). */
export default async function idDocumentRoutes(app: FastifyInstance) {
  app.get('/id-documents/auscheck-list', { schema: { response: { 200: listOf(documentType) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.lookups.idDocumentTypes();
  });
}
