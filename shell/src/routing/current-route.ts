import { matchRoutes, useLocation } from 'react-router';
import { routePaths, routesInForce, type Brand, type CardType, type RouteDef } from '@cards/shared/brand';
import { useBrand } from '@cards/shared/ui';

interface RoutePattern {
  path: string;
  route: RouteDef;
  cardType?: CardType;
}

// By the routes in force (their array changes only when they do), then by brand.
const pathsByRoutes = new WeakMap<readonly RouteDef[], Map<string, RoutePattern[]>>();

function patternsOf(brand: Brand): RoutePattern[] {
  const routes = routesInForce();
  let byBrand = pathsByRoutes.get(routes);
  if (!byBrand) pathsByRoutes.set(routes, (byBrand = new Map()));
  let paths = byBrand.get(brand.code);
  if (!paths) {
    paths = routes.flatMap((route) => routePaths(route, brand).map(({ path, cardType }) => ({ path, route, cardType })));
    byBrand.set(brand.code, paths);
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
