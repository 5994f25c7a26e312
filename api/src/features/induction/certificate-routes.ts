import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { nameInitials } from '@cards/shared/domain';
import type { CertificateCheck } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { normaliseCertificateCode } from './codes.ts';
import { certificatePath, openInduction, siteOrigin } from './state.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// The certificate of a completed induction:
// - GET /api/download/induction-certificate/{id}: the PDF, for whoever holds the induction's address (its only key);
// - GET /api/induction-certificate/{code}: the public check of a printed certificate by its code, which shows the
//   trainee's initials only, so the code tells a stranger no name.

const pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const checkAnswer = Type.Object({ initials: Type.String(), programName: Type.String(), airport: Type.String(), completedAt: Type.String() });
const unknownCode = 'We could not find a certificate with that code. Check the code on the certificate and try again.';

const inductionCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { readRateLimit, certificateCheckRateLimit } = app.config.induction;

  app.get('/api/download/induction-certificate/:id', {
    schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: pdf, ...errorResponses(400, 404, 429) } },
    config: { rateLimit: routeRateLimit(readRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { row, stored, traineeName } = await openInduction(app, request.params.id);
    if (!row.completed_at || !row.certificate_code) throw new ApiError(404, 'There is no certificate until the induction is complete.');
    const { inductionCertificate } = await import('./certificate.ts');
    const made = await inductionCertificate({
      traineeName, programName: stored.program.name, airport: stored.program.airport, completedAt: row.completed_at,
      code: row.certificate_code, checkUrl: `${siteOrigin(app, request)}${certificatePath(row.certificate_code)}`, company: row.company, timeZone: app.config.timeZone,
    });
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
    const code = normaliseCertificateCode(request.params.code);
    const row = code === null ? undefined : await app.inductions.byCertificateCode(code);
    const open = row && row.completed_at ? await openInduction(app, row.public_id).catch(() => undefined) : undefined;
    if (!open || !open.row.completed_at) throw new ApiError(404, unknownCode);
    return {
      initials: nameInitials(open.traineeName),
      programName: open.stored.program.name,
      airport: open.stored.program.airport,
      completedAt: open.row.completed_at,
    };
  });
};

export default inductionCertificateRoutes;
