import { useEffect, useMemo } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { routePaths, routeTable, type Brand } from '@cards/shared/brand';
import { Layout } from '../layout/Layout.tsx';
import { RouteView } from './RouteView.tsx';

/**
 * The router's routes, made from the SPEC §2 route table for one brand: a {product} route at the address of each card
 * the brand issues (/track-asic, /track-msic).
 */
export function appRoutes(brand: Brand): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: routeTable.flatMap((route) => routePaths(route, brand).map(({ path, cardType }) => ({
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
  const routes = useMemo(() => appRoutes(brand), [brand]);
  return useRoutes(routes);
}
