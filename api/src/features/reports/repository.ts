import type { Kysely } from 'kysely';
import type { ClientErrorReport } from '@cards/shared/domain';
import type { Database } from '../../platform/db/schema.ts';
import { now as clockNow } from '../../platform/clock.ts';

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

/**
 * Text as it can be kept on either database: PostgreSQL's text cannot hold NUL (SQLite's can), and a report is kept
 * with U+FFFD where one was rather than lost to a 500.
 */
const storable = (text: string) => text.replaceAll('\u0000', '\ufffd');

export function createReportStore(db: Kysely<Database>): ReportStore {
  return {
    async clientError(report, { company, userAgent }) {
      await db.insertInto('client_errors').values({
        url: storable(report.url),
        message: storable(report.message),
        type: report.type,
        stack_trace: report.stackTrace === undefined ? null : storable(report.stackTrace),
        cause: report.cause === undefined ? null : storable(report.cause),
        company,
        user_agent: userAgentOf(userAgent),
        created_at: clockNow().toISOString(),
      }).execute();
    },

    async missedPage({ uri, company, referrer }) {
      await db.insertInto('missed_pages').values({
        uri: storable(uri),
        company,
        referrer: referrer === undefined ? null : storable(referrer.slice(0, 2048)),
        created_at: clockNow().toISOString(),
      }).execute();
    },

    async formError({ draftId, error, userData, company, userAgent }) {
      await db.insertInto('form_errors').values({
        draft_id: draftId,
        error: storable(error),
        user_data: userData,
        company,
        user_agent: userAgentOf(userAgent),
        created_at: clockNow().toISOString(),
      }).execute();
    },
  };
}
