// SPEC §5 rules as class-validator decorators. Each registers a constraint named after its error key, so a
// failure reads straight off ValidationError.constraints. Format rules pass empty values: being filled in is
// Required's job, which keeps one message per field.
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import {
  birthdateProblem,
  compareIsoDates,
  isAustralia,
  isAustralianState,
  isCountryCode,
  isIsoDate,
  isoDateOf,
  parseIsoDate,
  type DocumentTypeId,
} from '@cards/shared/domain';
import * as f from './formats.ts';
import { maxLengthOf } from './limits.ts';

/** What rules need besides the value: today, and the applicant's birthdate for rules on other dates. */
export interface RuleContext {
  today: Date;
  birthdate?: string;
}

/** Where a validated instance keeps its context; a symbol, so class-validator never treats it as a field. */
export const CONTEXT = Symbol('validation context');
export type WithContext = { [CONTEXT]?: RuleContext };

export function contextOf<T extends RuleContext = RuleContext>(object: object): T | undefined {
  return (object as WithContext)[CONTEXT] as T | undefined;
}

type Test = (value: unknown, object: Record<string, unknown>) => boolean;

/** A decorator whose constraint is named `key` and passes when `test` does. */
export function rule(key: string, test: Test, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: key,
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown, args?: ValidationArguments) => test(value, args!.object as Record<string, unknown>) },
    });
}

// Blanks count as empty, as they do for Required.
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A format rule on text: empty passes, a non-string passes too (Text reports it), else `check` decides. */
export function formatRule(key: string, check: (text: string, object: Record<string, unknown>) => boolean, options?: ValidationOptions) {
  return rule(key, (value, object) => isEmpty(value) || typeof value !== 'string' || check(value, object), options);
}

// --- presence, kind and length

/** SPEC §5 required; `when` makes it conditional on other fields. */
export const Required = (when?: (object: Record<string, unknown>) => boolean, options?: ValidationOptions) =>
  rule('required', (value, object) => (when && !when(object)) || f.isFilled(value), options);

/** The value, when given, is text (type) within the limit that fieldLimits sets for `limitPath` (maxlength). */
export function Text(limitPath: string, documentType?: DocumentTypeId): PropertyDecorator {
  const max = maxLengthOf(limitPath, documentType);
  if (max === undefined) throw new Error(`No limit in fieldLimits for ${limitPath}`);
  return MaxText(max);
}

/** Text (type) of at most `max` characters (maxlength), when given: for forms outside the draft, whose limits are their own. */
export function MaxText(max: number): PropertyDecorator {
  const type = rule('type', (value) => value === undefined || value === null || typeof value === 'string');
  const length = formatRule('maxlength', (text) => f.isWithinLength(text, max));
  return (target, property) => {
    type(target, property);
    length(target, property);
  };
}

/** At least `min` characters once given (minlength). */
export const MinLength = (min: number) => formatRule('minlength', (text) => text.length >= min);

/** One of the allowed values, when given (invalid). */
export const OneOf = (values: readonly unknown[]) => rule('invalid', (value) => isEmpty(value) || values.includes(value));

/** An ISO 3166-1 alpha-2 country code, when given (invalid). */
export const IsCountryCode = () => rule('invalid', (value) => isEmpty(value) || isCountryCode(value));

/** An Australian state short name, when given (invalid); `when` limits it to Australian addresses. */
export const IsAustralianState = (when?: (object: Record<string, unknown>) => boolean) =>
  rule('invalid', (value, object) => isEmpty(value) || (when && !when(object)) || isAustralianState(value));

// --- SPEC §5 field formats

export const IsName = () => formatRule('name', f.isName);
export const IsEmailAddress = () => formatRule('email', f.isEmail);
export const IsPhone = () => formatRule('phone', f.isPhone);
export const IsAddress = () => formatRule('address', f.isAddress);
/** `when` limits the rule, e.g. to Australian addresses whose suburb comes from the locality list. */
export const IsSuburb = (when?: (object: Record<string, unknown>) => boolean) =>
  formatRule('suburb', (text, object) => (when && !when(object)) || f.isSuburb(text));
/** SPEC §5 postcode: the Australian rule, only when the field named `countryField` is AU. */
export const IsPostcode = (countryField = 'Country') =>
  formatRule('postcode', (text, object) => f.isPostcode(text, object[countryField] as string | undefined));
export const IsDocumentName = () => formatRule('dvsname', f.isDocumentName);
/** SPEC §5 birth certificate number, by the state in the field named `stateField`. */
export const IsBirthCertificateNumber = (stateField = 'State') =>
  formatRule('birthcertnumber', (text, object) => f.isBirthCertificateNumber(text, object[stateField] as string | undefined));
