// Price strings and amounts, apart from the rules that price an application (price.ts): the ui shows prices with
// these on pages that never load the draft's rules.

/** SPEC §2: price strings are split at '.' into whole and decimal parts ("306.90" → 306 and 90). */
export function splitPrice(price: string | number): { whole: string; decimal: string } {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  const [whole = '0', decimal = ''] = text.split('.');
  return { whole: whole || '0', decimal: decimal.padEnd(2, '0').slice(0, 2) };
}

// SPEC §9 prices come from the brand's site data as strings; amounts are whole cents, so sums are exact.

/** A price string of the site data ("306.90") in cents; a missing price is 0. */
export function cents(price: string | undefined): number {
  if (!price) return 0;
  const { whole, decimal } = splitPrice(price);
  return Number(whole) * 100 + Number(decimal);
}

/** Cents as a price string with two decimals ("306.90"). */
export function priceText(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
