import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, PeopleTable } from '../../platform/db/schema.ts';
import { queueStageOf, restage } from '../casework/queue-stage.ts';
import { staleVersion } from '../casework/conflict.ts';

/** The stage fields staff record, as stored; null clears one. */
export type PersonStageFields = Partial<Pick<PeopleTable, 'interviewed_at' | 'paid_at' | 'ops_approved' | 'check_uploaded_at'
  | 'check_decision' | 'check_cert_date' | 'check_decision_reason' | 'posted_at' | 'dispatch_method' | 'card_serial' | 'activated_at'>>;

export interface AuditEntry {
  peopleId: number;
  actor: string;
  /** The staff member's account, for a change made in the console. */
  staffId?: number;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

// People: finished drafts, and the one-time codes they sign in with. The conversion runs in the draft
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

/**
 * Whose change it may be: `company`, the person's brand (another brand's person is not found); `version`, the version
 * the change was decided on (another change since throws the 409 of casework/conflict.ts).
 */
export interface ChangeGuard {
  company?: string;
  version?: number;
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
  /** Spends the person's unused codes of one purpose, so only a newer one works. */
  spendCodes(executor: Kysely<Database>, peopleId: number, purpose: string, now: Date): Promise<void>;
  /**
   * Changes a person's stage fields, their version and queue stage, and writes the audit row, in one transaction; the
   * row after, or undefined when there is no such person (of the guard's brand) or they were redacted.
   */
  /** `audit.detail`: what else the change recorded (the documents seen at an interview), kept in its audit row's after. */
  changeStages(peopleId: number, fields: PersonStageFields, audit: Omit<AuditEntry, 'before' | 'after' | 'peopleId'> & { detail?: Record<string, unknown> },
    now: Date, guard?: ChangeGuard): Promise<PersonRow | undefined>;
  /** SPEC: keeps only the id, a salted hash of the birthdate and the day of redaction; writes the audit row. */
  redact(peopleId: number, birthdate: { hash: string; salt: string }, actor: string | { name: string; staffId?: number }, now: Date, guard?: ChangeGuard): Promise<boolean>;
  /** Changes ExtraData.lodgementOption in the person's application, with an audit row by the applicant. */
  changeLodgementOption(peopleId: number, option: string, now: Date): Promise<void>;
  audit(peopleId: number): Promise<Array<{ actor: string; action: string; before: string; after: string; created_at: string }>>;
  revokeToken(jti: string, expiresAt: string, now: Date): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}

const STAGE_COLUMNS = ['interviewed_at', 'paid_at', 'ops_approved', 'check_uploaded_at', 'check_decision', 'check_cert_date', 'check_decision_reason',
  'posted_at', 'dispatch_method', 'card_serial', 'activated_at'] as const;

function pick(row: PersonRow, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (row as unknown as Record<string, unknown>)[k] ?? null]));
}

const NEW_PERSON_STAGE = queueStageOf({ redacted_at: null, activated_at: null, posted_at: null, check_decision: null, check_uploaded_at: null,
  interviewed_at: null, paid_at: null, ops_approved: null }, undefined);

/** The airport ids an application names (`airports: [{ Id }]`), each once. */
export function airportIdsOf(data: Record<string, unknown>): number[] {
  const airports = Array.isArray(data.airports) ? (data.airports as Array<{ Id?: unknown } | null>) : [];
  return [...new Set(airports.map((a) => a?.Id).filter((id): id is number => Number.isInteger(id)))];
}

/**
 * Writes a change to a person and takes the next version, in one UPDATE whose WHERE holds the guard: of two changes
 * made on the same version, the second finds no row and is refused (the 409 of casework/conflict.ts), on SQLite and
 * PostgreSQL alike. The row after; undefined when the person is gone, redacted or of another brand.
 */
export async function claimChange(trx: Kysely<Database>, peopleId: number, guard: ChangeGuard, changes: Updateable<PeopleTable>): Promise<PersonRow | undefined> {
  let update = trx.updateTable('people').set({ ...changes, version: sql`version + 1` })
    .where('id', '=', peopleId).where('redacted_at', 'is', null);
  if (guard.company !== undefined) update = update.where('company', '=', guard.company);
  if (guard.version !== undefined) update = update.where('version', '=', guard.version);
  const after = await update.returningAll().executeTakeFirst();
  if (after) return after;
  const now = await trx.selectFrom('people').select(['version', 'redacted_at', 'company']).where('id', '=', peopleId).executeTakeFirst();
  if (!now || now.redacted_at || (guard.company !== undefined && now.company !== guard.company)) return undefined;
  throw staleVersion(now.version);
}

