import { AUSTRALIAN_STATES, type AustralianState, type Country, type IdDocumentType, type OpNeedType } from '@cards/shared/domain';
import { fieldOptions } from '@cards/shared/validation';
import type { Option } from '@cards/shared/ui';

export const countryOptions = (countries: readonly Country[]): Option[] => countries.map((c) => ({ value: c.Code, label: c.Name }));

/** SPEC §9: the Australian states are the first 8 entries of the state list. */
export const stateOptions = (states: readonly AustralianState[]): Option[] =>
  states.slice(0, AUSTRALIAN_STATES.length).map((s) => ({ value: s.ShortName, label: s.LongName }));

/** Documents that start identity in Australia (category A), which step 1 asks for. */
export const documentOptions = (documents: readonly IdDocumentType[]): Option[] =>
  documents.filter((d) => d.Category === 'A').map((d) => ({ value: String(d.Id), label: d.Name }));

/** SPEC §3 ExtraData.OpNeedType as step 3 asks it ('Who can confirm why you need the card?') and step 4 shows it. */
export const OP_NEED_TYPE_LABELS = fieldOptions('ExtraData.OpNeedType') as Readonly<Record<OpNeedType, string>>;
