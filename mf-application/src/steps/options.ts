import { AUSTRALIAN_STATES, type AustralianState, type Country, type IdDocumentType, type OpNeedType } from '@cards/shared/domain';
import type { Option } from '@cards/shared/ui';

export const countryOptions = (countries: readonly Country[]): Option[] => countries.map((c) => ({ value: c.Code, label: c.Name }));

/** SPEC §9: the Australian states are the first 8 entries of the state list. */
export const stateOptions = (states: readonly AustralianState[]): Option[] =>
  states.slice(0, AUSTRALIAN_STATES.length).map((s) => ({ value: s.ShortName, label: s.LongName }));

/** Documents that start identity in Australia (category A), which step 1 asks for. */
export const documentOptions = (documents: readonly IdDocumentType[]): Option[] =>
  documents.filter((d) => d.Category === 'A').map((d) => ({ value: String(d.Id), label: d.Name }));

/** SPEC §3 ExtraData.OpNeedType as step 3 asks it ('Who can confirm why you need the card?') and step 4 shows it. */
export const OP_NEED_TYPE_LABELS: Record<OpNeedType, string> = {
  employer: 'My employer',
  'self employed': 'I am self-employed',
  recreational: 'A club, for recreational flying',
  'private pilot': 'I am a private pilot',
  'trainee pilot': 'My flight school (I am a trainee pilot)',
  pilot: 'The operator I fly for (I am a pilot)',
  lame: 'My employer (I am a licensed aircraft maintenance engineer)',
  'port facility': 'A port or port facility I am engaged with, for example as a contractor',
  'industry participant': 'A maritime industry participant I work for, such as a shipping line, a stevedore or an offshore facility operator',
};
