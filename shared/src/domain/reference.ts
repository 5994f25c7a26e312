// Shapes of the reference data the api serves (SPEC §3 'Other entities', §7 lookups, §9 constants).
// Field names follow the spec's PascalCase so the spec stays the one reference.

/** SPEC §3: Australian state with its numeric code (1 NSW … 8 ACT), short and long name. */
export interface AustralianState {
  Id: number;
  ShortName: 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';
  LongName: string;
}

/** ISO 3166-1 country; Australia and New Zealand come first in lists (SPEC §9). */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. AU. */
  Code: string;
  Name: string;
}

/** SPEC §9: ASA types. */
export const AsaType = { Denied: 1, Required: 2, NotRequired: 3 } as const;
export type AsaTypeId = (typeof AsaType)[keyof typeof AsaType];

/** Popular airports are listed first; the rest are grouped Major or Regional (SPEC §9). */
export type AirportGroup = 'Popular' | 'Major' | 'Regional';

/** SPEC §3: airport with its three-letter code. AUS is the Australia-wide card, not an airport. */
export interface Airport {
  Id: number;
  /** Display name with the code, e.g. "Sydney (SYD)". */
  Airport: string;
  Code: string;
  Name: string;
  /** State short name, or null for AUS. */
  State: string | null;
  Group: AirportGroup;
  CanAsa: boolean;
  AsaTypeId: AsaTypeId;
}

/** SPEC §3: issuing body. */
export interface IssuingBody {
  Id: number;
  Code: string;
  Name: string;
  Cardtype: 'ASIC' | 'MSIC' | 'BOTH';
}

/** SPEC §9 document type ids: birth certificate 4, citizenship 5, descent 6, immicard 7, visa 8, protection visa 9. */
export interface IdDocumentType {
  Id: number;
  Name: string;
  /** AusCheck identity category (A starts identity in Australia). */
  Category: 'A' | 'B' | 'C' | 'D';
}

/** SPEC §3: operational need record. Ids 7 (student and staff) and 9 (postal brand) are fixed by SPEC §9. */
export interface OperationalNeed {
  Id: number;
  Colour: 'white' | 'red' | 'grey';
  Reason: string;
  ShortReason: string;
  CategoryId: number;
  /** Which card the need applies to. */
  Cardtype: 'ASIC' | 'MSIC' | 'BOTH';
}

export interface OperationalNeedCategory {
  Id: number;
  Name: string;
}

/** Options for ExtraData.OpNeedAccessFreq. */
export interface AccessFrequencyOption {
  Value: string;
  Label: string;
}

/** SPEC §3: locality source row: name, state number, postcode. */
export type LocalityRow = [name: string, stateNumber: number, postcode: string];

/** SPEC §3: locality search record. */
export interface Locality {
  name: string;
  code: string;
  state: string;
}

/** SPEC §3: error log payload for POST /api/logger. */
export interface ClientErrorReport {
  url: string;
  message: string;
  type: 'exception';
  stackTrace?: string;
  cause?: string;
}

