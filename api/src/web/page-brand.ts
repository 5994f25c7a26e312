import type { FastifyReply, FastifyRequest } from 'fastify';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';

// The brand of a page visit: ?company= (then kept in a session cookie), the saved cookie, the host name,
// or the default brand (SPEC §1 'Branding').

export const brandCookie = 'company';

function queryCompany(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.company === 'string' ? query.company : undefined;
}

export function pageBrand(request: FastifyRequest, reply: FastifyReply): Brand {
  const query = queryCompany(request);
  const saved = request.cookies[brandCookie];
  const code = resolveBrandCode({ hostname: request.hostname, query, saved });
  if (query !== undefined && isBrandCode(query.trim().toLowerCase()) && code !== saved) {
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
