import { useEffect, useMemo } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { routePaths, routesInForce, type Brand, type RouteDef } from '@cards/shared/brand';
import { Layout } from '../layout/Layout.tsx';
import { RouteView } from './RouteView.tsx';

/**
 * The router's routes, made from the routes in force (the page's remotes' and the shell's) for one brand: a {product}
 * route at the address of each card the brand issues (/track-asic, /track-msic).
 */
export function appRoutes(brand: Brand, routes: readonly RouteDef[] = routesInForce()): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: routes.flatMap((route) => routePaths(route, brand).map(({ path, cardType }) => ({
        path,
        element: <RouteView key={`${route.id}:${cardType ?? ''}`} route={route} cardType={cardType} />,
      }))),
    },
  ];
}

/**
 * The brand's pages, under the browser's router or the pre-renderer's static one (the same tree, for hydration).
 * The routes are rendered declaratively: the data router (loaders, actions) is a third of react-router,
 * and no page loads its data through it. `onNavigate` gets the router's navigate, for what lives outside the routes.
 */
export function AppRoutes({ brand, onNavigate }: { brand: Brand; onNavigate?: (navigate: (path: string) => void) => void }) {
  const navigate = useNavigate();
  useEffect(() => onNavigate?.((path) => void navigate(path)), [navigate, onNavigate]);
  const inForce = routesInForce();
  const routes = useMemo(() => appRoutes(brand, inForce), [brand, inForce]);
  return useRoutes(routes);
}
