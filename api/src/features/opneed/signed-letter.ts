import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { personForToken } from '../people/person-access.ts';
import { referenceMatches } from './forms.ts';
import { notFound } from './open-form.ts';
import type { OpNeedFormRow } from './repository.ts';
import type { MadeDocument } from '../documents/documents.ts';
import type { PersonRow } from '../people/repository.ts';

/**
 * GET /api/download/operational-need-signed/{id}: the signed letter of person `id`, for the signer's reference
 * `ref` or, without one, the applicant's id_token.
 */
export async function signedLetter(
  app: FastifyInstance, request: FastifyRequest, id: number, ref: string | undefined,
): Promise<MadeDocument> {
  let person: PersonRow | undefined;
  let form: OpNeedFormRow | undefined;
  if (ref !== undefined) {
    // The signer's reference: the same 404 for a wrong one as for a person with no statement.
    form = await app.opNeedForms.byPeopleId(id);
    if (!referenceMatches(form, ref)) throw new ApiError(404, notFound);
    person = await app.people.byId(id);
    if (!person || person.redacted_at) throw new ApiError(404, notFound);
  } else {
    person = await personForToken(app, request, id);
    form = await app.opNeedForms.byPeopleId(id);
  }
  if (!form || form.status !== 'signed' || !form.signature) throw new ApiError(404, 'The statement has not been signed yet.');
  // The PDF code loads on the first letter, not at start.
  const { opNeedLetter } = await import('./letter.ts');
  return opNeedLetter(app, person, form);
}
