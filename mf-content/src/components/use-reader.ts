import { useEffect } from 'react';
import { pageTitle } from '@cards/shared/brand';
import { useBrand, useCardType, useHydrated } from '@cards/shared/ui';
import { fillText, placeholderValues, type PlaceholderName } from '../content/placeholders.ts';
import type { Reader } from '../content/types.ts';

/**
 * Who is reading (brand and card type) and the placeholder values for them, read from the visit without the stores
 * (issue 16: a content page starts without them). A page is pre-rendered for its brand's usual card; the card type a
 * visit chose (?card=, kept in the tab) is the browser's alone, so it applies once the page is hydrated.
 */
export function useReader(): Reader & { values: Record<PlaceholderName, string> } {
  const brand = useBrand();
  const cardType = useCardType();
  const hydrated = useHydrated();
  return { brand: brand.code, cardType: hydrated ? cardType : brand.defaultCardType, values: placeholderValues(brand) };
}

/**
 * A content page's meta description from its content file, and its browser title where the route's own is generic
 * (a question, an article); other pages keep the route's title, which their content's title repeats. Runs as an
 * effect: rendering touches no document (issue 12: server rendering is next).
 */
export function usePageMeta({ title, description }: { title?: string; description?: string }): void {
  const brand = useBrand();
  useEffect(() => {
    if (title) document.title = pageTitle({ title }, brand);
  }, [title, brand]);
  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', fillText(description, placeholderValues(brand)));
  }, [description, brand]);
}
