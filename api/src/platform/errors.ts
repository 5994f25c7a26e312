import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody, ErrorKey, FieldErrors } from '@cards/shared/domain';
import { tooManyRequestsText, waitText } from '@cards/shared/domain';
import { isDatabaseUnavailable, unavailableRetryAfterSeconds } from './db/unavailable.ts';
import { applyApiSecurityHeaders, apiSecurityHeaderLines, cameOverHttps } from './security.ts';

// Every error leaves as `{ statusCode, error, message, fields? }` (ARCHITECTURE 'API conventions').
// Messages are ours, in plain words; a stack trace, SQL text or library message never reaches the client.

/** Members of an error body beside the usual four: `reason` (a word the page acts on) and its details. */
export type ErrorExtra = Pick<ApiErrorBody, 'reason' | 'randomId' | 'version'>;

/** An error whose message is safe to show: thrown by our own routes. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly extra?: ErrorExtra,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 429 that says when to try again: the error handler sends its Retry-After (seconds) with it. */
export class RetryLaterError extends ApiError {
  constructor(readonly retryAfterSeconds: number, message: string, extra?: ErrorExtra) {
    super(429, message, undefined, extra);
  }
}

export function notFound(message = 'We could not find that.'): ApiError {
  return new ApiError(404, message);
}

/** The refusal past a limit, with the real wait (Retry-After) in words, as the pages say it. */
export const tooManyRequests = tooManyRequestsText;

/** Past a mail limit (features/drafts/mail.ts), with the real wait until one more email is allowed. */
export function tooManyEmails(retryAfterMs: number): string {
  return `We have sent several emails about this application recently. Please try again ${waitText(retryAfterMs)}.`;
}

/** The refusal past a mail limit: a 429 with the real wait, in words and in Retry-After. */
export function overMailLimit(retryAfterMs: number): RetryLaterError {
  return new RetryLaterError(Math.ceil(retryAfterMs / 1000), tooManyEmails(retryAfterMs));
}

/** A 429 raised without its wait at hand (the handler's default for the status). */
export const tooManyRequestsMessage = tooManyRequests();

/** A 400 that names its fields, from a schema or from the shared rules. */
export const invalidDetailsMessage = 'Some of the details are missing or not valid.';

/** Messages for the errors Fastify and its plugins raise before our handlers run. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON, with the header Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request has no content. Send it as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its content.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  // The staff console's CSRF check (features/staff/staff-requests.ts).
  FST_CSRF_MISSING_SECRET: 'This page is out of date. Reload it and try again.',
  FST_CSRF_INVALID_TOKEN: 'This page is out of date. Reload it and try again.',
};

/** The reason a page acts on, for the errors Fastify's plugins raise. */
const reasonsByCode: Record<string, ErrorExtra['reason']> = {
  FST_CSRF_MISSING_SECRET: 'csrf',
  FST_CSRF_INVALID_TOKEN: 'csrf',
};

const messagesByStatus: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in again.',
  403: 'You cannot do that.',
  404: 'We could not find that.',
  405: 'That method is not allowed here.',
  406: 'We cannot answer in the format you asked for.',
  409: 'That has already been done or has changed since you loaded it.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'Send the request as JSON, with the header Content-Type: application/json.',
  431: 'The request headers are too large.',
  429: tooManyRequestsMessage,
  503: 'The service is not available right now. Please try again soon.',
};

const serverErrorMessage = 'Something went wrong on our side. Please try again later.';

/** The database is locked or cannot be reached (platform/db/unavailable.ts): the page keeps what it has and tries again. */
export const databaseUnavailableMessages = {
  read: 'We cannot load this right now. Please try again in a few seconds.',
  write: 'We cannot save right now. Please try again in a few seconds.',
};

/** Maps an ajv keyword to the SPEC §5 error key the page uses to pick its message. */
function errorKey(keyword: string): ErrorKey {
  switch (keyword) {
    case 'required': return 'required';
    case 'maxLength':
    case 'maxItems': return 'maxlength';
    case 'minLength':
    case 'minItems': return 'minlength';
    default: return 'invalid';
  }
}