export function createPeopleRepository(db: Kysely<Database>): PeopleRepository {
  return {
    async insert(executor, person, now) {
      const row = await executor.insertInto('people').values({
        draft_id: person.draftId,
        company: person.company,
        card_type: person.cardType,
        firstname: person.firstname,
        surname: person.surname,
        birthdate: person.birthdate,
        email: person.email,
        data: JSON.stringify(person.data),
        created_at: now.toISOString(),
        surname_lower: person.surname.toLowerCase(),
        firstname_lower: (person.firstname ?? '').toLowerCase(),
        email_lower: person.email.toLowerCase(),
        // The stage with no statement yet: whoever makes one in this transaction restages (casework/queue-stage.ts).
        queue_stage: NEW_PERSON_STAGE,
        stage_since: now.toISOString(),
      }).returningAll().executeTakeFirstOrThrow();
      const airports = airportIdsOf(person.data).map((airport) => ({
        people_id: row.id, airport_id: airport, company: row.company, card_type: row.card_type, queue_stage: row.queue_stage,
      }));
      if (airports.length > 0) await executor.insertInto('person_airports').values(airports).execute();
      return row;
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

    async spendCodes(executor, peopleId, purpose, now) {
      await executor.updateTable('verification_codes').set({ used_at: now.toISOString() })
        .where('people_id', '=', peopleId).where('purpose', '=', purpose).where('used_at', 'is', null)
        .execute();
    },

    async changeStages(peopleId, fields, audit, now, guard = {}) {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('people').selectAll().where('id', '=', peopleId).executeTakeFirst();
        if (!before || before.redacted_at || (guard.company !== undefined && before.company !== guard.company)) return undefined;
        const after = await claimChange(trx, peopleId, guard, fields);
        if (!after) return undefined;
        const keys = STAGE_COLUMNS.filter((k) => k in fields);
        await trx.insertInto('person_audit').values({
          people_id: peopleId, actor: audit.actor, staff_id: audit.staffId ?? null, action: audit.action,
          before: JSON.stringify(pick(before, keys)), after: JSON.stringify({ ...pick(after, keys), ...audit.detail }), created_at: now.toISOString(),
        }).execute();
        await restage(trx, peopleId, now);
        return trx.selectFrom('people').selectAll().where('id', '=', peopleId).executeTakeFirstOrThrow();
      });
    },

    async redact(peopleId, birthdate, by, now, guard = {}) {
      const actor = typeof by === 'string' ? { name: by } : by;
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('people').selectAll().where('id', '=', peopleId).executeTakeFirst();
        if (!before || before.redacted_at || (guard.company !== undefined && before.company !== guard.company)) return false;
        const at = now.toISOString();
        const claimed = await claimChange(trx, peopleId, guard, {
          firstname: null, surname: '', birthdate: '', email: '', data: '{}', redacted_at: at,
          birthdate_hash: birthdate.hash, birthdate_salt: birthdate.salt,
          interviewed_at: null, paid_at: null, check_uploaded_at: null, check_decision: null, check_cert_date: null,
          check_decision_reason: null, posted_at: null, dispatch_method: null, ops_approved: null, card_serial: null, activated_at: null,
          surname_lower: '', firstname_lower: '', email_lower: '', queue_stage: null, stage_since: null,
        });
        if (!claimed) return false;
        await trx.deleteFrom('person_airports').where('people_id', '=', peopleId).execute();
        // Staff notes may name the person or their circumstances.
        await trx.deleteFrom('person_notes').where('people_id', '=', peopleId).execute();
        await trx.deleteFrom('verification_codes').where('people_id', '=', peopleId).execute();
        // The draft it came from, the error reports holding copies of it, and the mail to the person go too.
        await trx.updateTable('drafts').set({ data: '{}' }).where('id', '=', before.draft_id).execute();
        await trx.deleteFrom('form_errors').where('draft_id', '=', before.draft_id).execute();
        await trx.deleteFrom('outbox').where('draft_id', '=', before.draft_id).execute();
        // And the statement of operational need with its signature, and the signature drawn in the wizard.
        await trx.deleteFrom('operational_need_forms').where('people_id', '=', peopleId).execute();
        await trx.deleteFrom('draft_signatures').where('draft_id', '=', before.draft_id).execute();
        await trx.updateTable('drafts').set({ signature_file: null }).where('id', '=', before.draft_id).execute();
        // And the inductions: each held the person's name on its certificate.
        await trx.deleteFrom('inductions').where('person_id', '=', peopleId).execute();
        // A payment stays for the accounts (its amount and day), without the card's digits, the provider's charge,
        // which leads back to the name on the card, or the card's keyed fingerprint, which would match the card again.
        await trx.updateTable('payments').set({ last4: '', reference: null, card_fingerprint: null }).where('people_id', '=', peopleId).execute();
        // The stages' audit rows held the days of the person's interview, check and dispatch.
        await trx.deleteFrom('person_audit').where('people_id', '=', peopleId).execute();
        // The record says that it happened and when, and keeps nothing of what was removed.
        await trx.insertInto('person_audit').values({
          people_id: peopleId, actor: actor.name, staff_id: actor.staffId ?? null, action: 'redact', before: '{}', after: JSON.stringify({ redacted_at: at }), created_at: at,
        }).execute();
        return true;
      });
    },

    async changeLodgementOption(peopleId, option, now) {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('people').select(['data']).where('id', '=', peopleId).executeTakeFirstOrThrow();
        const data = JSON.parse(row.data) as { ExtraData?: Record<string, unknown> };
        const before = data.ExtraData?.lodgementOption ?? null;
        data.ExtraData = { ...data.ExtraData, lodgementOption: option };
        await trx.updateTable('people').set({ data: JSON.stringify(data), version: sql`version + 1` }).where('id', '=', peopleId).execute();
        await trx.insertInto('person_audit').values({
          people_id: peopleId, actor: 'applicant', action: 'lodgement-option',
          before: JSON.stringify({ lodgementOption: before }), after: JSON.stringify({ lodgementOption: option }), created_at: now.toISOString(),
        }).execute();
      });
    },

    audit: (peopleId) => db.selectFrom('person_audit').select(['actor', 'action', 'before', 'after', 'created_at'])
      .where('people_id', '=', peopleId).orderBy('id').execute(),

    async revokeToken(jti, expiresAt, now) {
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
      await db.insertInto('revoked_tokens').values({ jti, expires_at: expiresAt }).onConflict((oc) => oc.column('jti').doNothing()).execute();
    },

    async isRevoked(jti) {
      return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
    },
  };
}
