import type { RouteObject } from 'react-router';
import { routePath, routeTable, type Brand } from '@cards/shared/brand';
import { Layout } from '../layout/Layout.tsx';
import { RouteView } from './RouteView.tsx';

/** The router's routes, made from the SPEC §2 route table for one brand. */
export function appRoutes(brand: Brand): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: routeTable.map((route) => ({
        path: routePath(route, brand.product),
        element: <RouteView key={route.id} route={route} />,
        handle: { route },
      })),
    },
  ];
}
