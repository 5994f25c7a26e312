import type { FastifyReply, FastifyRequest } from 'fastify';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';
import { companyQuery } from './request-brand.ts';

// The brand of a page visit: ?company= (then kept in a session cookie), the saved cookie, the host name,
// or the default brand (SPEC §1 'Branding').

const brandCookie = 'company';

/** The brand code the visit saved in its cookie, if any; cookies are parsed only here, when asked (web/shell.ts). */
export function savedBrandCode(request: FastifyRequest): string | undefined {
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  request.cookies = parsed ?? (request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
  return request.cookies[brandCookie];
}

export function pageBrand(request: FastifyRequest, reply: FastifyReply): Brand {
  const query = companyQuery(request);
  const saved = savedBrandCode(request);
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
