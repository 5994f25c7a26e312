// Induction-only enrolment (SPEC §3 'Induction-only registration payload', §5 'Induction-only enrolment'):
// a trainee who already holds a card enrols in an airport's security induction. The page and the api both call
// inductionEnrolmentErrors; the api then decides whose card the number is.
import {
  addYears, compareIsoDates, givenInductionAirports, inductionAirportIds, isoDateOf, lastDayOfMonth, type FieldErrors,
  type InductionCompany, type LocalityLookup,
} from '@cards/shared/domain';
import {
  AustralianAddressFields, CONTEXT, IsBirthdate, IsEmailAddress, IsIsoDate, IsName, IsPhone, MaxText, Required, Text,
  contextOf, formatRule, rule, type RuleContext,
} from './decorators.ts';
import * as f from './formats.ts';
import { CARD_EXPIRY_YEARS_AHEAD } from './step3.ts';
import { validate } from './step-errors.ts';

/** SPEC §3 induction-only payload. Address fields are an Australian residential address. */
export interface InductionEnrolment {
  Firstname: string;
  Middlenames?: string;
  Surname: string;
  /** YYYY-MM-DD. */
  Birthdate: string;
  Email: string;
  Mobilephonenumber: string;
  Line1: string;
  Localityname: string;
  /** Australian state short name (NSW…). */
  State: string;
  Postcode: string;
  /** Ours (VEA and 7 digits) or another issuer's (7 letters or digits). */
  Asicnum: string;
  /** The card's expiry, the last day of its month (SPEC §5). */
  MsicExpiry: string;
  /** Airport ids: adg 8 and/or 155; bne always [5]. */
  Inductions: number[];
}

export type InductionEnrolmentInput = { [K in keyof InductionEnrolment]?: unknown };

/**
 * An enrolment as a form holds it while it is typed (the induction-only page's and the staff console's): the
 * payload's fields as typed, with the card's expiry as its month and year lists.
 */
export interface InductionEnrolmentTyped {
  Inductions: number[];
  Firstname: string;
  Middlenames: string;
  Surname: string;
  Birthdate: string;
  Email: string;
  Mobilephonenumber: string;
  Line1: string;
  State: string;
  Localityname: string;
  Postcode: string;
  Asicnum: string;
  ExpiryMonth: string;
  ExpiryYear: string;
}

/** The card expiry's month list: 01 to 12, each by its name. */
export const CARD_EXPIRY_MONTHS: ReadonlyArray<{ value: string; label: string }> = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: new Date(2000, index, 1).toLocaleDateString('en-AU', { month: 'long' }),
}));

/** The card expiry's year list (SPEC §9): this year and the next CARD_EXPIRY_YEARS_AHEAD. */
export function cardExpiryYears(today: Date): Array<{ value: string; label: string }> {
  const first = today.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, index) => ({ value: String(first + index), label: String(first + index) }));
}

export const BLANK_INDUCTION_ENROLMENT: InductionEnrolmentTyped = {
  Inductions: [], Firstname: '', Middlenames: '', Surname: '', Birthdate: '', Email: '', Mobilephonenumber: '', Line1: '',
  State: '', Localityname: '', Postcode: '', Asicnum: '', ExpiryMonth: '', ExpiryYear: '',
};

/**
 * The payload's fields of what a form holds (SPEC §3, §5): a brand with one induction airport enrols in it (bne's
 * [5]); the expiry is 'YYYY-MM' once both lists are chosen.
 */
export function inductionEnrolmentValues(typed: InductionEnrolmentTyped, company: InductionCompany): InductionEnrolmentInput {
  const { ExpiryMonth, ExpiryYear, ...fields } = typed;
  return {
    ...fields,
    Inductions: givenInductionAirports(company) ?? typed.Inductions,
    MsicExpiry: ExpiryMonth && ExpiryYear ? `${ExpiryYear}-${ExpiryMonth}` : '',
  };
}

/** The fields in the order of the page. */
export const INDUCTION_ENROLMENT_FIELDS = [
  'Inductions', 'Firstname', 'Middlenames', 'Surname', 'Birthdate', 'Email', 'Mobilephonenumber',
  'Line1', 'State', 'Localityname', 'Postcode', 'Asicnum', 'MsicExpiry',
] as const satisfies ReadonlyArray<keyof InductionEnrolment>;

interface EnrolmentContext extends RuleContext {
  company: InductionCompany;
}

/** Not expired: on or after today (cardexpired). */
const NotExpired = () => formatRule('cardexpired', (text, object) => {
  const context = contextOf(object);
  const iso = lastDayOfMonth(text);
  return !context || !iso || compareIsoDates(iso, isoDateOf(context.today)) >= 0;
});

