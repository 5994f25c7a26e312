import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { metaForKey } from './access.ts';

/** The largest draft copy an error report may carry, as JSON text. */
const maxReportedDraft = 64 * 1024;

/**
 * SPEC §7 POST /api/form/{id}/error: a page reports a failure with its draft (e.g. conversion, SPEC §4), holding one
 * of its keys (X-Form-Key of `request`). A report about a converted or expired draft is taken.
 */
export async function reportFormError(
  app: FastifyInstance, request: FastifyRequest, id: number, report: { error: string; user?: object | null },
): Promise<void> {
  const draft = await metaForKey(app, request, id, { expired: true, converted: true });
  const { error, user } = report;
  const userData = user ? JSON.stringify(user) : null;
  if (userData && userData.length > maxReportedDraft) throw new ApiError(400, 'The report is too long.', { user: 'maxlength' });
  // The report's text may quote what the applicant typed: it is kept with the draft in form_errors, not logged.
  request.log.warn({ formError: { draftId: id, company: draft.company } }, 'form error reported');
  await app.reports.formError({
    draftId: id, error, userData, company: draft.company, userAgent: request.headers['user-agent'],
  });
}