/** A schema check's complaint (platform/request-validation.ts: TypeBox's errors, in ajv's shape). */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Members an issue is about below its own path: the missing ones of `required`, the unknown ones. */
function membersOf(issue: ValidationIssue): string[] {
  const names = issue.keyword === 'required' ? issue.params.requiredProperties
    : issue.keyword === 'additionalProperties' ? issue.params.additionalProperties
      : undefined;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** The member names of a JSON pointer (RFC 6901: '~1' stands for '/' and '~0' for '~'); none for the body itself. */
function pointerNames(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((name) => name.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Sets a field's error as an own member, even for the path '__proto__', which plain assignment would take as the prototype. */
export function setField(fields: FieldErrors, path: string, key: ErrorKey): FieldErrors {
  Object.defineProperty(fields, path, { value: key, enumerable: true, writable: true, configurable: true });
  return fields;
}

function validationFields(issues: ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const names = pointerNames(issue.instancePath);
    const members = membersOf(issue);
    // The body itself (not an object, say) is the empty path, as the draft routes name it (saveErrors).
    const keys = members.length > 0 ? members.map((name) => [...names, name].join('.')) : [names.join('.')];
    // Own members only: a member named "hasOwnProperty" or "constructor" is Object.prototype's to `??=`, which then
    // named nothing.
    for (const key of keys) if (!Object.hasOwn(fields, key)) setField(fields, key, errorKey(issue.keyword));
  }
  return fields;
}

export function errorBody(
  statusCode: number,
  message: string,
  fields?: FieldErrors,
  extra?: ErrorExtra,
): ApiErrorBody {
  // Our own routes set `extra`, never the usual four members.
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}), ...extra };
}

function handleError(err: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if ('validation' in err && err.validation) {
    const fields = validationFields(err.validation as ValidationIssue[]);
    return reply.status(400).send(errorBody(400, invalidDetailsMessage, fields));
  }

  // A passing outage, not a fault (ARCHITECTURE 'API conventions': 503 when unavailable): the same answer whichever
  // database and whichever route, never a 500, so the page keeps the typing and saves it once the database is back.
  if (!(err instanceof ApiError) && isDatabaseUnavailable(err)) {
    request.log.warn({ code: (err as { code?: unknown }).code ?? err.message }, 'database unavailable');
    const message = request.method === 'GET' || request.method === 'HEAD' ? databaseUnavailableMessages.read : databaseUnavailableMessages.write;
    return reply.status(503).header('retry-after', unavailableRetryAfterSeconds)
      .send(errorBody(503, message, undefined, { reason: 'database_unavailable' }));
  }

  const raw = err.statusCode;
  const statusCode = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
  if (statusCode >= 500) {
    request.log.error({ err }, 'request failed');
    // Our own 5xx messages are written for people (e.g. an email that could not be sent); others are replaced.
    const message = err instanceof ApiError ? err.message : messagesByStatus[statusCode] ?? serverErrorMessage;
    // Our own may carry a reason the page acts on (captcha_unavailable: try again).
    return reply.status(statusCode).send(errorBody(statusCode, message, undefined, err instanceof ApiError ? err.extra : undefined));
  }

  const message = err instanceof ApiError
    ? err.message
    : messagesByCode[(err as FastifyError).code] ?? messagesByStatus[statusCode] ?? 'The request could not be handled.';
  const fields = err instanceof ApiError ? err.fields : undefined;
  const coded = reasonsByCode[(err as FastifyError).code];
  const extra = err instanceof ApiError ? err.extra : coded ? { reason: coded } : undefined;
  if (err instanceof RetryLaterError) reply.header('retry-after', err.retryAfterSeconds);
  return reply.status(statusCode).send(errorBody(statusCode, message, fields, extra));
}

/**
 * Fastify's `frameworkErrors`: the router could not take the request (bad percent-encoding, an over-long path
 * parameter), so no hook has run. It gets an api answer's security headers and the usual JSON here, never the raw URL.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applyApiSecurityHeaders(reply.raw, cameOverHttps(request));
  const statusCode = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 400;
  if (statusCode >= 500) request.log.error({ err }, 'request failed');
  const message = messagesByCode[err.code] ?? messagesByStatus[statusCode] ?? serverErrorMessage;
  // Fastify writes no request line for a request the router refused (platform/logging/request-log.ts): it is written here.
  request.log.info({ req: request, res: { statusCode } }, 'request completed');
  return reply.status(statusCode).header('cache-control', 'no-store').send(errorBody(statusCode, message));
}

/**
 * Fastify's `clientErrorHandler`: Node could not even parse the request (a malformed request line, headers that
 * are too large, a timeout). Answered straight on the socket, in the same shape and with the same headers.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = statusCode === 408 ? 'The request took too long to arrive.' : messagesByStatus[statusCode]!;
  const body = JSON.stringify(errorBody(statusCode, message));
  if (socket.writable) {
    socket.write([
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      // No HSTS unless the request came over TLS (behind a proxy the socket is plain: left off, which is safe).
      ...apiSecurityHeaderLines('encrypted' in socket && socket.encrypted === true),
      '',
      body,
    ].join('\r\n'));
  }
  socket.destroy(err);
}

/** The error and not-found handlers of the whole app (not encapsulated, so every route plugin uses them). */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, messagesByStatus[404]!));
  });
}, { name: 'error-handling' });
