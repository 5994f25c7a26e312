import { createRequire } from 'node:module';
import { AUSTRALIA, type Country } from '@cards/shared/domain';

const require = createRequire(import.meta.url);

// English names from i18n-iso-countries (ISO 3166-1). A few official names read awkwardly in a
// drop-down; these are the names people look for.
const shorterNames: Record<string, string> = {
  TW: 'Taiwan',
  VA: 'Vatican City',
  FM: 'Micronesia',
  MD: 'Moldova',
};

/** SPEC §9: Australia and New Zealand first, the rest alphabetical. */
export function buildCountries(): Country[] {
  const iso = require('i18n-iso-countries') as { getNames(lang: string, o: { select: string }): Record<string, string> };
  const names = iso.getNames('en', { select: 'official' });
  const first = [AUSTRALIA, 'NZ'];
  const rest = Object.entries(names)
    .filter(([code]) => !first.includes(code))
    .map(([Code, Name]) => ({ Code, Name: shorterNames[Code] ?? Name }))
    .sort((a, b) => a.Name.localeCompare(b.Name, 'en'));
  return [...first.map((Code) => ({ Code, Name: names[Code]! })), ...rest];
}
