import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nameInitials, type CertificateCheck } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import type { MadeDocument } from '../documents/documents.ts';
import { normaliseCertificateCode } from './codes.ts';
import { certificatePath, openInduction, siteOrigin } from './state.ts';

// The certificate of a completed induction: its PDF, for whoever holds the induction's address (its only key), and
// the public check of a printed one by its code, which shows the trainee's initials only, so the code tells a
// stranger no name.

const unknownCode = 'We could not find a certificate with that code. Check the code on the certificate and try again.';

/** The certificate of induction `publicId`, whose check address is on the site `request` came to. */
export async function certificatePdf(app: FastifyInstance, request: FastifyRequest, publicId: string): Promise<MadeDocument> {
  const { row, stored, traineeName } = await openInduction(app, publicId);
  if (!row.completed_at || !row.certificate_code) throw new ApiError(404, 'There is no certificate until the induction is complete.');
  // The PDF code loads on the first certificate, not at start.
  const { inductionCertificate } = await import('./certificate.ts');
  return inductionCertificate({
    traineeName, programName: stored.program.name, airport: stored.program.airport, completedAt: row.completed_at,
    code: row.certificate_code, checkUrl: `${siteOrigin(app, request)}${certificatePath(row.certificate_code)}`, company: row.company, timeZone: app.config.timeZone,
  });
}

/** What a printed certificate's code says: the trainee's initials, the program and when it was completed. */
export async function checkCertificate(app: FastifyInstance, codeText: string): Promise<CertificateCheck> {
  const code = normaliseCertificateCode(codeText);
  const row = code === null ? undefined : await app.inductions.byCertificateCode(code);
  const open = row && row.completed_at ? await openInduction(app, row.public_id).catch(() => undefined) : undefined;
  if (!open || !open.row.completed_at) throw new ApiError(404, unknownCode);
  return {
    initials: nameInitials(open.traineeName),
    programName: open.stored.program.name,
    airport: open.stored.program.airport,
    completedAt: open.row.completed_at,
  };
}
