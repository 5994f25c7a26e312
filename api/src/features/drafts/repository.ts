import type { Kysely, Updateable } from 'kysely';
import { usableSql } from './access.ts';
import { typedPart, type DraftData } from './payload.ts';
import type { Db } from '../../platform/db/connect.ts';
import { groupCommit } from '../../platform/db/group-commit.ts';
import type { Database, DraftTable } from '../../platform/db/schema.ts';
import { now as clockNow } from '../../platform/clock.ts';

// All draft SQL in one place, and the only code that knows a draft's data is stored as JSON text: callers hand in
// and get back the data as an object (`dataOf`). The autosave PUT is the hot path (docs: tooling notes measured
// Kysely's async layer at a third of a raw prepared statement's throughput), so its two statements, reading the
// row's bookkeeping with the key check and writing the save, are prepared once: better-sqlite3 statements on SQLite,
// named (prepared per connection) queries on PostgreSQL. The usual autosave needs only one: `quickSave` writes with
// every check of the longer path in its where clause (the states a save may act on are features/drafts/access.ts's one list,
// as SQL), and on SQLite the quick saves of one turn share a commit.
// Everything else goes through Kysely, and what must change together (a save and the mail it causes, a token and
// the key it buys) runs in one transaction (`transaction`).
//
// A draft has one key per page that opened it (draft_keys): the page that created it, and each page that came in
// by an emailed link and exchanged its one-time token (draft_tokens). drafts.key_hash keeps the first key, as the
// column has always been there; access goes by draft_keys.

/** A stored row; its data is JSON text, read with `dataOf`. */
export type DraftRow = Omit<DraftTable, 'id'> & { id: number };
/** A row without its data: what a save needs to check. */
export type DraftMeta = Omit<DraftRow, 'data' | 'created_at' | 'updated_at' | 'deletion_notice_at'>;
/** The bookkeeping of a row, and whether the key presented is one of the draft's. */
export type DraftMetaForKey = DraftMeta & { keyMatches: boolean };

/** What a new draft is made of; its bookkeeping (version 1, not sent, not expired, times) is the store's. */
export type NewDraft = Pick<DraftRow, 'company' | 'card_type' | 'company_id' | 'step_completed' | 'form_link' | 'key_hash'>
  & { data: DraftData };

export interface DraftSave {
  id: number;
  /** The version the save was based on; the row must still hold it. */
  version: number;
  data: DraftData;
  stepCompleted: number;
  now: string;
}

/** An autosave that `quickSave` may write in one statement (features/drafts/save-draft.ts says when). */
export interface QuickSave {
  id: number;
  /** The hash of the key presented; it must be one of the draft's. */
  keyHash: string;
  /** The version the save was based on; the row must still hold it. */
  version: number;
  /** The body as sent, members the server owns included. */
  body: DraftData;
  /**
   * Its JSON text, when the parser kept it: stored as is, with no copy and no JSON.stringify on the hot path.
   * The server's members in it are never read back: `dataOf` drops them.
   */
  bodyText?: string;
  /** The row must have completed at least this many steps (what the body claims, so nothing new is completed)... */
  fromStep: number;
  /** ...and fewer than this many. */
  belowStep: number;
  /** The brand and card type the body's card rules were checked for: the row must have them. */
  company: string;
  cardType: string;
  now: string;
}

/** Columns an update may set; `data` as an object. */
export type DraftChanges = Omit<Updateable<DraftTable>, 'id' | 'data' | 'key_hash'> & { data?: DraftData };

/** Conditions an update must meet, so two requests cannot both act on the same state. */
export interface DraftGuard {
  version?: number;
  mailLinkSent?: 0 | 1;
  /** true: only while expired; false: only while not expired. */
  expired?: boolean;
  /** Only while (not) converted into a person. */
  converted?: 0 | 1;
  /** Only while the draft belongs to this brand. */
  company?: string;
}

