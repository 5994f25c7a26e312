import { isAxiosError, type AxiosInstance } from 'axios';
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
  return report;
}

export function createErrorReporter(http: AxiosInstance, options: ErrorReporterOptions = {}): ErrorReporter {
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
