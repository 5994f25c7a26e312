import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PeopleTable } from '../../src/platform/db/schema.ts';

// People written straight to the database, each with the draft it came from: many at once for the reports, or one of
// another brand, where the application's own journey (draft-helpers.ts submittedPerson) is not what a test is about.

export interface MadePerson {
  company?: string;
  cardType?: 'asic' | 'msic';
  createdAt: string;
  firstname?: string;
  surname?: string;
  stages?: Partial<Pick<PeopleTable, 'interviewed_at' | 'paid_at' | 'check_uploaded_at' | 'check_decision' | 'check_cert_date' | 'posted_at' | 'activated_at'>>;
}

/** Writes the people, a batch at a time; answers their ids in the order given. */
export async function madePeople(app: FastifyInstance, people: readonly MadePerson[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < people.length; start += 200) {
    const batch = people.slice(start, start + 200);
    const drafts = await app.db.insertInto('drafts').values(batch.map((p) => ({
      company: p.company ?? 'default', card_type: p.cardType ?? 'asic', data: '{}', version: 1, step_completed: 4,
      form_link: randomBytes(16).toString('hex'), key_hash: randomBytes(32).toString('hex'), company_id: null, mail_link_sent: 0,
      expired_at: null, disabled: 0, converted: 1, people_id: null, created_at: p.createdAt, updated_at: p.createdAt,
      signature_file: null, deletion_notice_at: null,
    }))).returning('id').execute();
    const rows = await app.db.insertInto('people').values(batch.map((p, i) => ({
      draft_id: drafts[i]!.id, company: p.company ?? 'default', card_type: p.cardType ?? 'asic', firstname: p.firstname ?? 'Made',
      surname: p.surname ?? 'Person', birthdate: '1990-01-01', email: `made.${randomBytes(6).toString('hex')}@example.com`,
      data: JSON.stringify({ Firstname: p.firstname ?? 'Made', Surname: p.surname ?? 'Person' }), created_at: p.createdAt, ...p.stages,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function madePerson(app: FastifyInstance, person: MadePerson): Promise<number> {
  return (await madePeople(app, [person]))[0]!;
}
