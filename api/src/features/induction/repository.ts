import { sql, type Kysely, type Selectable } from 'kysely';
import type { InductionCompany, InductionProgram } from '@cards/shared/domain';
import { loadProgramFiles, type LoadedProgram, type ModuleKeys } from './program-files.ts';
import { newCertificateCode, newPublicId } from './codes.ts';
import type { Database, ForeignCardTable, InductionTable } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';

// The inductions: the programs (copies of their files), each trainee's progress through one, and the
// foreign cards enrolled for them. A module is passed by one conditional UPDATE (… WHERE module = n), so two tabs
// answering at once move the trainee on once; completion and its certificate code are written once, by the same
// statement, and never changed after.

export type InductionRow = Selectable<InductionTable>;
export type ForeignCardRow = Selectable<ForeignCardTable>;

/** A program as this process holds it: what the browser sees and the answer keys. */
export interface StoredProgram {
  id: number;
  company: InductionCompany;
  program: InductionProgram;
  keys: ModuleKeys[];
}

/** induction_programs.content. */
interface StoredContent {
  program: InductionProgram;
  keys: ModuleKeys[];
}

/** Whose induction it is: a person of ours or a foreign card. */
export type Trainee = { personId: number } | { foreignCardId: number };

export type NewForeignCard = Omit<ForeignCardTable, 'id' | 'random_id' | 'created_at' | 'name_lower' | 'email_lower'>;

/** Writes the programs read from their files over the stored ones (new ones added; none removed). */
export async function syncPrograms(db: Kysely<Database>, programs: LoadedProgram[], now: Date): Promise<void> {
  for (const { program, keys, company } of programs) {
    const content = JSON.stringify({ program, keys } satisfies StoredContent);
    const row = { name: program.name, airport: program.airport, company, content, updated_at: now.toISOString() };
    await db.insertInto('induction_programs').values({ id: program.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
}

export interface InductionRepository {
  /** Brings the stored programs up to date with the files in `folder`, then holds every stored program. */
  loadPrograms(folder: string, now: Date): Promise<void>;
  program(id: number): StoredProgram | undefined;
  byPublicId(publicId: string): Promise<InductionRow | undefined>;
  byCertificateCode(code: string): Promise<InductionRow | undefined>;
  /** The trainee's inductions, in program order. */
  of(trainee: Trainee, executor?: Kysely<Database>): Promise<InductionRow[]>;
  /**
   * The trainee's inductions in `programIds` (those this process holds), made where missing; in program order.
   * Run it in the transaction of the change that enrols the trainee.
   */
  enrol(executor: Kysely<Database>, trainee: Trainee, company: string, programIds: readonly number[], now: Date): Promise<InductionRow[]>;
  /**
   * Moves the induction from module `from` to the next; past the last of `moduleCount`, also records it complete
   * with its certificate code (once). False when it was not on `from` (another answer moved it first).
   */
  advance(id: number, from: number, moduleCount: number, now: Date): Promise<boolean>;
  /** Records the questions the last answer to the current module `module` left empty (none: an empty list). */
  recordUnanswered(id: number, module: number, indexes: number[], now: Date): Promise<void>;
  addCard(executor: Kysely<Database>, card: NewForeignCard, now: Date): Promise<ForeignCardRow>;
  cardById(id: number): Promise<ForeignCardRow | undefined>;
}

export function createInductionRepository(db: Kysely<Database>): InductionRepository {
  let programs = new Map<number, StoredProgram>();
  const byProgramOrder = (a: InductionRow, b: InductionRow) => a.program_id - b.program_id;
  const ofTrainee = (executor: Kysely<Database>, trainee: Trainee) => {
    const query = executor.selectFrom('inductions').selectAll();
    return 'personId' in trainee ? query.where('person_id', '=', trainee.personId) : query.where('foreign_card_id', '=', trainee.foreignCardId);
  };

  return {
    async loadPrograms(folder, now) {
      await syncPrograms(db, await loadProgramFiles(folder), now);
      const rows = await db.selectFrom('induction_programs').selectAll().orderBy('id').execute();
      programs = new Map(rows.map((row) => {
        const content = JSON.parse(row.content) as StoredContent;
        return [row.id, { id: row.id, company: row.company as InductionCompany, ...content }];
      }));
    },

    program: (id) => programs.get(id),

    byPublicId: (publicId) => db.selectFrom('inductions').selectAll().where('public_id', '=', publicId).executeTakeFirst(),

    byCertificateCode: (code) => db.selectFrom('inductions').selectAll().where('certificate_code', '=', code).executeTakeFirst(),

    async of(trainee, executor = db) {
      return (await ofTrainee(executor, trainee).execute()).sort(byProgramOrder);
    },

    async enrol(executor, trainee, company, programIds, now) {
      const wanted = programIds.filter((id) => programs.has(id));
      const at = now.toISOString();
      for (const programId of wanted) {
        await executor.insertInto('inductions').values({
          public_id: newPublicId(), program_id: programId, company, created_at: at, updated_at: at,
          ...('personId' in trainee ? { person_id: trainee.personId } : { foreign_card_id: trainee.foreignCardId }),
        }).onConflict((oc) => oc.columns('personId' in trainee ? ['person_id', 'program_id'] : ['foreign_card_id', 'program_id']).doNothing())
          .execute();
      }
      if (wanted.length === 0) return [];
      return (await ofTrainee(executor, trainee).where('program_id', 'in', wanted).execute()).sort(byProgramOrder);
    },

    async advance(id, from, moduleCount, now) {
      const at = now.toISOString();
      const last = from + 1 >= moduleCount;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await db.updateTable('inductions').set({
            module: from + 1,
            unanswered: '[]',
            updated_at: at,
            // Written once: a later pass of the last module (after a change of program) keeps the first.
            ...(last ? {
              completed_at: sql<string>`coalesce(completed_at, ${at})`,
              certificate_code: sql<string>`coalesce(certificate_code, ${newCertificateCode()})`,
            } : {}),
          }).where('id', '=', id).where('module', '=', from).executeTakeFirst();
          return result.numUpdatedRows > 0n;
        } catch (err) {
          // A second certificate with the same code: the code is made again (60 random bits: all but never).
          if (!last || attempt >= 3 || !isUniqueViolation(err)) throw err;
        }
      }
    },

    async recordUnanswered(id, module, indexes, now) {
      await db.updateTable('inductions').set({ unanswered: JSON.stringify(indexes), updated_at: now.toISOString() })
        .where('id', '=', id).where('module', '=', module).execute();
    },

    addCard: (executor, card, now) => executor.insertInto('foreign_cards')
      .values({
        ...card, random_id: newPublicId(), created_at: now.toISOString(),
        name_lower: [card.firstname, card.middlenames, card.surname].filter(Boolean).join(' ').toLowerCase(), email_lower: card.email.toLowerCase(),
      })
      .returningAll().executeTakeFirstOrThrow(),

    cardById: (id) => db.selectFrom('foreign_cards').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
