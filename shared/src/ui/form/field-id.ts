/** The element id of a draft field path (`_address.0.Postcode` → `f-_address-0-Postcode`), for labels and links. */
export function fieldId(path: string): string {
  return `f-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