/** SPEC §5 dvsyear: after 1929, not before the birth year, not after this year (from the context). */
export const IsRegistrationYear = () =>
  formatRule('dvsyear', (text, object) => {
    const context = contextOf(object);
    return f.isRegistrationYear(text, context?.birthdate, context?.today);
  });
export const IsImmicardNumber = () => formatRule('immicard', f.isImmicardNumber);
export const IsPrintable = () => formatRule('printablechar', f.isPrintable);
export const IsAlphanumeric = () => formatRule('alphanumeric', f.isAlphanumeric);
export const IsPoliceReport = () => formatRule('policereport', f.isPoliceReport);
export const IsMsicNumber = () => formatRule('msicnum', f.isMsicNumber);
export const IsVeritasMsicNumber = () => formatRule('veritasmsicnum', f.isVeritasMsicNumber);
export const IsAsicNumber = () => formatRule('asicnumber', f.isAsicNumber);
export const IsVeritasAsicNumber = () => formatRule('asicnumber', f.isVeritasAsicNumber);
/** SPEC §5 checked: the box is ticked (an unticked box is not 'empty' here, so this stands alone). */
export const IsChecked = () => rule('checked', f.isChecked);
export const MinWords = (min = 10) => formatRule('minwords', (text) => f.hasMinWords(text, min));
export const IsCardNumber = () => formatRule('cardnumber', f.isCardNumber);
export const IsCvcNumber = () => formatRule('cvcnumber', f.isCvcNumber);
export const IsAbn = () => formatRule('abn', f.isAbn);
export const IsCardSerial = () => formatRule('cardserial', f.isCardSerial);

// --- dates

/** A real calendar date as YYYY-MM-DD (date). */
export const IsIsoDate = () => formatRule('date', (text) => isIsoDate(text));

const dateAnd = (key: string, check: (iso: string, context: RuleContext) => boolean) =>
  formatRule(key, (text, object) => {
    const context = contextOf(object);
    return !context || !parseIsoDate(text) || check(text, context);
  });

/** Not after today (future). */
export const NotInFuture = () => dateAnd('future', (iso, { today }) => compareIsoDates(iso, isoDateOf(today)) <= 0);

/** Not before the applicant's birthdate (beforebirth); passes while the birthdate is unknown. */
export const NotBeforeBirth = () =>
  dateAnd('beforebirth', (iso, { birthdate }) => !isIsoDate(birthdate) || compareIsoDates(iso, birthdate) >= 0);

/** Not before the date in the field named `fromField` (daterange). */
export const NotBefore = (fromField: string) =>
  formatRule('daterange', (text, object) => {
    const from = object[fromField];
    return !isIsoDate(from) || !isIsoDate(text) || compareIsoDates(text, from) >= 0;
  });

/** SPEC §5, §9 birthdate: not in the future (future), at least 13 (minage), at most 120 years ago (maxage). */
export function IsBirthdate(): PropertyDecorator {
  const problem = (key: string) =>
    dateAnd(key, (iso, { today }) => {
      const found = birthdateProblem(iso, today);
      // A future date is also under 13: report it once, as future.
      return found !== key;
    });
  return (target, property) => ['future', 'minage', 'maxage'].forEach((key) => problem(key)(target, property));
}

// --- across fields

/** The same text as the field named `otherField`, once both are given (match); letter case and outer blanks aside, as mail ignores them. */
export const Matches = (otherField: string) =>
  formatRule('match', (text, object) => isEmpty(object[otherField]) || text.trim().toLowerCase() === String(object[otherField]).trim().toLowerCase());

/** The field is filled in when the field named `countryField` is AU (required). */
export const RequiredInAustralia = (countryField = 'Country') => Required((object) => isAustralia(object[countryField] as string));

// --- an Australian residential address

/** Decorators on one property as if written one above the other: the last applies first, as TypeScript does. */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => [...decorators].reverse().forEach((decorate) => decorate(target, property));
}

/**
 * SPEC §5: the four fields of an Australian residential address, whatever a form calls them, each one decorator:
 * `Street` (address), `Suburb` (suburb), `State`, a state's short name (invalid), and `Postcode`, 3 to 5 digits
 * (postcode); each required, the text ones within the draft's `_address` limits (type, maxlength). `when` makes them
 * required only when the form asks for the address; what is given is checked either way.
 */
export function AustralianAddressFields(when?: (object: Record<string, unknown>) => boolean) {
  return {
    Street: stacked(Required(when), Text('_address.Line1'), IsAddress()),
    Suburb: stacked(Required(when), Text('_address.Localityname'), IsSuburb()),
    State: stacked(Required(when), IsAustralianState()),
    Postcode: stacked(Required(when), Text('_address.Postcode'), formatRule('postcode', (text) => f.isAustralianPostcode(text.trim()))),
  } as const;
}
