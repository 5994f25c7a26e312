import type { Brand } from '@cards/shared/brand';

/** Directions to the office by its address (a Google Maps URL), for everyone, with or without the map. */
export function directionsUrl(contact: Pick<Brand['contact'], 'office'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(contact.office)}`;
}
