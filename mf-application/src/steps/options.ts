import { AUSTRALIAN_STATES, type AustralianState, type Country, type IdDocumentType } from '@cards/shared/domain';
import type { Option } from '@cards/shared/ui';

export const countryOptions = (countries: readonly Country[]): Option[] => countries.map((c) => ({ value: c.Code, label: c.Name }));

/** SPEC §9: the Australian states are the first 8 entries of the state list. */
export const stateOptions = (states: readonly AustralianState[]): Option[] =>
  states.slice(0, AUSTRALIAN_STATES.length).map((s) => ({ value: s.ShortName, label: s.LongName }));

/** Documents that start identity in Australia (category A), which step 1 asks for. */
export const documentOptions = (documents: readonly IdDocumentType[]): Option[] =>
  documents.filter((d) => d.Category === 'A').map((d) => ({ value: String(d.Id), label: d.Name }));
