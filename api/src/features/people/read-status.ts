import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personIdOfTrackingNumber } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { personForToken } from './person-access.ts';
import { personStatus } from './status.ts';

// A person's status (status.ts), read with their own id_token: by their id, or by their tracking number and birthdate.

/** The status of person `id`, for their own id_token, with their statement of operational need's state. */
export async function statusOf(app: FastifyInstance, request: FastifyRequest, id: number) {
  const person = await personForToken(app, request, id);
  return personStatus(person, await app.opNeedForms.byPeopleId(person.id));
}

/**
 * SPEC §3 'Person tracker request: VepNumber and Birthday': the status of the tracking number's person. The token
 * says who is signed in; the pair must be theirs.
 */
export async function trackedStatus(app: FastifyInstance, request: FastifyRequest, vepNumber: string, birthday: string) {
  const id = personIdOfTrackingNumber(vepNumber);
  if (id === null) throw new ApiError(400, 'Enter a tracking number: VEA or VEP and 7 digits.', { VepNumber: 'asicnumber' });
  const person = await personForToken(app, request, id);
  if (person.birthdate !== birthday.trim()) throw new ApiError(404, 'We could not find that application.');
  return personStatus(person, await app.opNeedForms.byPeopleId(person.id));
}
