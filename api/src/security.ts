import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from './config.ts';

// Security headers on every answer, errors included: routed requests get them in an onRequest hook; router
// errors (bad percent-encoding, an over-long parameter) and malformed requests, which never reach a hook, get
// them from errors.ts through the same functions. The Content-Security-Policy allows only our own scripts;
// inline styles need the per-response nonce, which the shell's HTML carries on its one <style> element.

const nonceKey = Symbol('styleNonce');
const extrasKey = Symbol('cspExtras');

/** Origins a deployment adds by configuring them (map tiles, reCAPTCHA, a CDN for remotes); none by default. */
export interface CspExtras {
  img: string[];
  script: string[];
  frame: string[];
  /** fetch() targets: a CDN's remote manifests. */
  connect: string[];
  style: string[];
  font: string[];
}
type WithNonce = ServerResponse & { [nonceKey]?: string; [extrasKey]?: CspExtras };
const extra = (kind: keyof CspExtras) => (_req: IncomingMessage, res: ServerResponse) => ((res as WithNonce)[extrasKey]?.[kind] ?? []).join(' ');

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
      scriptSrc: ["'self'", extra('script')],
      styleSrc: ["'self'", extra('style'), (_req, res) => `'nonce-${(res as WithNonce)[nonceKey]}'`],
      imgSrc: ["'self'", 'data:', extra('img')],
      frameSrc: ["'self'", extra('frame')],
      // The captcha's proof-of-work runs in workers loaded from our own origin.
      workerSrc: ["'self'"],
      connectSrc: ["'self'", extra('connect')],
      fontSrc: ["'self'", extra('font')],
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
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, extras?: CspExtras): string {
  const nonce = randomBytes(16).toString('base64');
  (res as WithNonce)[nonceKey] = nonce;
  (res as WithNonce)[extrasKey] = extras;
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
  const extras = cspExtras(app.config);
  app.decorateReply('styleNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.styleNonce = applySecurityHeaders(request.raw, reply.raw, extras);
  });
}, { name: 'security-headers' });

/** The origin a tile URL template loads from; a {s} subdomain becomes a wildcard (https://*.tile.example.org). */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]\}/g, '0'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

/**
 * What the configured map tiles and reCAPTCHA (issue 12), and a CDN serving the remotes (issue 15), need the page
 * to load from elsewhere.
 */
export function cspExtras(config: Pick<Config, 'map' | 'captcha' | 'remotesBaseUrl'>): CspExtras {
  const extras: CspExtras = { img: [], script: [], frame: [], connect: [], style: [], font: [] };
  if (config.remotesBaseUrl) {
    // A remote's manifest is fetched, its code and styles loaded, and its images and fonts come from its folder.
    const { origin } = new URL(config.remotesBaseUrl);
    for (const kind of ['script', 'connect', 'style', 'img', 'font'] as const) extras[kind].push(origin);
  }
  if (config.map) extras.img.push(tileOrigin(config.map.tileUrl));
  if (config.captcha.recaptcha) {
    extras.script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    extras.frame.push('https://www.google.com/recaptcha/');
  }
  return extras;
}
