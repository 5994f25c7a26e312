import { useEffect } from 'react';
import { pageTitle } from '@cards/shared/brand';
import { useBrand } from '../Site/site.tsx';

/**
 * Names the page in the browser's title, with the brand after it, where the route's own title is not enough (a
 * step of the form, 'Error: ' while errors show). The shell sets the route's title in a layout effect, which runs
 * before any page's effect, so the page's title is the one that stays.
 */
export function useDocumentTitle(title: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle({ title }, brand);
  }, [title, brand]);
}
