import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';
import { companyQuery } from './request-brand.ts';

// The brand of a page visit: ?company= (then kept in a session cookie), the saved cookie, the host name,
// or the default brand (SPEC §1 'Branding').

const brandCookie = 'company';

/** For the plugin whose routes set the brand cookie (the shell's pages): the cookie plugin, without its hook. */
export async function setsBrandCookie(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: false });
}

/** The brand code the visit saved in its cookie, if any; cookies are parsed only here, when asked. */
export function savedBrandCode(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? cookie.parse(header)[brandCookie] : undefined;
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
