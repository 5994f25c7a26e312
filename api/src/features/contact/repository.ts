import type { Kysely } from 'kysely';
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
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