/** SPEC §9: the picker ends 4 years ahead (cardexpiry). */
const WithinCardYears = () => formatRule('cardexpiry', (text, object) => {
  const context = contextOf(object);
  const iso = lastDayOfMonth(text);
  return !context || !iso || compareIsoDates(iso, lastDayOfMonth(addYears(isoDateOf(context.today), CARD_EXPIRY_YEARS_AHEAD))!) <= 0;
});

/** SPEC §5: at least one airport, each one the brand enrols for (required, invalid). */
const IsInductionAirports = () => (target: object, property: string | symbol) => {
  rule('required', (value) => Array.isArray(value) && value.length > 0)(target, property);
  rule('invalid', (value, object) => {
    const context = contextOf<EnrolmentContext>(object);
    if (!context || !Array.isArray(value)) return true;
    const allowed = inductionAirportIds(context.company);
    return value.every((id) => allowed.includes(id as number)) && new Set(value).size === value.length;
  })(target, property);
};

/** The trainee's home address, always asked for. */
const homeAddress = AustralianAddressFields();

class InductionEnrolmentForm {
  @IsInductionAirports()
  Inductions?: unknown;

  @Required()
  @Text('Firstname')
  @IsName()
  Firstname?: unknown;

  @Text('Middlenames')
  @IsName()
  Middlenames?: unknown;

  @Required()
  @Text('Surname')
  @IsName()
  Surname?: unknown;

  @Required()
  @IsIsoDate()
  @IsBirthdate()
  Birthdate?: unknown;

  @Required()
  @Text('Email')
  @IsEmailAddress()
  Email?: unknown;

  @Required()
  @Text('Mobilephonenumber')
  @IsPhone()
  Mobilephonenumber?: unknown;

  @homeAddress.Street
  Line1?: unknown;

  @homeAddress.State
  State?: unknown;

  @homeAddress.Suburb
  Localityname?: unknown;

  @homeAddress.Postcode
  Postcode?: unknown;

  /** SPEC §5: ours VEA and 7 digits, another issuer's 7 letters or digits (asicnumber). */
  @Required()
  @MaxText(20)
  @formatRule('asicnumber', (text) => f.isVeritasAsicNumber(text.trim()) || f.isAsicNumber(text.trim()))
  Asicnum?: unknown;

  @Required()
  @formatRule('date', (text) => lastDayOfMonth(text) !== null)
  @NotExpired()
  @WithinCardYears()
  MsicExpiry?: unknown;
}

/**
 * What is wrong with an enrolment for the brand; {} when it can be sent. Only the payload's own fields are read.
 * With `knownLocality` (the locality data the page loaded, or the server's copy), a well-formed suburb, state and
 * postcode must also be a real locality (SPEC §5 'locality').
 */
export function inductionEnrolmentErrors(
  body: InductionEnrolmentInput, company: InductionCompany, today: Date = new Date(), knownLocality?: LocalityLookup,
): FieldErrors {
  const values = Object.fromEntries(INDUCTION_ENROLMENT_FIELDS.filter((name) => Object.hasOwn(body, name)).map((name) => [name, body[name]]));
  const form = Object.assign(new InductionEnrolmentForm(), values);
  Object.defineProperty(form, CONTEXT, { value: { today, company } satisfies EnrolmentContext });
  const errors = validate(form);
  if (knownLocality && !errors.Localityname && !errors.State && !errors.Postcode) {
    const [name, state, postcode] = [values.Localityname, values.State, values.Postcode].map((v) => String(v).trim());
    if (!knownLocality(name!.toUpperCase(), state!.toUpperCase(), postcode!)) errors.Localityname = 'locality';
  }
  return errors;
}

/** The enrolment as stored: trimmed, the card number in capitals without spaces, the expiry at its month's end. */
export function inductionEnrolmentPayload(body: InductionEnrolmentInput): InductionEnrolment {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
  return {
    Firstname: text(body.Firstname),
    ...(text(body.Middlenames) ? { Middlenames: text(body.Middlenames) } : {}),
    Surname: text(body.Surname),
    Birthdate: text(body.Birthdate),
    Email: text(body.Email),
    Mobilephonenumber: text(body.Mobilephonenumber),
    Line1: text(body.Line1),
    Localityname: text(body.Localityname).toUpperCase(),
    State: text(body.State),
    Postcode: text(body.Postcode),
    Asicnum: text(body.Asicnum).replace(/\s+/g, '').toUpperCase(),
    MsicExpiry: lastDayOfMonth(text(body.MsicExpiry)) ?? '',
    Inductions: Array.isArray(body.Inductions) ? [...new Set(body.Inductions as number[])] : [],
  };
}

/** Whether a card number is one of ours (VEA and 7 digits), which must belong to one of our card holders. */
export function isOwnCardNumber(asicnum: string): boolean {
  return f.isVeritasAsicNumber(asicnum.trim());
}

