import { matchRoutes, useLocation } from 'react-router';
import { routePaths, routeTable, type Brand, type CardType, type RouteDef } from '@cards/shared/brand';
import { useBrand } from '@cards/shared/ui';

interface RoutePattern {
  path: string;
  route: RouteDef;
  cardType?: CardType;
}

const pathsByBrand = new Map<string, RoutePattern[]>();

function patternsOf(brand: Brand): RoutePattern[] {
  let paths = pathsByBrand.get(brand.code);
  if (!paths) {
    paths = routeTable.flatMap((route: RouteDef) => routePaths(route, brand).map(({ path, cardType }) => ({ path, route, cardType })));
    pathsByBrand.set(brand.code, paths);
  }
  return paths;
}

/**
 * The SPEC §2 route a path is, for a brand, the card its address names and the address's parameters (the router's
 * own ranking).
 */
export function routeMatchAt(brand: Brand, pathname: string): { route: RouteDef; cardType?: CardType; params: Partial<Record<string, string>> } | undefined {
  const match = matchRoutes(patternsOf(brand), pathname)?.at(-1);
  return match ? { ...match.route, params: match.params } : undefined;
}

/** The SPEC §2 route a path is, for a brand (the router's own ranking of static over dynamic segments). */
export function routeAt(brand: Brand, pathname: string): RouteDef | undefined {
  return routeMatchAt(brand, pathname)?.route;
}

/** The route of the page shown, and the card type its address names (/track-msic). */
export function useCurrentRouteMatch(): ReturnType<typeof routeMatchAt> {
  const brand = useBrand();
  return routeMatchAt(brand, useLocation().pathname);
}

/** The route of the page shown. */
export function useCurrentRoute(): RouteDef | undefined {
  return useCurrentRouteMatch()?.route;
}
