import type { Kysely, Selectable } from 'kysely';
import type { Database, PeopleTable } from '../../platform/db/schema.ts';

// The reports' SQL: a brand's applications, a page at a time in id order, so neither the report nor the CSV holds
// more than a page of rows from the database at once, on SQLite and PostgreSQL alike.

export type ApplicationRow = Selectable<Pick<PeopleTable, 'id' | 'card_type' | 'created_at' | 'interviewed_at' | 'paid_at'
  | 'check_uploaded_at' | 'check_cert_date' | 'posted_at' | 'activated_at' | 'redacted_at'>>;

export interface StatisticsRepository {
  /** Up to `limit` of a brand's applications created from `since` and before `until` (ISO instants), after id `afterId`. */
  applicationsPage(company: string, since: string, until: string, afterId: number, limit: number): Promise<ApplicationRow[]>;
}

export function createStatisticsRepository(db: Kysely<Database>): StatisticsRepository {
  return {
    applicationsPage: (company, since, until, afterId, limit) => db.selectFrom('people')
      .select(['id', 'card_type', 'created_at', 'interviewed_at', 'paid_at', 'check_uploaded_at', 'check_cert_date', 'posted_at', 'activated_at', 'redacted_at'])
      .where('company', '=', company).where('created_at', '>=', since).where('created_at', '<', until).where('id', '>', afterId)
      .orderBy('id').limit(limit).execute(),
  };
}
