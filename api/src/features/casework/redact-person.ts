import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { birthdateHash } from '../people/sign-in.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { casePerson, checkChangeable, checkedActor, noSuchPerson, trackingNumberOf, type StaffActor } from './case-person.ts';

export interface Redaction {
  company: string;
  peopleId: number;
  by: StaffActor;
  expectedVersion?: number;
}

/**
 * SPEC: removes everything personal about person `peopleId` of brand `company`, keeping only the id, a salted hash
 * of the birthdate and the day (people repository `redact`, with its audit row). 404 for no such person of the
 * brand, 409 when redacted already or at another version.
 */
export async function redactPerson(app: FastifyInstance, redaction: Redaction, now = clockNow()): Promise<{ peopleId: number; trackingNumber: string }> {
  const by = checkedActor(redaction.by);
  const row = await casePerson(app, redaction.company, redaction.peopleId);
  checkChangeable(row, redaction.expectedVersion);
  const salt = randomBytes(16).toString('hex');
  const done = await app.people.redact(row.id, { hash: birthdateHash(row.birthdate, salt), salt }, by, now, { company: redaction.company, version: row.version });
  if (!done) throw noSuchPerson();
  return { peopleId: row.id, trackingNumber: trackingNumberOf(row) };
}
