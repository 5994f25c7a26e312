import type { FastifyInstance } from 'fastify';
import { claimChange } from '../people/repository.ts';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { casePerson, checkChangeable, checkedActor, noSuchPerson, type StaffActor } from './case-person.ts';

export const NOTE_MAX_LENGTH = 4000;

export interface NewNote {
  company: string;
  peopleId: number;
  by: StaffActor;
  text: string;
  expectedVersion?: number;
}

export interface NoteAdded {
  noteId: number;
  version: number;
}

/**
 * A staff member's free-text note on person `peopleId` of brand `company`, never shown to the applicant: the note,
 * its audit row and the next version in one transaction. 400 for an empty or too long note, 404 for no such person of
 * the brand, 409 for a redacted person or a version no longer current.
 */
export async function addNote(app: FastifyInstance, note: NewNote, now = clockNow()): Promise<NoteAdded> {
  const by = checkedActor(note.by);
  const text = typeof note.text === 'string' ? note.text.trim() : '';
  if (!text) throw new ApiError(400, 'Write the note.', { text: 'required' });
  if (text.length > NOTE_MAX_LENGTH) throw new ApiError(400, `A note is at most ${NOTE_MAX_LENGTH} characters.`, { text: 'maxlength' });
  const row = await casePerson(app, note.company, note.peopleId);
  checkChangeable(row, note.expectedVersion);
  const at = now.toISOString();
  return app.db.transaction().execute(async (trx) => {
    const after = await claimChange(trx, row.id, { company: note.company, version: row.version }, {});
    if (!after) throw noSuchPerson();
    const added = await trx.insertInto('person_notes').values({ people_id: row.id, actor: by.name, staff_id: by.staffId ?? null, text, created_at: at })
      .returning('id').executeTakeFirstOrThrow();
    // The audit says a note was added; the text itself is in the note.
    await trx.insertInto('person_audit').values({
      people_id: row.id, actor: by.name, staff_id: by.staffId ?? null, action: 'note',
      before: '{}', after: JSON.stringify({ noteId: added.id }), created_at: at,
    }).execute();
    return { noteId: added.id, version: after.version };
  });
}
