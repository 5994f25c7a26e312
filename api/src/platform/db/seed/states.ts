import type { AustralianState } from '@cards/shared/domain';

/** SPEC §3: the eight states and territories with their fixed codes. The list order is the code order. */
export const states: AustralianState[] = [
  { Id: 1, ShortName: 'NSW', LongName: 'New South Wales' },
  { Id: 2, ShortName: 'WA', LongName: 'Western Australia' },
  { Id: 3, ShortName: 'NT', LongName: 'Northern Territory' },
  { Id: 4, ShortName: 'SA', LongName: 'South Australia' },
  { Id: 5, ShortName: 'QLD', LongName: 'Queensland' },
  { Id: 6, ShortName: 'VIC', LongName: 'Victoria' },
  { Id: 7, ShortName: 'TAS', LongName: 'Tasmania' },
  { Id: 8, ShortName: 'ACT', LongName: 'Australian Capital Territory' },
];

export const stateNumberByCode: Record<string, number> = Object.fromEntries(states.map((s) => [s.ShortName, s.Id]));
