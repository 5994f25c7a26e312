// The operational-need form (SPEC §3 'Operational need form', §5 'Operational-need form and signature'): what the
// employer or sponsor who signs the statement fills in. The signer's details are checked by this file's class with
// the SPEC §5 formats; the need itself (its id, type, occupation, access frequency and airports) by step 3's own
// rules, so the wizard and the statement ask the same things in the same words. The page and the api both call
// opNeedFormErrors.
import {
  Appsubtype, isAustralia, isWhiteNeed, type AccessFrequencyOption, type CardTypeCode, type Draft,
  type FieldErrors, type OperationalNeed, type OpNeedType,
} from '@cards/shared/domain';
import {
  IsAbn, IsAddress, IsAlphanumeric, IsAustralianState, IsCountryCode, IsEmailAddress, IsName, IsPhone, IsPostcode,
  IsPrintable, IsSuburb, MaxText, OneOf, Required, RequiredInAustralia, Text, rule,
} from './decorators.ts';
import { cardStepErrors, validate } from './step-errors.ts';

/** SPEC §3 operational need form, as the page holds it and the api stores it. A blank answer is ''. */
export interface OperationalNeedFormFields {
  FirstName: string;
  Surname: string;
  Phone: string;
  Email: string;
  Position: string;
  Organisation: string;
  BusinessUnit?: string;
  PoNumber?: string;
  Address: string;
  Suburb: string;
  /** An Australian state's short name (NSW…) when Country is AU; free text elsewhere. */
  State: string;
  Postcode: string;
  /** ISO 3166-1 alpha-2, as the wizard's employer country. */
  Country: string;
  /** 11 digits, spaces allowed. */
  Abn?: string;
  ApplicantFullname: string;
  Sponsored: 'Y' | 'N' | '';
  /** With Sponsored 'Y': for how many years, 1 to 4. */
  SponsoredYears?: number | null;
  OperationalNeedId: number | null;
  OperationalNeedType: OpNeedType | '';
  OpNeedOccupation: string;
  OpNeedAccessFreq?: string;
  /** Airport ids. */
  airports: number[];
}

/** The fields in the order of the page (an Australian address asks the state before the suburb, as the wizard does). */
export const OPNEED_FORM_FIELDS = [
  'FirstName', 'Surname', 'Phone', 'Email', 'Position', 'Organisation', 'BusinessUnit', 'PoNumber',
  'Country', 'Address', 'State', 'Suburb', 'Postcode', 'Abn',
  'ApplicantFullname', 'Sponsored', 'SponsoredYears',
  'OperationalNeedId', 'OperationalNeedType', 'OpNeedOccupation', 'OpNeedAccessFreq', 'airports',
] as const satisfies ReadonlyArray<keyof OperationalNeedFormFields>;

/** Ours: the lengths of the signer's answers (SPEC §3 leaves them open; the wizard's where it has the same field). */
export const OPNEED_LIMITS = {
  position: 100,
  organisation: 200,
  businessUnit: 100,
  poNumber: 30,
  applicantFullname: 150,
  /** SPEC §3 Sponsored: for at most as long as a card lasts. */
  sponsoredYearsMax: 4,
} as const;

export const SPONSORED_ANSWERS = ['Y', 'N'] as const;

/** What the checks need besides the form. */
export interface OpNeedFormContext {
  /** The card the statement is for: airports are asked for an ASIC only. */
  cardType: CardTypeCode;
  /**
   * The operational-need list, when at hand: the need must be one of the card's, and its colour says whether it is
   * white. Without it, `white` says so.
   */
  operationalNeeds?: readonly OperationalNeed[];
  white?: boolean;
  /** The access frequency options, when at hand: the answer must be one of them. */
  accessFrequencies?: readonly AccessFrequencyOption[];
  /** The airport ids that may be chosen, when at hand. */
  airportIds?: readonly number[];
  /** Who may confirm the need on the applicant's brand (opNeedTypesFor), when at hand. */
  opNeedTypes?: readonly OpNeedType[];
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** 1 to 4 (a number, or its digit from a select) (invalid). */
export function sponsoredYearsOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= OPNEED_LIMITS.sponsoredYearsMax ? n : undefined;
}

const inAustralia = (o: Record<string, unknown>) => isAustralia(o.Country as string);

class OpNeedSignerForm {
  @Required()
  @Text('Employerfirstname')
  @IsName()
  FirstName?: unknown;

  @Required()
  @Text('Employersurname')
  @IsName()
  Surname?: unknown;

  @Required()
  @Text('Employerphone')
  @IsPhone()
  Phone?: unknown;

  @Required()
  @Text('Employeremail')
  @IsEmailAddress()
  Email?: unknown;

  @Required()
  @MaxText(OPNEED_LIMITS.position)
  @IsPrintable()
  Position?: unknown;

  @Required()
  @MaxText(OPNEED_LIMITS.organisation)
  Organisation?: unknown;

  @MaxText(OPNEED_LIMITS.businessUnit)
  BusinessUnit?: unknown;

  @MaxText(OPNEED_LIMITS.poNumber)
  @IsAlphanumeric()
  PoNumber?: unknown;

  @Required()
  @Text('Employercountry')
  @IsCountryCode()
  Country?: unknown;

  @Required()
  @Text('Employeraddress')
  @IsAddress()
  Address?: unknown;

