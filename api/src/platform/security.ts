import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from './config.ts';

// Security headers on every answer, errors included: routed requests get them in an onRequest hook; router
// errors (bad percent-encoding, an over-long parameter) and malformed requests, which never reach a hook, get
// them from platform/errors.ts through the same functions. The Content-Security-Policy allows only our own scripts and
// styles, and inline ones that carry the page's nonce: the shell's HTML has one <style> element and, on a page
// pre-rendered whole, one <script> that starts the app after the first paint.
// helmet runs once per set of extras, not per request: its headers are the same for every answer but the page's
// nonce, which only an HTML page asks for (reply.pageNonce), so only a page pays for random bytes.
// An answer that is never shown as a page (the api's JSON and attachments under /api/, and the JSON of a request the
// router or Node refused) gets a short set instead: nothing may load from it, frame it or sniff it, and the headers
// that only a document reads are left off (the OWASP REST cheat sheet's set); twelve headers were a tenth of
// /api/health's time.
// Strict-Transport-Security only on an answer that went over https (the socket's, or the forwarded proto behind
// TRUST_PROXY): over plain http a browser ignores it and it only says the site is misconfigured. Pages
// also carry a Permissions-Policy that turns off every powerful feature but passkeys: no page uses one (the signature
// pad takes pointer events, the contact page's map needs no location, the payment form is our own); the staff
// console's sign-in uses passkeys, in our own pages only.

/** Origins a deployment adds by configuring them (map tiles, reCAPTCHA, a CDN for remotes); none by default. */
export interface CspExtras {
  img: string[];
  script: string[];
  frame: string[];
  style: string[];
  font: string[];
}

const NONCE_SLOT = 'nonce-PAGENONCE';
const noExtras: CspExtras = { img: [], script: [], frame: [], style: [], font: [] };
type WithExtras = ServerResponse & { extras?: CspExtras };
const extra = (kind: keyof CspExtras) => (_req: IncomingMessage, res: ServerResponse) => ((res as WithExtras).extras?.[kind] ?? []).join(' ');

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh CSP nonce for this answer's inline <style> and <script>; reading it puts it in the policy. */
    readonly pageNonce: string;
  }
}

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", extra('script'), `'${NONCE_SLOT}'`],
      styleSrc: ["'self'", extra('style'), `'${NONCE_SLOT}'`],
      imgSrc: ["'self'", 'data:', extra('img')],
      frameSrc: ["'self'", extra('frame')],
      // The captcha's proof-of-work runs in workers loaded from our own origin.
      workerSrc: ["'self'"],
      // Nothing is fetched from elsewhere (remotes on a CDN are registered by their entry script).
      connectSrc: ["'self'"],
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

