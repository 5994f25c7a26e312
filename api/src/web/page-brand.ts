import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';
import { companyQuery } from './request-brand.ts';

// The brand of a page visit: ?company= (then kept in a session cookie), the saved cookie, the host name,
// or the default brand (SPEC §1 'Branding').

const brandCookie = 'company';

/**
 * For a plugin whose routes read or set the brand cookie (the shell's pages, the blank forms): the cookie plugin
 * there, without its hook, rather than on every api call (issue 16).
 */
export async function readsBrandCookie(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: false });
}

/** The brand code the visit saved in its cookie, if any; cookies are parsed only here, when asked. */
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