  @RequiredInAustralia('Country')
  @Text('Employerstate')
  @IsAustralianState(inAustralia)
  State?: unknown;

  @Required()
  @Text('Employersuburb')
  @IsSuburb(inAustralia)
  Suburb?: unknown;

  @RequiredInAustralia('Country')
  @Text('Employerpostcode')
  @IsPostcode('Country')
  Postcode?: unknown;

  @Text('Employerabn')
  @IsAbn()
  Abn?: unknown;

  @Required()
  @MaxText(OPNEED_LIMITS.applicantFullname)
  @IsName()
  ApplicantFullname?: unknown;

  @Required()
  @OneOf(SPONSORED_ANSWERS)
  Sponsored?: unknown;

  @Required((o) => o.Sponsored === 'Y')
  @rule('invalid', (value) => isBlank(value) || sponsoredYearsOf(value) !== undefined)
  SponsoredYears?: unknown;
}

/** Step 3's paths for the need, and the form's names for them. */
const NEED_PATHS: Record<string, keyof OperationalNeedFormFields> = {
  OperationalNeedId: 'OperationalNeedId',
  'ExtraData.OpNeedType': 'OperationalNeedType',
  'ExtraData.OpNeedOccupation': 'OpNeedOccupation',
  'ExtraData.OpNeedAccessFreq': 'OpNeedAccessFreq',
  airports: 'airports',
};

function isWhite(needId: unknown, context: OpNeedFormContext): boolean {
  if (context.operationalNeeds) return isWhiteNeed(context.operationalNeeds.find((n) => n.Id === needId));
  return context.white === true;
}

/** The need's answers as step 3 checks them: the same rules, required-ness and messages as the wizard's. */
function needErrors(body: Record<string, unknown>, context: OpNeedFormContext): FieldErrors {
  const ids = Array.isArray(body.airports) ? body.airports : [];
  const draft = {
    _cardType: context.cardType,
    OperationalNeedId: body.OperationalNeedId,
    Appsubtype: isWhite(body.OperationalNeedId, context) ? Appsubtype.White : '',
    ExtraData: { OpNeedType: body.OperationalNeedType, OpNeedOccupation: body.OpNeedOccupation, OpNeedAccessFreq: body.OpNeedAccessFreq },
    airports: ids.map((Id: unknown) => ({ Id })),
  } as unknown as Draft;
  const found = cardStepErrors(draft, {
    today: new Date(),
    reference: { operationalNeeds: context.operationalNeeds, accessFrequencies: context.accessFrequencies },
  });
  const out: FieldErrors = {};
  for (const [path, key] of Object.entries(found)) {
    const field = NEED_PATHS[path];
    if (field) out[field] = key;
  }
  const type = body.OperationalNeedType;
  if (!out.OperationalNeedType && context.opNeedTypes && !isBlank(type) && !context.opNeedTypes.includes(type as OpNeedType)) {
    out.OperationalNeedType = 'invalid';
  }
  // Whole numbers where step 3 has them from its own schema: an id, and a list of ids.
  const needId = body.OperationalNeedId;
  if (!out.OperationalNeedId && !isBlank(needId) && !(Number.isInteger(needId) && (needId as number) > 0)) out.OperationalNeedId = 'invalid';
  const airports = body.airports;
  if (airports !== undefined && airports !== null && !Array.isArray(airports)) out.airports = 'invalid';
  else if (!out.airports && Array.isArray(airports)) {
    const known = context.airportIds;
    const bad = airports.length > 500
      || airports.some((id) => !Number.isInteger(id) || id < 1 || (known !== undefined && !known.includes(id)));
    if (bad) out.airports = 'invalid';
  }
  return out;
}

/**
 * SPEC §5 'Operational-need form and signature: … form valid': what is wrong with the form, by field (in the
 * project's FieldErrors), {} when it can be signed. The signature is checked on its own (the pad's rule on the page,
 * the image on the api).
 */
export function opNeedFormErrors(body: Partial<Record<keyof OperationalNeedFormFields, unknown>>, context: OpNeedFormContext): FieldErrors {
  const values = body as Record<string, unknown>;
  const signer = validate(Object.assign(new OpNeedSignerForm(), pickFields(values)));
  return { ...signer, ...needErrors(values, context) };
}

function pickFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(OPNEED_FORM_FIELDS.filter((name) => Object.hasOwn(body, name)).map((name) => [name, body[name]]));
}

/**
 * The form as stored, for a body that opNeedFormErrors passes: only its fields, text trimmed, SponsoredYears as a
 * number (none unless sponsored), and no access frequency or airports where the need has none.
 */
export function opNeedFormPayload(body: Partial<Record<keyof OperationalNeedFormFields, unknown>>, context: OpNeedFormContext): OperationalNeedFormFields {
  const values = pickFields(body as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) out[name] = typeof value === 'string' ? value.trim() : value;
  const white = isWhite(out.OperationalNeedId, context);
  out.SponsoredYears = out.Sponsored === 'Y' ? sponsoredYearsOf(out.SponsoredYears) ?? null : null;
  if (white) out.OpNeedAccessFreq = '';
  out.airports = white || context.cardType === 'msic' || !Array.isArray(out.airports) ? [] : out.airports;
  return out as unknown as OperationalNeedFormFields;
}