/** The queries of a draft that may run inside a transaction. */
export interface DraftQueries {
  /** Applies `changes` when every guard holds; true when the row changed. */
  update(id: number, changes: DraftChanges, guard?: DraftGuard): Promise<boolean>;
  /** Stores a new draft with its first key and answers its row. */
  insert(draft: NewDraft): Promise<DraftRow>;
  /** Gives the draft one more key (a page that came in by an emailed link). */
  addKey(draftId: number, keyHash: string, now: string): Promise<void>;
  /** Takes every key from the draft (the pages open when its link expired must not work again). */
  revokeKeys(draftId: number): Promise<void>;
  /** Keeps the hash of a one-time token for an emailed link, and spends the draft's unused earlier ones. */
  addToken(token: { draftId: number; tokenHash: string; purpose: string; expiresAt: string; now: string }): Promise<void>;
  /** Uses up a token of the draft if it is unused and unexpired; true when it was. */
  useToken(draftId: number, tokenHash: string, now: string): Promise<boolean>;
  /**
   * Notes that the create request sent with this Idempotency-Key (its hash) made the draft. Fails with the
   * database's unique violation when the hash is noted already: another create with the same key got there first.
   */
  noteCreation(draftId: number, requestKeyHash: string, now: string): Promise<void>;
}

/** The draft a create request made, and when the request was noted. */
export interface DraftCreation {
  draft: DraftRow;
  createdAt: string;
}

