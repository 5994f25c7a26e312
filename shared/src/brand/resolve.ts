import { brands, DEFAULT_BRAND_CODE } from './brands.ts';
import { cardName, routePaths, routesInForce, type RouteDef } from './routes.ts';
import type { Brand, BrandCode, CardType, PublicBrand } from './types.ts';

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && Object.hasOwn(brands, value);
}

/** The brand with this code, or undefined: for rules that hold only for a brand that is one (never the fallback). */
export function findBrand(code: string | null | undefined): Brand | undefined {
  return isBrandCode(code) ? brands[code] : undefined;
}

export function getBrand(code: string | null | undefined): Brand {
  return brands[isBrandCode(code) ? code : DEFAULT_BRAND_CODE];
}

/** The brand people apply through only when invited (SPEC §1, the postal partner): the one whose data says so. */
export function invitationOnlyBrand(): Brand {
  const brand = Object.values(brands).find((b) => b.flags.invitationOnly);
  if (!brand) throw new RangeError('No brand takes applications by invitation only.');
  return brand;
}

/**
 * Which brand a visit belongs to: a valid `?company=` wins (and is then kept for the session as `saved`),
 * then the saved choice, then the host name, then the default brand.
 */
export function resolveBrandCode(input: {
  hostname?: string | null;
  query?: string | null;
  saved?: string | null;
}): BrandCode {
  const query = input.query?.trim().toLowerCase();
  if (isBrandCode(query)) return query;
  const saved = input.saved?.trim().toLowerCase();
  if (isBrandCode(saved)) return saved;
  const host = input.hostname?.trim().toLowerCase().replace(/:\d+$/, '');
  if (host) {
    const byHost = Object.values(brands).find((b) => b.hostnames.includes(host));
    if (byHost) return byHost.code;
  }
  return DEFAULT_BRAND_CODE;
}

/** The first of the asked card types that the brand issues, or the brand's usual card. */
export function resolveCardType(brand: Pick<Brand, 'cardTypes' | 'defaultCardType'>, ...asked: Array<string | null | undefined>): CardType {
  for (const candidate of asked) {
    const type = brand.cardTypes.find((t) => t === candidate?.trim().toLowerCase());
    if (type) return type;
  }
  return brand.defaultCardType;
}

/** SPEC §1: a brand with the asset card flow (payment option asset-{product}); its form has 3 steps (SPEC §2, §9). */
export function isAssetBrand(brand: Pick<Brand, 'paymentOptions'>): boolean {
  return brand.paymentOptions.includes('asset-asic');
}

/** Replaces {product} with the brand's card name. */
export function productText(text: string, brand: Pick<Brand, 'product'>): string {
  return text.replaceAll('{product}', brand.product);
}

export function publicBrand(brand: Brand): PublicBrand {
  const { hostnames: _hostnames, ...rest } = brand;
  return rest;
}

/** The brand's theme as CSS custom properties, for a <style> in the served page. */
export function themeCssVariables(brand: Pick<Brand, 'theme'>): string {
  const t = brand.theme;
  const vars: Record<string, string> = {
    '--color-primary': t.primary,
    '--color-primary-text': t.primaryText,
    '--color-accent': t.accent,
    '--color-background': t.background,
    '--color-text': t.text,
    '--color-focus': t.focus,
  };
  // Only colour-like values reach the page, so site data can never inject CSS.
  const safe = Object.entries(vars).filter(([, v]) => /^#[0-9a-f]{3,8}$/i.test(v));
  return `:root{${safe.map(([k, v]) => `${k}:${v}`).join(';')}}`;
}

/** The document title of a route for a brand: "Track your application | Secure Card Services". */
export function pageTitle(route: Pick<RouteDef, 'title'> | undefined, brand: Brand, cardType?: CardType): string {
  if (!route) return productText(brand.title, brand);
  return `${productText(route.title, { product: cardName(brand, cardType) })} | ${brand.name}`;
}

function patternScore(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, seg) => score + (seg === '*' ? 0 : seg.endsWith('?') ? 2 : seg.startsWith(':') ? 3 : 10), 0);
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${seg.replace(/[.+^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

/**
 * The route that owns a path among `routes` (those in force unless given), and the card type its address names
 * (/track-msic), ranked as react-router ranks them.
 */
export function matchRouteAndCard(
  pathname: string, brand: Pick<Brand, 'product' | 'cardTypes' | 'defaultCardType'> & { code?: string },
  routes: readonly RouteDef[] = routesInForce(),
): RouteMatch | undefined {
  const candidates = routes
    .filter((r) => r.path !== '*')
    .flatMap((r: RouteDef) => routePaths(r, brand).map(({ path, cardType }) => ({ route: r, pattern: path, cardType })))
    .sort((a, b) => patternScore(b.pattern) - patternScore(a.pattern));
  const found = candidates.find(({ pattern }) => patternToRegExp(pattern).test(pathname));
  if (found) return { route: found.route, ...(found.cardType ? { cardType: found.cardType } : {}) };
  const notFound = routes.find((r) => r.path === '*');
  return notFound && { route: notFound };
}

/**
 * The route that owns a path for a brand (static before dynamic before splat): a {product} route answers at the
 * address of each card the brand issues. A card name alone (tests, 'ASIC') stands for a brand issuing that card.
 */
export function matchRoute(
  pathname: string, brand: Pick<Brand, 'product' | 'cardTypes' | 'defaultCardType'> & { code?: string } | string = 'ASIC',
  routes: readonly RouteDef[] = routesInForce(),
): RouteDef | undefined {
  const issuer = typeof brand === 'string' ? { product: brand, cardTypes: ['asic' as const], defaultCardType: 'asic' as const } : brand;
  return matchRouteAndCard(pathname, issuer, routes)?.route;
}

export interface RouteMatch {
  route: RouteDef;
  /** The card type the address names, on a route with {product} in its path. */
  cardType?: CardType;
}
