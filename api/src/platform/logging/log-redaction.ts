import type { FastifyRequest } from 'fastify';

// Secrets never reach the logs: the draft key header and cookies are redacted by pino, and the query
// string values that carry secrets (a key, an emailed link's one-time token, a sign-in code) are replaced before a
// URL is logged or stored, wherever it appears (the request line, a page's report of an address it missed).
// Nor does personal data: no request body or header is logged, and free text from elsewhere (a
// browser's error report, an SMTP server's refusal) has its email addresses replaced.

/** Secrets, and `q`: what staff search by is a person's name, email or date of birth. */
const SECRET_PARAMS = new Set(['key', 't', 'token', 'code', 'verificationcode', 'password', 'q']);

/**
 * `url` (a path with its query, or a whole address) with the values of secret parameters replaced, in the query
 * and in a fragment written like one. A parameter whose value is itself an address (GET /404?uri=…) has that
 * address's secrets replaced too.
 */
export function redactUrl(url: string): string {
  return redactSecretParams(url).replace(emailInUrl, '[email]');
}

function redactSecretParams(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const at = beforeHash.indexOf('?');
  let out = at === -1 ? beforeHash : `${beforeHash.slice(0, at)}?${redactParams(beforeHash.slice(at + 1))}`;
  if (hashAt !== -1) {
    const fragment = url.slice(hashAt + 1);
    // A router's fragment may hold a query of its own (#/path?key=…), or be written like one (#key=…).
    if (fragment.includes('?')) out += `#${redactSecretParams(fragment)}`;
    else out += `#${fragment.includes('=') ? redactParams(fragment) : fragment}`;
  }
  return out;
}

function redactParams(params: string): string {
  return params.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq === -1) return pair;
    const rawName = pair.slice(0, eq);
    if (SECRET_PARAMS.has(decodeSafely(rawName).toLowerCase())) return `${rawName}=[redacted]`;
    const value = decodeSafely(pair.slice(eq + 1));
    if (!/[?#]/.test(value)) return pair;
    const inner = redactSecretParams(value);
    return inner === value ? pair : `${rawName}=${encodeURIComponent(inner)}`;
  }).join('&');
}

const secretInText = /([?&#;]\s*)(key|t|token|code|verificationcode|password)=[^&\s#"'<>)\]:]*/gi;
// Loose on purpose: anything shaped like an address goes, whether or not it would be deliverable.
const emailInText = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

// In an address an email may be percent-encoded (%40), and its neighbours are the address's own punctuation.
const emailInUrl = /[^\s<>()[\]"',;:@/?&=#%]+(?:@|%40)[^\s<>()[\]"',;:@/?&=#%]+\.[^\s<>()[\]"',;:@/?&=#%]+/gi;

/** Free text (an error message, a stack trace) with any `?key=…`-like secret and any email address it quotes replaced. */
export function redactText(text: string): string {
  return text.replace(secretInText, '$1$2=[redacted]').replace(emailInText, '[email]');
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** pino's request serializer: what a request line in the log holds. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * pino paths of secrets and personal data in anything else that is logged: credentials in headers, request and
 * response bodies (a draft, a sign-in's birthdate, a card), wherever a logged object carries them, and the
 * `detail` of a PostgreSQL error, which quotes the row's values ("Key (email)=(…) already exists").
 */
export const redactedPaths = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-form-key"]', 'req.headers["idempotency-key"]',
  'headers.authorization', 'headers.cookie', 'headers["x-form-key"]', 'headers["idempotency-key"]',
  'req.body', 'res.body', 'body', 'request.body', 'reply.body', 'payload',
  'err.detail', 'err.body', 'err.cause.detail',
];
