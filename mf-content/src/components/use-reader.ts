import { useEffect, useMemo } from 'react';
import { pageTitle } from '@cards/shared/brand';
import { useBrand, useJourneyCardType } from '@cards/shared/ui';
import { fillText, placeholderValues, type PlaceholderName } from '../content/placeholders.ts';
import type { Reader } from '../content/types.ts';
import { capabilitiesOf } from '../content/capabilities.ts';

/**
 * Who is reading (brand and card type) and the placeholder values for them, read from the visit without the stores
 * (a content page starts without them). A page is pre-rendered for its brand's usual card; the card type a
 * visit chose (?card=, kept in the tab) is the browser's alone, so it applies once the page is hydrated.
 */
export function useReader(): Reader & { values: Record<PlaceholderName, string> } {
  const brand = useBrand();
  // The address's card (/white-msic) on the server too; elsewhere the visit's, once hydrated.
  const cardType = useJourneyCardType();
  const capabilities = useMemo(() => capabilitiesOf(brand), [brand]);
  return { brand: brand.code, capabilities, cardType, values: placeholderValues(brand, cardType) };
}

/**
 * A content page's meta description from its content file, and its browser title where the route's own is generic
 * (a question, an article); other pages keep the route's title, which their content's title repeats. Runs as an
 * effect: rendering touches no document (pages are rendered on the server too).
 */
export function usePageMeta({ title, description }: { title?: string; description?: string }): void {
  const brand = useBrand();
  const cardType = useJourneyCardType();
  useEffect(() => {
    if (title) document.title = pageTitle({ title }, brand);
  }, [title, brand]);
  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', fillText(description, placeholderValues(brand, cardType)));
  }, [description, brand, cardType]);
}
