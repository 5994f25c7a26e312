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

/** The SPEC §2 route a path is, for a brand, and the card its address names (the router's own ranking). */
export function routeMatchAt(brand: Brand, pathname: string): { route: RouteDef; cardType?: CardType } | undefined {
  return matchRoutes(patternsOf(brand), pathname)?.at(-1)?.route;
}

/** The SPEC §2 route a path is, for a brand (the router's own ranking of static over dynamic segments). */
export function routeAt(brand: Brand, pathname: string): RouteDef | undefined {
  return routeMatchAt(brand, pathname)?.route;
}

/** The route of the page shown, and the card type its address names (/track-msic). */
export function useCurrentRouteMatch(): { route: RouteDef; cardType?: CardType } | undefined {
  const brand = useBrand();
  return routeMatchAt(brand, useLocation().pathname);
}

/** The route of the page shown. */
export function useCurrentRoute(): RouteDef | undefined {
  return useCurrentRouteMatch()?.route;
}
