import type { RouteId } from '@cards/shared/brand';

/** A link of the main navigation: its route, its address and its words. */
export interface NavItem {
  id: RouteId;
  path: string;
  label: string;
}

const trimmed = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The main navigation's link for the page shown (its aria-current): the one whose address the path is or is under
 * ('Home' only on the home page itself). A renewal's form steps are under /apply/form like every form, so there it
 * is 'Renew'.
 */
export function currentNavId(items: readonly NavItem[], pathname: string, renewal: boolean): RouteId | undefined {
  if (renewal && items.some((item) => item.id === 'renew')) return 'renew';
  const path = trimmed(pathname);
  return items.find((item) => {
    const own = trimmed(item.path);
    return own === '/' ? path === '/' : path === own || path.startsWith(`${own}/`);
  })?.id;
}