export interface DraftRepository extends DraftQueries {
  /** The bookkeeping of draft `id` and whether `keyHash` is one of its keys (hot path). */
  metaForKey(id: number, keyHash: string): Promise<DraftMetaForKey | undefined>;
  meta(id: number): Promise<DraftMeta | undefined>;
  /** Writes an autosave; false when the version has moved on (another tab saved first). */
  save(save: DraftSave): Promise<boolean>;
  /**
   * Writes an autosave only if the key is one of the draft's, the draft is usable (not disabled, converted or
   * expired), still at `version` and within the steps asked for; its step count is left as it is. False when
   * anything of that fails (or, on SQLite, while a transaction is open): the caller then takes the longer path,
   * which answers why. Hot path.
   */
  quickSave(save: QuickSave): Promise<boolean>;
  byId(id: number): Promise<DraftRow | undefined>;
  /** The draft the create request with this Idempotency-Key (its hash) made. */
  createdBy(requestKeyHash: string): Promise<DraftCreation | undefined>;
  byFormLink(formLink: string): Promise<DraftRow | undefined>;
  /** The draft one of whose keys has this hash. */
  byKeyHash(keyHash: string): Promise<DraftRow | undefined>;
  /** Whether `keyHash` is one of the draft's keys. */
  hasKey(draftId: number, keyHash: string): Promise<boolean>;
  /** The draft as typed, from its row: without the server's members (a quick save stores the body as sent). */
  dataOf(row: Pick<DraftRow, 'data'>): DraftData;
  /** Runs `work` in one transaction with draft queries bound to it; `trx` is for other repositories' queries. */
  transaction<T>(work: (drafts: DraftQueries, trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

const metaColumns = ['id', 'company', 'card_type', 'version', 'step_completed', 'form_link', 'key_hash', 'company_id',
  'mail_link_sent', 'expired_at', 'disabled', 'converted', 'people_id', 'signature_file'] as const;

const keyMatchSql = (p: string) => `exists (select 1 from draft_keys k where k.draft_id = drafts.id and k.key_hash = ${p})`;
const metaForKeySql = (p: (n: number) => string) =>
  `select ${metaColumns.join(', ')}, ${keyMatchSql(p(1))} as key_matches from drafts where id = ${p(2)}`;
const saveSql = (p: (n: number) => string) =>
  `update drafts set data = ${p(1)}, version = version + 1, step_completed = ${p(2)}, updated_at = ${p(3)} `
  + `where id = ${p(4)} and version = ${p(5)}`;
/** Brand codes in the statement's text: only plain lower-case words (the brand data's codes) are ever written. */
const companyList = (codes: readonly string[]) => codes.map((code) => {
  if (!/^[a-z]+$/.test(code)) throw new Error(`Not a brand code: ${code}`);
  return `'${code}'`;
}).join(', ');
const quickSaveSql = (p: (n: number) => string, fullSaveCompanies: readonly string[]) =>
  `update drafts set data = ${p(1)}, version = version + 1, updated_at = ${p(2)} `
  + `where id = ${p(3)} and version = ${p(4)} and ${usableSql()} `
  + `and step_completed >= ${p(5)} and step_completed < ${p(6)} and ${keyMatchSql(p(7))} and company = ${p(8)} and card_type = ${p(9)}`
  + (fullSaveCompanies.length > 0 ? ` and company not in (${companyList(fullSaveCompanies)})` : '');
const quickSaveValues = (q: QuickSave) => [q.bodyText ?? JSON.stringify(typedPart(q.body)), q.now, q.id, q.version, q.fromStep, q.belowStep, q.keyHash,
  q.company, q.cardType];

type RawMeta = DraftMeta & { key_matches: number | boolean };
const withKeyMatch = (row: RawMeta | undefined): DraftMetaForKey | undefined => {
  if (!row) return undefined;
  const { key_matches: matches, ...meta } = row;
  return { ...meta, keyMatches: matches === true || matches === 1 };
};

/** The draft queries on an executor: the database itself, or a transaction. */
function draftQueries(kysely: Kysely<Database>): DraftQueries {
  return {
    async update(id, { data, ...columns }, guard = {}) {
      const changes = data === undefined ? columns : { ...columns, data: JSON.stringify(data) };
      let query = kysely.updateTable('drafts').set(changes).where('id', '=', id);
      if (guard.version !== undefined) query = query.where('version', '=', guard.version);
      if (guard.mailLinkSent !== undefined) query = query.where('mail_link_sent', '=', guard.mailLinkSent);
      if (guard.expired === true) query = query.where('expired_at', 'is not', null);
      if (guard.expired === false) query = query.where('expired_at', 'is', null);
      if (guard.converted !== undefined) query = query.where('converted', '=', guard.converted);
      if (guard.company !== undefined) query = query.where('company', '=', guard.company);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async insert({ data, ...columns }) {
      const now = clockNow().toISOString();
      const row: Omit<DraftRow, 'id'> = {
        ...columns,
        data: JSON.stringify(data),
        version: 1,
        mail_link_sent: 0,
        expired_at: null,
        disabled: 0,
        converted: 0,
        people_id: null,
        created_at: now,
        updated_at: now,
        signature_file: null,
        deletion_notice_at: null,
      };
      const { id } = await kysely.insertInto('drafts').values(row).returning('id').executeTakeFirstOrThrow();
      await kysely.insertInto('draft_keys').values({ draft_id: id, key_hash: columns.key_hash, created_at: now }).execute();
      return { ...row, id };
    },
    async addKey(draftId, keyHash, now) {
      await kysely.insertInto('draft_keys').values({ draft_id: draftId, key_hash: keyHash, created_at: now }).execute();
    },
    async revokeKeys(draftId) {
      await kysely.deleteFrom('draft_keys').where('draft_id', '=', draftId).execute();
    },
    async addToken({ draftId, tokenHash, purpose, expiresAt, now }) {
      // Only the newest emailed link works: the links of earlier emails that were never opened stop working.
      await kysely.updateTable('draft_tokens').set({ used_at: now })
        .where('draft_id', '=', draftId).where('used_at', 'is', null).execute();
      await kysely.insertInto('draft_tokens')
        .values({ draft_id: draftId, token_hash: tokenHash, purpose, expires_at: expiresAt, created_at: now })
        .execute();
    },
    async noteCreation(draftId, requestKeyHash, now) {
      await kysely.insertInto('draft_creations').values({ request_key_hash: requestKeyHash, draft_id: draftId, created_at: now }).execute();
    },
    async useToken(draftId, tokenHash, now) {
      const result = await kysely.updateTable('draft_tokens').set({ used_at: now })
        .where('draft_id', '=', draftId).where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null).where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export interface DraftRepositoryOptions {
  /**
   * Brands whose drafts never take the quick autosave: the longer path changes what they store (a fixed need,
   * features/drafts/save-draft.ts).
   */
  fullSaveCompanies?: readonly string[];
}

export function createDraftRepository(db: Db, { fullSaveCompanies = [] }: DraftRepositoryOptions = {}): DraftRepository {
  const { kysely } = db;
  let metaForKey: DraftRepository['metaForKey'];
  let save: DraftRepository['save'];
  let quickSave: DraftRepository['quickSave'];

  // Through Kysely: on SQLite while another request's transaction holds the one connection (see below).
  const metaForKeyQueued = async (id: number, keyHash: string) =>
    withKeyMatch(await kysely.selectFrom('drafts').select(metaColumns)
      .select((eb) => eb.exists(eb.selectFrom('draft_keys').select('id')
        .whereRef('draft_keys.draft_id', '=', 'drafts.id').where('draft_keys.key_hash', '=', keyHash)).as('key_matches'))
      .where('id', '=', id).executeTakeFirst() as RawMeta | undefined);
  const saveQueued = async (s: DraftSave) => {
    const result = await kysely.updateTable('drafts')
      .set((eb) => ({ data: JSON.stringify(s.data), version: eb('version', '+', 1), step_completed: s.stepCompleted, updated_at: s.now }))
      .where('id', '=', s.id).where('version', '=', s.version).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  if (db.raw.dialect === 'sqlite') {
    const { sqlite } = db.raw;
    const metaStatement = sqlite.prepare<[string, number], RawMeta>(metaForKeySql(() => '?'));
    const saveStatement = sqlite.prepare(saveSql(() => '?'));
    const quickSaveStatement = sqlite.prepare(quickSaveSql(() => '?', fullSaveCompanies));
    // better-sqlite3 has one connection. While a Kysely transaction is open on it, a raw statement would run inside
    // that transaction (and be undone with it), so the fast path is taken only when none is open.
    metaForKey = async (id, keyHash) =>
      sqlite.inTransaction ? metaForKeyQueued(id, keyHash) : withKeyMatch(metaStatement.get(keyHash, id));
    save = async (s) => sqlite.inTransaction
      ? saveQueued(s)
      : saveStatement.run(JSON.stringify(s.data), s.stepCompleted, s.now, s.id, s.version).changes === 1;
    // Autosaves of one turn share a commit (group-commit.ts); while a transaction is open, the longer path saves.
    const queueQuickSave = groupCommit(sqlite, (values: unknown[]) => quickSaveStatement.run(...values).changes === 1);
    quickSave = async (q) => {
      const outcome = await queueQuickSave(quickSaveValues(q));
      return outcome.ran && outcome.result;
    };
  } else {
    const { pool } = db.raw;
    metaForKey = async (id, keyHash) => {
      const result = await pool.query<RawMeta>({ name: 'drafts_meta_for_key', text: metaForKeySql((n) => `$${n}`), values: [keyHash, id] });
      return withKeyMatch(result.rows[0]);
    };
    save = async (s) => {
      const result = await pool.query({
        name: 'drafts_save',
        text: saveSql((n) => `$${n}`),
        values: [JSON.stringify(s.data), s.stepCompleted, s.now, s.id, s.version],
      });
      return result.rowCount === 1;
    };
    quickSave = async (q) =>
      (await pool.query({ name: 'drafts_quick_save', text: quickSaveSql((n) => `$${n}`, fullSaveCompanies), values: quickSaveValues(q) })).rowCount === 1;
  }

  const by = (column: 'id' | 'form_link', value: string | number) =>
    kysely.selectFrom('drafts').selectAll().where(column, '=', value).executeTakeFirst() as Promise<DraftRow | undefined>;

  return {
    ...draftQueries(kysely),
    metaForKey,
    save,
    quickSave,
    meta: (id) => kysely.selectFrom('drafts').select(metaColumns).where('id', '=', id).executeTakeFirst() as Promise<DraftMeta | undefined>,
    byId: (id) => by('id', id),
    byFormLink: (formLink) => by('form_link', formLink),
    async createdBy(requestKeyHash) {
      const row = await kysely.selectFrom('draft_creations').select(['draft_id', 'created_at'])
        .where('request_key_hash', '=', requestKeyHash).executeTakeFirst();
      const draft = row && await by('id', row.draft_id);
      return draft && { draft, createdAt: row.created_at };
    },
    byKeyHash: (keyHash) => kysely.selectFrom('drafts').selectAll('drafts')
      .innerJoin('draft_keys', 'draft_keys.draft_id', 'drafts.id')
      .where('draft_keys.key_hash', '=', keyHash).executeTakeFirst() as Promise<DraftRow | undefined>,
    async hasKey(draftId, keyHash) {
      const row = await kysely.selectFrom('draft_keys').select('id')
        .where('draft_id', '=', draftId).where('key_hash', '=', keyHash).executeTakeFirst();
      return row !== undefined;
    },
    dataOf: (row) => typedPart(JSON.parse(row.data) as DraftData),
    transaction: (work) => kysely.transaction().execute((trx) => work(draftQueries(trx), trx)),
  };
}
