import type { Updateable } from 'kysely';
import type { DraftData } from '../drafts/payload.ts';
import type { Db } from './connect.ts';
import type { DraftTable } from './schema.ts';

// All draft SQL in one place, and the only code that knows a draft's data is stored as JSON text: callers hand in
// and get back the data as an object (`dataOf`). The autosave PUT is the hot path (docs: tooling notes measured
// Kysely's async layer at a third of a raw prepared statement's throughput), so its two statements, reading the
// row's bookkeeping and writing the save, are prepared once: better-sqlite3 statements on SQLite, named (prepared
// per connection) queries on PostgreSQL. Everything else goes through Kysely.

/** A stored row; its data is JSON text, read with `dataOf`. */
export type DraftRow = Omit<DraftTable, 'id'> & { id: number };
/** A row without its data: what a save needs to check. */
export type DraftMeta = Omit<DraftRow, 'data' | 'created_at' | 'updated_at'>;

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

/** Columns an update may set; `data` as an object. */
export type DraftChanges = Omit<Updateable<DraftTable>, 'id' | 'data'> & { data?: DraftData };

/** Conditions an update must meet, so two requests cannot both act on the same state. */
export interface DraftGuard {
  keyHash?: string;
  version?: number;
  mailLinkSent?: 0 | 1;
  /** true: only while expired; false: only while not expired. */
  expired?: boolean;
}

export interface DraftRepository {
  meta(id: number): Promise<DraftMeta | undefined>;
  /** Writes an autosave; false when the version has moved on (another tab saved first). */
  save(save: DraftSave): Promise<boolean>;
  /** Stores a new draft and answers its row. */
  insert(draft: NewDraft): Promise<DraftRow>;
  byId(id: number): Promise<DraftRow | undefined>;
  byFormLink(formLink: string): Promise<DraftRow | undefined>;
  byKeyHash(keyHash: string): Promise<DraftRow | undefined>;
  /** The draft as typed, from its row. */
  dataOf(row: Pick<DraftRow, 'data'>): DraftData;
  /** Applies `changes` when every guard holds; true when the row changed. */
  update(id: number, changes: DraftChanges, guard?: DraftGuard): Promise<boolean>;
}

const metaColumns = ['id', 'company', 'card_type', 'version', 'step_completed', 'form_link', 'key_hash', 'company_id',
  'mail_link_sent', 'expired_at', 'disabled', 'converted', 'people_id'] as const;

const metaSql = `select ${metaColumns.join(', ')} from drafts where id = `;
const saveSql = (p: (n: number) => string) =>
  `update drafts set data = ${p(1)}, version = version + 1, step_completed = ${p(2)}, updated_at = ${p(3)} `
  + `where id = ${p(4)} and version = ${p(5)}`;

export function createDraftRepository(db: Db): DraftRepository {
  const { kysely } = db;
  let meta: DraftRepository['meta'];
  let save: DraftRepository['save'];

  if (db.raw.dialect === 'sqlite') {
    const metaStatement = db.raw.sqlite.prepare<[number], DraftMeta>(`${metaSql}?`);
    const saveStatement = db.raw.sqlite.prepare(saveSql(() => '?'));
    meta = async (id) => metaStatement.get(id);
    save = async (s) => saveStatement.run(JSON.stringify(s.data), s.stepCompleted, s.now, s.id, s.version).changes === 1;
  } else {
    const { pool } = db.raw;
    meta = async (id) => {
      const result = await pool.query<DraftMeta>({ name: 'drafts_meta', text: `${metaSql}$1`, values: [id] });
      return result.rows[0];
    };
    save = async (s) => {
      const result = await pool.query({
        name: 'drafts_save',
        text: saveSql((n) => `$${n}`),
        values: [JSON.stringify(s.data), s.stepCompleted, s.now, s.id, s.version],
      });
      return result.rowCount === 1;
    };
  }

  const by = (column: 'id' | 'form_link' | 'key_hash', value: string | number) =>
    kysely.selectFrom('drafts').selectAll().where(column, '=', value).executeTakeFirst() as Promise<DraftRow | undefined>;

  return {
    meta,
    save,
    async insert({ data, ...columns }) {
      const now = new Date().toISOString();
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
      };
      const { id } = await kysely.insertInto('drafts').values(row).returning('id').executeTakeFirstOrThrow();
      return { ...row, id };
    },
    byId: (id) => by('id', id),
    byFormLink: (formLink) => by('form_link', formLink),
    byKeyHash: (keyHash) => by('key_hash', keyHash),
    dataOf: (row) => JSON.parse(row.data) as DraftData,
    async update(id, { data, ...columns }, guard = {}) {
      const changes = data === undefined ? columns : { ...columns, data: JSON.stringify(data) };
      let query = kysely.updateTable('drafts').set(changes).where('id', '=', id);
      if (guard.keyHash !== undefined) query = query.where('key_hash', '=', guard.keyHash);
      if (guard.version !== undefined) query = query.where('version', '=', guard.version);
      if (guard.mailLinkSent !== undefined) query = query.where('mail_link_sent', '=', guard.mailLinkSent);
      if (guard.expired === true) query = query.where('expired_at', 'is not', null);
      if (guard.expired === false) query = query.where('expired_at', 'is', null);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
