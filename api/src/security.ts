import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Security headers on every answer, errors included: routed requests get them in an onRequest hook; router
// errors (bad percent-encoding, an over-long parameter) and malformed requests, which never reach a hook, get
// them from errors.ts through the same functions. The Content-Security-Policy allows only our own scripts;
// inline styles need the per-response nonce, which the shell's HTML carries on its one <style> element.

const nonceKey = Symbol('styleNonce');
type WithNonce = ServerResponse & { [nonceKey]?: string };

declare module 'fastify' {
  interface FastifyReply {
    /** The CSP nonce of this response, for <style nonce="…"> in rendered HTML. */
    styleNonce: string;
  }
}

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce)[nonceKey]}'`],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Same-origin bundles only; nothing is embedded from elsewhere.
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Sets the security headers on a response and returns its fresh style nonce. helmet's middleware is synchronous. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  (res as WithNonce)[nonceKey] = nonce;
  helmetMiddleware(req, res, (err?: unknown) => {
    if (err) throw err;
  });
  return nonce;
}

/** The same headers as name-value pairs, for an answer written straight to a socket (no response object). */
export function securityHeaderLines(): string[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  applySecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse);
  return [...headers].map(([name, value]) => `${name}: ${value}`);
}

/** The headers on every routed answer; a plugin without encapsulation, so its hook covers the whole app. */
export const securityHeaders = fp(async (app) => {
  app.decorateReply('styleNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.styleNonce = applySecurityHeaders(request.raw, reply.raw);
  });
}, { name: 'security-headers' });
