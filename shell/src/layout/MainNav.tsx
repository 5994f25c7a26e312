import { Link, useLocation } from 'react-router';
import type { RootStore } from '@cards/shared/stores';
import { observerOnceLoaded, useBrand, useMadeStore } from '@cards/shared/ui';
import { routeMatchAt } from '../routing/current-route.ts';
import { currentNavId, type NavItem } from './current-nav.ts';

/**
 * SPEC §2 main navigation, the link of the page shown marked as current. On the form, whether it is a renewal is
 * the draft's (`_renew` in the draft store), so the list follows the store once a page has made it.
 */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const store = useMadeStore();
  // Made again when the store arrives, so that it is an observer of the store from then on.
  return <NavList key={store ? 'store' : 'none'} items={items} store={store} />;
}

const NavList = observerOnceLoaded(function NavList({ items, store }: { items: readonly NavItem[]; store: RootStore | undefined }) {
  const brand = useBrand();
  const { pathname } = useLocation();
  const match = routeMatchAt(brand, pathname);
  const draft = store?.draft;
  const renewal = match?.route.id === 'form' && draft !== undefined && draft.formLink !== null
    && draft.formLink === match.params.id && draft.data._renew === true;
  const current = currentNavId(items, pathname, renewal);
  return (
    <ul>
      {items.map(({ id, path, label }) => (
        <li key={id}>
          <Link to={path} aria-current={id === current ? 'page' : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
});
