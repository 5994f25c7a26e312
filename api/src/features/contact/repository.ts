import type { Kysely } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database, EnquiryTable } from '../../platform/db/schema.ts';

// Contact enquiries and card holders' reports as sent. Each is written in the transaction that queues its
// emails, so the office hears of every one that is kept and of none that is not.

export interface NewEnquiry {
  kind: EnquiryTable['kind'];
  type: string;
  company: string;
  /** The fields of its type, without the captcha answer. */
  payload: object;
}

/** Stores one enquiry on `executor` (the transaction of its emails); its id. */
export async function addEnquiry(executor: Kysely<Database>, enquiry: NewEnquiry, now: Date): Promise<number> {
  const row = await executor.insertInto('enquiries').values({
    kind: enquiry.kind,
    type: enquiry.type,
    company: enquiry.company,
    payload: JSON.stringify(enquiry.payload),
    created_at: now.toISOString(),
    closed_at: null,
    assigned_to: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type EnquiryRow = Selectable<EnquiryTable>;
export type EnquiryReplyRow = Selectable<Database['enquiry_replies']>;

export interface InboxFilter {
  status: 'open' | 'closed';
  /** Only those assigned to this member. */
  assignedTo?: number;
  page: number;
  pageSize: number;
}

/** The staff console's inbox: a brand's enquiries, the oldest open first, or the newest closed first. */
export async function inboxPage(db: Kysely<Database>, company: string, filter: InboxFilter): Promise<{ rows: EnquiryRow[]; total: number }> {
  let query = db.selectFrom('enquiries').where('company', '=', company)
    .where('closed_at', filter.status === 'open' ? 'is' : 'is not', null);
  if (filter.assignedTo !== undefined) query = query.where('assigned_to', '=', filter.assignedTo);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', filter.status === 'open' ? 'asc' : 'desc').orderBy('id')
      .limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One of the brand's enquiries with its replies; another brand's is not found. */
export async function enquiryOf(db: Kysely<Database>, company: string, id: number): Promise<{ enquiry: EnquiryRow; replies: EnquiryReplyRow[] } | undefined> {
  const enquiry = await db.selectFrom('enquiries').selectAll().where('id', '=', id).where('company', '=', company).executeTakeFirst();
  if (!enquiry) return undefined;
  const replies = await db.selectFrom('enquiry_replies').selectAll().where('enquiry_id', '=', id).orderBy('created_at').orderBy('id').execute();
  return { enquiry, replies };
}

/** Sets who has the enquiry, or whether it is closed; false when the brand has no such enquiry. */
export async function changeEnquiry(db: Kysely<Database>, company: string, id: number, change: { assigned_to?: number | null; closed_at?: string | null }): Promise<boolean> {
  const result = await db.updateTable('enquiries').set(change).where('id', '=', id).where('company', '=', company).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addReply(db: Kysely<Database>, reply: Omit<EnquiryReplyRow, 'id'>): Promise<void> {
  await db.insertInto('enquiry_replies').values(reply).execute();
}
