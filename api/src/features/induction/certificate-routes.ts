import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CertificateCheck } from '@cards/shared/domain';
import { certificatePdf, checkCertificate } from './certificates.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// The certificate of a completed induction:
// - GET /api/download/induction-certificate/{id}: the PDF, for whoever holds the induction's address (its only key);
// - GET /api/induction-certificate/{code}: the public check of a printed certificate by its code, which shows the
//   trainee's initials only, so the code tells a stranger no name.

const pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const checkAnswer = Type.Object({ initials: Type.String(), programName: Type.String(), airport: Type.String(), completedAt: Type.String() });
const inductionCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { readRateLimit, certificateCheckRateLimit } = app.config.induction;

  app.get('/api/download/induction-certificate/:id', {
    schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: pdf, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(readRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const made = await certificatePdf(app, request, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${made.fileName}"`)
      .send(Buffer.from(made.bytes));
  });

  app.get('/api/induction-certificate/:code', {
    schema: { params: Type.Object({ code: Type.String({ maxLength: 40 }) }), response: { 200: checkAnswer, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(certificateCheckRateLimit) },
  }, async (request, reply): Promise<CertificateCheck> => {
    noStore(reply);
    return checkCertificate(app, request.params.code);
  });
};

export default inductionCertificateRoutes;
