import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

// Security headers on every answer. The Content-Security-Policy allows only our own scripts; inline
// styles need the per-request nonce, which the shell's HTML carries on its one <style> element.

const nonceKey = Symbol('styleNonce');
type WithNonce = ServerResponse & { [nonceKey]?: string };

declare module 'fastify' {
  interface FastifyReply {
    /** The CSP nonce of this response, for <style nonce="…"> in rendered HTML. */
    styleNonce: string;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.decorateReply('styleNonce', '');
  // Runs before helmet's own onRequest hook, which reads the nonce through the directive below.
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.styleNonce = nonce;
    (reply.raw as WithNonce)[nonceKey] = nonce;
  });

  await app.register(helmet, {
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
}
