import { matchRoutes, useLocation } from 'react-router';
import { routePath, routeTable, type Brand, type RouteDef } from '@cards/shared/brand';
import { useBrand } from '@cards/shared/ui';

const pathsByProduct = new Map<string, Array<{ path: string; route: RouteDef }>>();

/** The SPEC §2 route a path is, for a brand (the router's own ranking of static over dynamic segments). */
export function routeAt(brand: Brand, pathname: string): RouteDef | undefined {
  let paths = pathsByProduct.get(brand.product);
  if (!paths) {
    paths = routeTable.map((route) => ({ path: routePath(route, brand.product), route }));
    pathsByProduct.set(brand.product, paths);
  }
  return matchRoutes(paths, pathname)?.at(-1)?.route.route;
}

/** The route of the page shown. */
export function useCurrentRoute(): RouteDef | undefined {
  const brand = useBrand();
  return routeAt(brand, useLocation().pathname);
}
