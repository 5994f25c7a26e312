import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getBrand, isBrandCode, resolveBrandCode, type Brand } from '@cards/shared/brand';
import { isBlankFormSlug } from '@cards/shared/domain';
import { notFound } from '../../platform/errors.ts';
import { savedBrandCode } from '../../platform/page-brand.ts';
import { companyHeader, companyQuery } from '../../platform/request-brand.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { blankFormsMadeOnce } from './blank-forms/made-once.ts';

// GET /api/forms/{slug}.pdf: the paper forms of the /forms page, in the brand's name. The page links
// to them plainly, so the brand is also found as for a page visit (?company=, the brand cookie, the host name).

const ONE_DAY = 24 * 60 * 60;

function formBrand(request: FastifyRequest): Brand {
  const header = companyHeader(request);
  if (isBrandCode(header)) return getBrand(header);
  return getBrand(resolveBrandCode({ hostname: request.hostname, query: companyQuery(request), saved: savedBrandCode(request) }));
}

const blankFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const blankForm = blankFormsMadeOnce();

  app.get('/api/forms/:file', {
    schema: {
      params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
      querystring: Type.Object({ company: Type.Optional(Type.String({ maxLength: 40 })) }),
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 404) },
    },
  }, async (request, reply) => {
    const slug = request.params.file.replace(/\.pdf$/, '');
    if (slug === request.params.file || !isBlankFormSlug(slug)) throw notFound('We could not find that form.');
    const brand = formBrand(request);
    const pdf = Buffer.from(await blankForm(slug, brand));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${slug}.pdf"`)
      .header('cache-control', `public, max-age=${ONE_DAY}`)
      // The brand may come from the header or the cookie, so a cache keeps a copy for each.
      .header('vary', 'X-Company, Cookie')
      .send(pdf);
  });
};

export default blankFormRoutes;
