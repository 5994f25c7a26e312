import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DocumentKind } from './documents.ts';
import { personDocument } from './download.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 GET /api/download/application-form|invoice|certificate/{id}/{formId}: real PDFs made on
// request, only with the person's own token; `formId` is the person's IncompleteFormId.

const params = Type.Object({
  kind: Type.Union([Type.Literal('application-form'), Type.Literal('invoice'), Type.Literal('certificate')]),
  id: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  formId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
});

const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/download/:kind/:id/:formId', {
    // The PDF goes as it is: Fastify sends a Buffer without serialising it.
    schema: { params, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit: routeRateLimit(app.config.saveRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { kind, id, formId } = request.params;
    const made = await personDocument(app, request, kind as DocumentKind, id, formId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${made.fileName}"`)
      .send(Buffer.from(made.bytes));
  });
};

export default downloadRoutes;
