import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { personForToken } from '../people/person-access.ts';
import type { DocumentKind, MadeDocument } from './documents.ts';

/** The PDF `kind` of person `id`, for their own id_token; `formId` is their IncompleteFormId, and another one is a 404. */
export async function personDocument(
  app: FastifyInstance, request: FastifyRequest, kind: DocumentKind, id: number, formId: number,
): Promise<MadeDocument> {
  const person = await personForToken(app, request, id);
  // Loaded on the first download: the PDF code is heavy and most processes never make one.
  const { hasDocument, makeDocument } = await import('./documents.ts');
  if (person.draft_id !== formId || !hasDocument(kind, person)) throw new ApiError(404, 'There is no such document for this application.');
  return makeDocument(app, kind, person);
}
