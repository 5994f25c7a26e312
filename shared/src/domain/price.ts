/** SPEC §2: price strings are split at '.' into whole and decimal parts ("306.90" → 306 and 90). */
export function splitPrice(price: string | number): { whole: string; decimal: string } {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  const [whole = '0', decimal = ''] = text.split('.');
  return { whole: whole || '0', decimal: decimal.padEnd(2, '0').slice(0, 2) };
}
