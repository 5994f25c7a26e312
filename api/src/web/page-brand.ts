import type { FastifyReply, FastifyRequest } from 'fastify';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';
import { companyQuery } from './request-brand.ts';

// The brand of a page visit: ?company= (then kept in a session cookie), the saved cookie, the host name,
// or the default brand (SPEC §1 'Branding').

export const brandCookie = 'company';

/** The request's cookies, parsed when a route first asks (the cookie plugin parses none by itself, app.ts). */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  if (parsed) return parsed;
  return (request.cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
}

export function pageBrand(request: FastifyRequest, reply: FastifyReply): Brand {
  const query = companyQuery(request);
  const saved = cookiesOf(request)[brandCookie];
  const code = resolveBrandCode({ hostname: request.hostname, query, saved });
  if (isBrandCode(query) && code !== saved) {
    // A session cookie: no expiry, so it ends with the browser session.
    reply.setCookie(brandCookie, code, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return getBrand(code);
}
