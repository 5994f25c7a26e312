import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { redactText, redactUrl } from '../../platform/logging/log-redaction.ts';

/** SPEC §3 error log payload (ClientErrorReport in @cards/shared/domain). */
export interface ClientErrorBody {
  url: string;
  message: string;
  type: 'exception';
  stackTrace?: string;
  cause?: string;
}

/**
 * An exception a browser reports: logged through pino, so it reaches the same place as the server's logs, and kept
 * for later reading, with the brand it claims (`company`) and its user agent.
 */
export async function reportClientError(
  app: FastifyInstance, log: FastifyBaseLogger, body: ClientErrorBody, from: { company: string | null; userAgent: string | undefined },
): Promise<void> {
  // A page's address may hold a secret in its query (a key, an emailed link's token), and a message or stack may
  // quote one: never logged or stored.
  const { url, message, stackTrace, cause, type } = body;
  const report = {
    type,
    url: redactUrl(url),
    message: redactText(message),
    ...(stackTrace === undefined ? {} : { stackTrace: redactText(stackTrace) }),
    ...(cause === undefined ? {} : { cause: redactText(cause) }),
  };
  const { company } = from;
  log.warn({ clientError: { ...report, company } }, 'client error reported');
  await app.reports.clientError(report, { company, userAgent: from.userAgent });
}
