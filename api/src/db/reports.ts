import type { Kysely } from 'kysely';
import type { ClientErrorReport } from '@cards/shared/domain';
import type { Database } from './schema.ts';

// What browsers report, kept for later reading: client errors (POST /api/logger), paths the shell could not show
// (GET /404) and failures on a draft (POST /api/form/{id}/error). User agents and referrers are cut short here.

export interface MissedPage {
  uri: string;
  company: string | null;
  referrer: string | undefined;
}

export interface FormError {
  draftId: number;
  error: string;
  /** The draft the page held, as JSON text (the route bounds its length). */
  userData: string | null;
  company: string;
  userAgent: string | undefined;
}

export interface ReportStore {
  clientError(report: ClientErrorReport, context: { company: string | null; userAgent: string | undefined }): Promise<void>;
  missedPage(page: MissedPage): Promise<void>;
  formError(report: FormError): Promise<void>;
}

const userAgentOf = (userAgent: string | undefined) => userAgent?.slice(0, 300) ?? null;

export function createReportStore(db: Kysely<Database>): ReportStore {
  return {
    async clientError(report, { company, userAgent }) {
      await db.insertInto('client_errors').values({
        url: report.url,
        message: report.message,
        type: report.type,
        stack_trace: report.stackTrace ?? null,
        cause: report.cause ?? null,
        company,
        user_agent: userAgentOf(userAgent),
        created_at: new Date().toISOString(),
      }).execute();
    },

    async missedPage({ uri, company, referrer }) {
      await db.insertInto('missed_pages').values({
        uri,
        company,
        referrer: referrer?.slice(0, 2048) ?? null,
        created_at: new Date().toISOString(),
      }).execute();
    },

    async formError({ draftId, error, userData, company, userAgent }) {
      await db.insertInto('form_errors').values({
        draft_id: draftId,
        error,
        user_data: userData,
        company,
        user_agent: userAgentOf(userAgent),
        created_at: new Date().toISOString(),
      }).execute();
    },
  };
}
