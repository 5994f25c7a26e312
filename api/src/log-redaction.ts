import type { FastifyRequest } from 'fastify';

// Secrets never reach the logs (issue 9): the draft key header and cookies are redacted by pino, and the query
// string values that carry secrets (a key, an emailed link's one-time token, a sign-in code) are replaced before a
// URL is logged or stored, wherever it appears (the request line, a page's report of an address it missed).

const SECRET_PARAMS = new Set(['key', 't', 'token', 'code', 'verificationcode', 'password']);

/** `url` (a path with its query, or a whole address) with the values of secret parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url.slice(at + 1);
  const hash = query.indexOf('#');
  const params = hash === -1 ? query : query.slice(0, hash);
  const redacted = params.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = decodeSafely(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    return SECRET_PARAMS.has(name) && eq !== -1 ? `${pair.slice(0, eq)}=[redacted]` : pair;
  }).join('&');
  return `${url.slice(0, at)}?${redacted}${hash === -1 ? '' : query.slice(hash)}`;
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

/** pino paths of secrets in anything else that is logged. */
export const redactedPaths = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-form-key"]'];
