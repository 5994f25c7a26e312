import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InductionListItem } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { personForToken } from '../people/person-access.ts';
import { listItems } from './state.ts';

/**
 * The inductions of person `id`, for their own id_token (people/person-access.ts); `formId` is their
 * IncompleteFormId, and another one is a 404.
 */
export async function personInductions(
  app: FastifyInstance, request: FastifyRequest, id: number, formId: number,
): Promise<{ hasInductions: boolean; induction: InductionListItem[] }> {
  const person = await personForToken(app, request, id);
  if (person.draft_id !== formId) throw new ApiError(404, 'There is no such application for this person.');
  const induction = listItems(app, await app.inductions.of({ personId: person.id }));
  return { hasInductions: induction.length > 0, induction };
}
