import escapeHtml from 'escape-html';
import { cardName, type Brand, type CardType } from '@cards/shared/brand';
import type { ContentBlock, Reader } from './types.ts';

// Placeholders a writer may use in content files: the brand's words and contact details, so one file serves
// every brand. An unknown {name} is left as it is (and the content test reports it).

export const placeholderNames = ['product', 'productSlug', 'card', 'brand', 'phone', 'email', 'office'] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/**
 * {product} is the brand's aviation card (ASIC), which content names beside the MSIC; {card} is the reader's own card
 * (the title of /white-msic is 'White MSIC').
 */
export function placeholderValues(brand: Pick<Brand, 'product' | 'name' | 'contact'>, cardType?: CardType): Record<PlaceholderName, string> {
  return {
    product: brand.product,
    productSlug: brand.product.toLowerCase(),
    card: cardName(brand, cardType),
    brand: brand.name,
    phone: brand.contact.phone,
    email: brand.contact.email,
    office: brand.contact.office,
  };
}

/** Text with its placeholders filled in. */
export function fillText(text: string, values: Record<PlaceholderName, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name as PlaceholderName] : whole));
}

/** HTML with its placeholders filled in, the values escaped. */
export function fillHtml(html: string, values: Record<PlaceholderName, string>): string {
  return html.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name as PlaceholderName]) : whole));
}

/** Whether a block shows for this reader (`::: only`, `::: except`, `::: when`, `::: unless`, `::: card`). */
export function blockShows(block: ContentBlock, reader: Reader): boolean {
  if (block.only && !block.only.includes(reader.brand)) return false;
  if (block.except && block.except.includes(reader.brand)) return false;
  if (block.when && !block.when.some((name) => reader.capabilities.has(name))) return false;
  if (block.unless && block.unless.some((name) => reader.capabilities.has(name))) return false;
  if (block.card && block.card !== reader.cardType) return false;
  return true;
}
