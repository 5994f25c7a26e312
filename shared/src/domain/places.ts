// Countries and states as the draft stores them: ISO 3166-1 alpha-2 country codes and state short names.

export const AUSTRALIA = 'AU';

/** SPEC §5: an Australian postcode has 3 to 5 digits. */
export const AUSTRALIAN_POSTCODE_LENGTH = { min: 3, max: 5 } as const;

/** SPEC §3: the 8 Australian states and territories, by short name. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianStateCode = (typeof AUSTRALIAN_STATES)[number];

/**
 * External territories with their own ISO codes, where a birth counts as a birth in Australia (SPEC §4):
 * Norfolk Island NF, Christmas Island CX, Cocos (Keeling) Islands CC, Heard Island and McDonald Islands HM.
 * The mainland territories and Ashmore and Cartier and the Coral Sea Islands are under AU already. The
 * Australian Antarctic Territory is left out: its code AQ is all of Antarctica.
 */
export const AUSTRALIAN_EXTERNAL_TERRITORIES = ['NF', 'CX', 'CC', 'HM'] as const;

export function isAustralia(country: string | undefined | null): boolean {
  return country === AUSTRALIA;
}

export function isAustralianState(state: unknown): state is AustralianStateCode {
  return typeof state === 'string' && (AUSTRALIAN_STATES as readonly string[]).includes(state);
}

/** Born in Australia or one of its external territories (SPEC §4). */
export function isAustralianBirthCountry(country: string | undefined | null): boolean {
  return isAustralia(country) || (AUSTRALIAN_EXTERNAL_TERRITORIES as readonly (string | null | undefined)[]).includes(country);
}

/** ISO 3166-1 alpha-2 shape; whether the code exists is the country list's business. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}
