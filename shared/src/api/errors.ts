import type { AxiosError } from 'axios';
// By file, not the shared domain module: the api client starts with every page, the draft's rules do not.
import { isErrorKey, isErrorReason, type ApiErrorBody, type FieldErrors } from '@cards/shared/domain/errors';

/** Thrown before sending a call to a host that is neither the product's own nor allow-listed (SPEC §6). */
export class HostNotAllowedError extends Error {
  readonly origin: string;

  constructor(origin: string) {
    super(`Call to ${origin} blocked: the host is not on the allow-list.`);
    this.name = 'HostNotAllowedError';
    this.origin = origin;
  }
}

/**
 * Whether a call's failure is axios's error (axios marks its errors so). Read without axios itself, which loads with
 * the first call (createHttpClient).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.message === 'string';
}

/** The fields whose error key this page knows; a newer server's other keys show as the field's type error. */
function knownFieldErrors(fields: object): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, key] of Object.entries(fields)) out[path] = isErrorKey(key) ? key : 'invalid';
  return out;
}

/** The api's JSON error body of a failed call, or null for network failures and non-api answers. */
export function readApiError(error: unknown): ApiErrorBody | null {
  if (!isAxiosError(error) || !error.response) return null;
  const data = error.response.data as unknown;
  if (!isApiErrorBody(data)) return null;
  return {
    statusCode: data.statusCode,
    error: typeof data.error === 'string' ? data.error : '',
    message: data.message,
    ...(data.fields && typeof data.fields === 'object' ? { fields: knownFieldErrors(data.fields) } : {}),
    ...(isErrorReason(data.reason) ? { reason: data.reason } : {}),
    ...(typeof data.randomId === 'string' ? { randomId: data.randomId } : {}),
    ...(typeof data.version === 'number' ? { version: data.version } : {}),
  };
}

/** HTTP status of a failed call; undefined when no answer came back. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** A refusal's Retry-After in ms when it gives whole seconds (the api's 429s and 503s do), otherwise undefined. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const raw: unknown = (error.response?.headers as Record<string, unknown> | undefined)?.['retry-after'];
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,9}$/.test(text.trim()) ? Number(text) * 1000 : undefined;
}

/** The api's message when it gave one, otherwise the fallback (text for people, never a stack trace). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return readApiError(error)?.message || fallback;
}

/** A refusal's Retry-After in seconds (the api sends whole seconds), or undefined when it gave none. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const raw = (error.response?.headers as Record<string, unknown> | undefined)?.['retry-after'];
  const seconds = Number(raw);
  return typeof raw === 'string' || typeof raw === 'number' ? (Number.isFinite(seconds) && seconds > 0 ? seconds : undefined) : undefined;
}
