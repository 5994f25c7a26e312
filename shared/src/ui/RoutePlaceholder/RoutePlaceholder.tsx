import { useParams } from 'react-router';
// Other subpaths by package name, so a remote gets the one shared instance (and React context) of each.
import { productText, routeById, type RouteId } from '@cards/shared/brand';
import { Page } from '../Page/Page.tsx';
import { useBrand } from '../Site/site.tsx';

/**
 * Stands in for a remote page until one is built for it: the route's heading and the parameters it was
 * opened with, so links and routing can be checked end to end.
 */
export function RoutePlaceholder({ routeId }: { routeId: RouteId }) {
  const brand = useBrand();
  const params = Object.entries(useParams()).filter(([, value]) => value);
  return (
    <Page title={productText(routeById(routeId).title, brand)}>
      <p>{productText(routeById(routeId).description, brand)}</p>
      {params.length > 0 && (
        <dl className="route-params">
          {params.map(([name, value]) => (
            <div key={name} className="route-params__row">
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Page>
  );
}
