import type { FastifyInstance } from 'fastify';
import { trackingNumber } from '@cards/shared/domain';
import type { PersonRow } from '../people/repository.ts';
import { ApiError } from '../../platform/errors.ts';
import { staleVersion } from './conflict.ts';

// What every casework service checks first: whose change it is, and that the person is the brand's and current.

/** Who makes a change: the name kept on the audit row, and from the console the staff member's account. */
export interface StaffActor {
  name: string;
  staffId?: number;
}

export const ACTOR_MAX_LENGTH = 100;

/** The actor with its name trimmed; a 400 naming `by` when it is missing or too long. */
export function checkedActor(by: StaffActor | undefined): StaffActor {
  const name = by?.name?.trim() ?? '';
  if (!name) throw new ApiError(400, 'Say who is making the change.', { by: 'required' });
  if (name.length > ACTOR_MAX_LENGTH) throw new ApiError(400, `The name of who is making the change is at most ${ACTOR_MAX_LENGTH} characters.`, { by: 'maxlength' });
  if (by?.staffId !== undefined && (!Number.isSafeInteger(by.staffId) || by.staffId < 1)) throw new ApiError(400, 'The staff id is not valid.', { staffId: 'invalid' });
  return by?.staffId === undefined ? { name } : { name, staffId: by.staffId };
}

/** The answer for a person that does not exist and for another brand's: the same, so neither tells the other apart. */
export function noSuchPerson(): ApiError {
  return new ApiError(404, 'There is no such application.', undefined, { reason: 'not_found' });
}

/** Person `peopleId` of brand `company`, or the 404. */
export async function casePerson(app: FastifyInstance, company: string, peopleId: number): Promise<PersonRow> {
  const row = Number.isSafeInteger(peopleId) && peopleId > 0 ? await app.people.byId(peopleId) : undefined;
  if (!row || row.company !== company) throw noSuchPerson();
  return row;
}

export function trackingNumberOf(row: Pick<PersonRow, 'id' | 'card_type'>): string {
  return trackingNumber(row.id, row.card_type === 'msic' ? 'msic' : 'asic');
}

/** A person who can still change: not redacted (409), and at `expectedVersion` when one is given (409). */
export function checkChangeable(row: PersonRow, expectedVersion: number | undefined): void {
  if (row.redacted_at) throw new ApiError(409, `${trackingNumberOf(row)} was redacted; nothing about it can change.`, undefined, { reason: 'redacted' });
  if (expectedVersion === undefined) return;
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) throw new ApiError(400, 'The version is not valid.', { version: 'wholenumber' });
  if (expectedVersion !== row.version) throw staleVersion(row.version);
}
