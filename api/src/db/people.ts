import type { Kysely, Selectable } from 'kysely';
import type { Database, PeopleTable } from './schema.ts';

// People: finished drafts (issue 10), and the one-time codes they sign in with. The conversion runs in the draft
// repository's transaction (`executor`), with the draft's own changes and the submission email.

export type PersonRow = Selectable<PeopleTable>;

export interface NewPerson {
  draftId: number;
  company: string;
  cardType: string;
  firstname: string | null;
  surname: string;
  birthdate: string;
  email: string;
  data: Record<string, unknown>;
}

export interface PeopleRepository {
  insert(executor: Kysely<Database>, person: NewPerson, now: Date): Promise<PersonRow>;
  byId(id: number): Promise<PersonRow | undefined>;
  byDraftId(draftId: number, executor?: Kysely<Database>): Promise<PersonRow | undefined>;
  /** Keeps the hash of a one-time code for person `peopleId`. */
  addCode(executor: Kysely<Database>, code: { peopleId: number; codeHash: string; purpose: string; expiresAt: string }, now: Date): Promise<void>;
  /** Uses up a code of the person if it is unused and unexpired; true when it was. */
  useCode(peopleId: number, codeHash: string, now: Date): Promise<boolean>;
  /** Whether the person has this code unused but past its time (SPEC §8 expired_verification). */
  codeExpired(peopleId: number, codeHash: string, now: Date): Promise<boolean>;
}

export function createPeopleRepository(db: Kysely<Database>): PeopleRepository {
  return {
    async insert(executor, person, now) {
      return executor.insertInto('people').values({
        draft_id: person.draftId,
        company: person.company,
        card_type: person.cardType,
        firstname: person.firstname,
        surname: person.surname,
        birthdate: person.birthdate,
        email: person.email,
        data: JSON.stringify(person.data),
        created_at: now.toISOString(),
      }).returningAll().executeTakeFirstOrThrow();
    },

    byId: (id) => db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst(),

    byDraftId: (draftId, executor = db) => executor.selectFrom('people').selectAll().where('draft_id', '=', draftId).executeTakeFirst(),

    async addCode(executor, { peopleId, codeHash, purpose, expiresAt }, now) {
      await executor.insertInto('verification_codes').values({
        people_id: peopleId, code_hash: codeHash, purpose, expires_at: expiresAt, created_at: now.toISOString(),
      }).execute();
    },

    async useCode(peopleId, codeHash, now) {
      const at = now.toISOString();
      const result = await db.updateTable('verification_codes').set({ used_at: at })
        .where('people_id', '=', peopleId).where('code_hash', '=', codeHash)
        .where('used_at', 'is', null).where('expires_at', '>', at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async codeExpired(peopleId, codeHash, now) {
      const row = await db.selectFrom('verification_codes').select('id')
        .where('people_id', '=', peopleId).where('code_hash', '=', codeHash)
        .where('used_at', 'is', null).where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