/** The browser features a page may use: passkeys, from our own origin (allowlist `(self)`); every other listed one is off (`()`). */
export const PERMISSIONS_POLICY = [
  ...['accelerometer', 'autoplay', 'camera', 'clipboard-read', 'display-capture', 'encrypted-media',
    'fullscreen', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'local-fonts', 'magnetometer', 'microphone',
    'midi', 'payment', 'picture-in-picture', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'publickey-credentials-create=(self)', 'publickey-credentials-get=(self)',
].join(', ');

const HSTS = 'Strict-Transport-Security';

interface HeaderSet {
  /** Every header as helmet sets it, the policy without a nonce (JSON, files, errors). */
  headers: Array<[string, string]>;
  /** The policy of an HTML page, with the nonce's place marked. */
  pagePolicy: string;
}

/** helmet's headers for a set of extras, worked out once. */
function headerSet(extras: CspExtras): HeaderSet {
  const headers = new Map<string, string>();
  const recorder = {
    extras,
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetMiddleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  const pagePolicy = headers.get('Content-Security-Policy')!;
  headers.set('Content-Security-Policy', pagePolicy.replaceAll(` '${NONCE_SLOT}'`, ''));
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return { headers: [...headers], pagePolicy };
}

/** Helmet's headers an api answer keeps, beside its own policy. */
const apiKept = new Set(['Cross-Origin-Resource-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options']);
const apiPolicy = "default-src 'none';frame-ancestors 'none'";

/** The headers of an answer that is not a page. */
function apiHeaderSet(page: HeaderSet): Array<[string, string]> {
  return [['Content-Security-Policy', apiPolicy], ...page.headers.filter(([name]) => apiKept.has(name))];
}

const sets = new WeakMap<CspExtras, HeaderSet>();
function headerSetFor(extras: CspExtras): HeaderSet {
  let set = sets.get(extras);
  if (!set) sets.set(extras, (set = headerSet(extras)));
  return set;
}

const apiHeaders = apiHeaderSet(headerSetFor(noExtras));

/** Whether a request is for the api, whose answers are never shown as pages. */
const isApiPath = (url: string) => url.startsWith('/api/');

// A built file (a script, style, image, font, a build's JSON) is not a page either: a page's policy and the headers
// that only a document reads are bytes on every file of a first visit (about 1 KB a file before). An SVG
// opened by itself is a document, and gets the answer's policy, which lets it run nothing.
const builtFile = /\.(?:m?js|css|json|map|svg|png|jpe?g|gif|webp|ico|woff2?)$/;
const isBuiltFilePath = (url: string) => builtFile.test(url.split('?', 1)[0]!);

/** The headers of a set without HSTS, for an answer over plain http. */
const overHttp = (headers: Array<[string, string]>) => headers.filter(([name]) => name !== HSTS);
const apiHeadersOverHttp = overHttp(apiHeaders);

/** Sets an api answer's security headers on a JSON error the router refused (no route, so no hook, ran). */
export function applyApiSecurityHeaders(res: ServerResponse, https: boolean): void {
  for (const [name, value] of https ? apiHeaders : apiHeadersOverHttp) res.setHeader(name, value);
}

/**
 * Whether a request came over https: Fastify's protocol (the socket's, or behind TRUST_PROXY the last
 * X-Forwarded-Proto), which the request of an address the router refused does not work out, so it is read here.
 */
export function cameOverHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  if (!request.server.config?.trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').pop()!.trim();
  return last === 'https';
}

/** A fresh nonce for an HTML page's inline style and script, written into the answer's policy. */
function freshPageNonce(reply: FastifyReply, extras: CspExtras): string {
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', headerSetFor(extras).pagePolicy.replaceAll(NONCE_SLOT, `nonce-${nonce}`));
  return nonce;
}

/** An api answer's headers as lines, for a JSON answer written straight to a socket (no response object). */
export function apiSecurityHeaderLines(https: boolean): string[] {
  return (https ? apiHeaders : apiHeadersOverHttp).map(([name, value]) => `${name}: ${value}`);
}

/**
 * Headers keyed by their names in lower case, as Fastify keeps a reply's. It lower-cases every name it is given: a
 * capitalised one became a new string each time, which the reply's header object then looked up by its characters,
 * about 75 ns a header. A lower-case name is used as it is.
 */
const byLowerCaseName = (headers: Array<[string, string]>) =>
  Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

const nonceOf = Symbol('pageNonce');

/** The headers on every routed answer; a plugin without encapsulation, so its hook covers the whole app. */
export const securityHeaders = fp(async (app) => {
  const extras = cspExtras(app.config);
  const pageHeaders = byLowerCaseName(headerSetFor(extras).headers);
  const pageHeadersOverHttp = byLowerCaseName(overHttp(headerSetFor(extras).headers));
  const apiHeaderValues = byLowerCaseName(apiHeaders);
  const apiHeaderValuesOverHttp = byLowerCaseName(apiHeadersOverHttp);
  app.decorateReply('pageNonce', {
    getter(this: FastifyReply & { [nonceOf]?: string }) {
      return (this[nonceOf] ??= freshPageNonce(this, extras));
    },
  });
  // Fastify's own headers, not the response's: Node then checks each header once, as the answer is written, rather
  // than once when set and again for Fastify's.
  app.addHook('onRequest', (request, reply, done) => {
    // Fastify's protocol: the socket's, or with TRUST_PROXY the proxy's X-Forwarded-Proto.
    const https = request.protocol === 'https';
    reply.headers(isApiPath(request.url) || isBuiltFilePath(request.url)
      ? (https ? apiHeaderValues : apiHeaderValuesOverHttp)
      : (https ? pageHeaders : pageHeadersOverHttp));
    done();
  });
}, { name: 'security-headers' });

/** The origin a tile URL template loads from; a {s} subdomain becomes a wildcard (https://*.tile.example.org). */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]\}/g, '0'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

/**
 * What the configured map tiles and reCAPTCHA, and a CDN serving the remotes, need the page
 * to load from elsewhere.
 */
export function cspExtras(config: Pick<Config, 'map' | 'captcha' | 'remotesBaseUrl'>): CspExtras {
  const extras: CspExtras = { img: [], script: [], frame: [], style: [], font: [] };
  if (config.remotesBaseUrl) {
    // A remote's code and styles load from there, and its images and fonts come from its folder. Nothing is fetched
    // from it: remotes are registered by their entry script, not their manifest.
    const { origin } = new URL(config.remotesBaseUrl);
    for (const kind of ['script', 'style', 'img', 'font'] as const) extras[kind].push(origin);
  }
  if (config.map) extras.img.push(tileOrigin(config.map.tileUrl));
  if (config.captcha.recaptcha) {
    extras.script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    extras.frame.push('https://www.google.com/recaptcha/');
  }
  return extras;
}
