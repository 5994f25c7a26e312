import type { FastifyRequest } from 'fastify';
import { getBrand, resolveCardType, type Brand, type CardType } from '@cards/shared/brand';

// The one place the api reads which brand and card type a request is for (ARCHITECTURE 'API conventions': every
// call from the browser sends X-Company and X-Website-Type), and ?company= for a plain link. The brand of a page
// visit (cookie, host name) is page-brand.ts's, on top of this.

function header(request: FastifyRequest, name: 'x-company' | 'x-website-type'): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** X-Company, trimmed and in lower case; it may name no brand. */
export function companyHeader(request: FastifyRequest): string | undefined {
  return header(request, 'x-company')?.trim().toLowerCase();
}

/** ?company=, trimmed and in lower case; it may name no brand. */
export function companyQuery(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.company === 'string' ? query.company.trim().toLowerCase() : undefined;
}

/** The brand of an api call: the one X-Company names, else the default brand. */
export function requestBrand(request: FastifyRequest): Brand {
  return getBrand(companyHeader(request));
}

/** X-Website-Type when the brand issues that card, else the brand's usual card. */
export function requestCardType(request: FastifyRequest, brand: Brand): CardType {
  return resolveCardType(brand, header(request, 'x-website-type'));
}

/** X-Company as sent, cut short, for logs and report rows (a report is kept whatever brand it claims). */
export function reportedCompany(request: FastifyRequest): string | null {
  return header(request, 'x-company')?.slice(0, 20) ?? null;
}
