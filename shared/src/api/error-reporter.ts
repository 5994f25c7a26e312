import { isAxiosError } from './errors.ts';
import type { HttpClient } from './http.ts';
import type { ClientErrorReport } from '../domain/reference.ts';

export interface ErrorReporterOptions {
  /** The page the error happened on; defaults to location.href. */
  getUrl?: () => string;
  /** Where a failed report is noted; defaults to console.warn. */
  warn?: (...args: unknown[]) => void;
}

export interface ErrorReporter {
  /** SPEC §7 POST /api/logger. Resolves whether or not the report got through; never throws. */
  reportClientError(error: unknown): Promise<void>;
  /** Reports uncaught errors and unhandled rejections of the window; returns the function that stops it. */
  installGlobalErrorReporting(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

// SPEC §7/§8: status -1 means the call never reached the server, so there is nothing the server can learn.
const SKIPPED = 'status -1';

function describe(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The ClientErrorReport of SPEC §3 for any thrown value. */
export function toClientErrorReport(error: unknown, url: string): ClientErrorReport {
  const report: ClientErrorReport = { url, message: '', type: 'exception' };
  if (error instanceof Error) {
    report.message = error.message || error.name;
    if (error.stack) report.stackTrace = error.stack;
    // A failed call says which call in its cause, so the server log can tell them apart.
    const cause = isAxiosError(error)
      ? `${error.config?.method?.toUpperCase() ?? 'GET'} ${error.config?.url ?? ''} ${error.response?.status ?? ''}`.trim()
      : describe(error.cause);
    if (cause) report.cause = cause;
  } else {
    report.message = describe(error) ?? 'Unknown error';
  }
  return fitReportLimits(report);
}

/** The api refuses longer fields (api/src/features/reports/routes.ts); cutting them keeps the report. */
export const REPORT_LIMITS = { url: 2048, message: 4000, stackTrace: 16000, cause: 4000 } as const;

function fitReportLimits(report: ClientErrorReport): ClientErrorReport {
  const cut = (text: string | undefined, max: number) => (text && text.length > max ? text.slice(0, max) : text);
  const fitted: ClientErrorReport = { ...report, url: cut(report.url, REPORT_LIMITS.url)!, message: cut(report.message, REPORT_LIMITS.message)! };
  if (report.stackTrace) fitted.stackTrace = cut(report.stackTrace, REPORT_LIMITS.stackTrace);
  if (report.cause) fitted.cause = cut(report.cause, REPORT_LIMITS.cause);
  return fitted;
}

export function createErrorReporter(http: HttpClient, options: ErrorReporterOptions = {}): ErrorReporter {
  const getUrl = options.getUrl ?? (() => globalThis.location?.href ?? '');
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));

  async function reportClientError(error: unknown): Promise<void> {
    try {
      const report = toClientErrorReport(error, getUrl());
      if (report.message.includes(SKIPPED)) return;
      await http.post('/api/logger', report);
    } catch (failure) {
      warn('Could not report a client error to the server.', failure);
    }
  }

  function installGlobalErrorReporting(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
    const onError = (event: Event) => {
      const { error, message } = event as ErrorEvent;
      void reportClientError(error ?? message);
    };
    const onRejection = (event: Event) => {
      void reportClientError((event as PromiseRejectionEvent).reason);
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }

  return { reportClientError, installGlobalErrorReporting };
}
