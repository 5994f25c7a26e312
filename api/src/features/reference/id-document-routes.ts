import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheLookup, listOf } from '../../platform/route-schemas.ts';

const documentType = Type.Object({ Id: Type.Integer(), Name: Type.String(), Category: Type.String() });

/** SPEC §7 GET /api/id-documents/auscheck-list: identity documents, category A first (SPEC §9 ids 4 to 9). */
const idDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/id-documents/auscheck-list', { schema: { response: { 200: listOf(documentType) } } }, async (_request, reply) => {
    cacheLookup(reply, app.config.lookupMaxAge);
    return app.referenceData.idDocumentTypes();
  });
};

export default idDocumentRoutes;
