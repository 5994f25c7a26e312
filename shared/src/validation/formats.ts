// SPEC §5 'Field formats (error key)' as plain predicates. Each takes the text as typed and says whether its
// format is right; emptiness is `required`'s business, so an empty string fails every format here and the
// decorators skip empty values. Letters are any script's letters (\p{L} with combining marks) where the spec
// says 'letters', because names and places carry accents; the document-name check (dvsname) and the
// alphanumeric and printable checks are plain ASCII, as the spec says. `firstSaveErrors` is here too, as it takes
// only formats and the page checks it before it loads the rest of the validation.
import {
  AUSTRALIAN_POSTCODE_LENGTH, isAustralia, isAustralianState, isValidAbn, type AustralianStateCode, type Draft, type FieldErrors,
} from '@cards/shared/domain';

const LETTER = '\\p{L}\\p{M}';
/** Straight and curly apostrophes: phones type the curly one. */
const APOSTROPHE = "'\u2019";

const NAME = new RegExp(`^[${LETTER}\\-${APOSTROPHE},.\\s]+$`, 'u');
const HAS_LETTER = /\p{L}/u;
/** SPEC §5 name: letters, hyphen, apostrophe, comma, full stop, whitespace; at least one letter. */
export function isName(value: string): boolean {
  return NAME.test(value) && HAS_LETTER.test(value);
}

// AngularJS's address pattern with a required dot in the domain, since mail has to reach the applicant.
const EMAIL =
  /^(?=.{1,254}$)(?=.{1,64}@)[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+(\.[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** SPEC §5 email: standard address pattern. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

const PHONE = /^[0-9+# ()]{6,15}$/;
/** SPEC §5 phone: 6 to 15 characters from digits, +, #, space and parentheses, with at least one digit. */
export function isPhone(value: string): boolean {
  return PHONE.test(value) && /\d/.test(value);
}

// Ours: the apostrophe is added to the spec's set, for streets such as O'Connell Street, North Adelaide.
const ADDRESS = new RegExp(`^[${LETTER}0-9\\s#,./\\-${APOSTROPHE}]+$`, 'u');
/** SPEC §5 address: letters, digits, whitespace and # , . / - (and apostrophes); at least one letter or digit. */
export function isAddress(value: string): boolean {
  return ADDRESS.test(value) && /[\p{L}0-9]/u.test(value);
}

const SUBURB = new RegExp(`^[${LETTER}(][${LETTER} ${APOSTROPHE},()\\-]*$`, 'u');
/** SPEC §5 suburb: a letter or opening bracket, then letters, space, apostrophe, comma, brackets, hyphen. */
export function isSuburb(value: string): boolean {
  return SUBURB.test(value) && HAS_LETTER.test(value);
}

/** SPEC §5: an Australian postcode is 3 to 5 digits. */
const AUSTRALIAN_POSTCODE = new RegExp(`^\\d{${AUSTRALIAN_POSTCODE_LENGTH.min},${AUSTRALIAN_POSTCODE_LENGTH.max}}$`);

export function isAustralianPostcode(value: string): boolean {
  return AUSTRALIAN_POSTCODE.test(value);
}

/** SPEC §5 postcode: the digits rule applies only when the country is Australia; elsewhere anything goes. */
export function isPostcode(value: string, country: string | undefined): boolean {
  return !isAustralia(country) || isAustralianPostcode(value);
}

/** SPEC §5 dvsname: letters, hyphen, apostrophe, space, as the document registries hold them (ASCII). */
export function isDocumentName(value: string): boolean {
  return new RegExp(`^[A-Za-z\\-${APOSTROPHE} ]+$`).test(value) && /[A-Za-z]/.test(value);
}

/**
 * SPEC §5 birth certificate (registration) number by state: ACT, NT, SA 1 to 10 alphanumerics; NSW 1 to 7 digits;
 * VIC 1 to 10 digits; WA exactly 7 digits. Ours for QLD and TAS, which the spec leaves open: 1 to 10
 * alphanumerics, the widest of the spec's rules, since the certificate is also seen in person. Without a state
 * the number cannot be judged and passes; the state has its own required check.
 */
export function isBirthCertificateNumber(value: string, state: string | undefined): boolean {
  if (!isAustralianState(state)) return value.length > 0;
  return BIRTH_REGISTRATION_FORMS[state].rule.test(value);
}

const UP_TO_10 = { rule: /^[A-Za-z0-9]{1,10}$/, words: 'up to 10 letters and numbers' };
/** Each state's registration number, as a rule and in the words the page says it in. */
const BIRTH_REGISTRATION_FORMS: Record<AustralianStateCode, { rule: RegExp; words: string }> = {
  ACT: UP_TO_10,
  NT: UP_TO_10,
  SA: UP_TO_10,
  QLD: UP_TO_10,
  TAS: UP_TO_10,
  NSW: { rule: /^\d{1,7}$/, words: 'up to 7 digits' },
  VIC: { rule: /^\d{1,10}$/, words: 'up to 10 digits' },
  WA: { rule: /^\d{7}$/, words: '7 digits, for example 1234567' },
};

/** The form a state's birth registration number takes, in words ('7 digits, for example 1234567'), or none. */
export function birthRegistrationNumberForm(state: string | undefined): string | undefined {
  return isAustralianState(state) ? BIRTH_REGISTRATION_FORMS[state].words : undefined;
}

/** SPEC §5 dvsyear: a four-digit registration year after 1929 and not before the year of birth. */
export function isRegistrationYear(value: string, birthdate?: string, today?: Date): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  const bornIn = birthdate && /^\d{4}-/.test(birthdate) ? Number(birthdate.slice(0, 4)) : undefined;
  return year > 1929 && (bornIn === undefined || year >= bornIn) && (!today || year <= today.getFullYear());
}

/** SPEC §5 ImmiCard number: EIS, PRE, RDI or AMS and 6 digits (any letter case; the card prints capitals). */
export function isImmicardNumber(value: string): boolean {
  return /^(EIS|PRE|RDI|AMS)\d{6}$/i.test(value);
}

/** SPEC §5 printablechar: printable ASCII only. Ours: line breaks are allowed, for multi-line boxes. */
export function isPrintable(value: string): boolean {
  return /^[\x20-\x7E\r\n]*$/.test(value);
}

/** SPEC §5 alphanumeric: ASCII letters and digits with spaces. */
export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9 ]+$/.test(value);
}

/**
 * Ours: a police report number as police forces write them, 'WAPOL-2026-118822' or 'E12345678/26':
 * ASCII letters and digits, with spaces, hyphens and slashes between them.
 */
export function isPoliceReport(value: string): boolean {
  return /^[A-Za-z0-9]+(?:[ \-/]+[A-Za-z0-9]+)*$/.test(value.trim());
}

/** SPEC §5 maxlength: counted in UTF-16 units, as the browser's maxlength attribute counts. */
export function isWithinLength(value: string, max: number): boolean {
  return value.length <= max;
}

/** SPEC §5 required: something other than blanks; false is an answer for a yes/no question. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** SPEC §5 msicnum: 3 letters, an optional space, 5 to 9 digits. */
export function isMsicNumber(value: string): boolean {
  return /^[A-Za-z]{3} ?\d{5,9}$/.test(value);
}

/** SPEC §5 veritasmsicnum (brand-specific MSIC number): VEP, an optional space, 7 digits. */
export function isVeritasMsicNumber(value: string): boolean {
  return /^VEP ?\d{7}$/i.test(value);
}

/** SPEC §5 asicnumber: 7 alphanumerics. */
export function isAsicNumber(value: string): boolean {
  return /^[A-Za-z0-9]{7}$/.test(value);
}

/** SPEC §5 asicnumber, brand-specific check: VEA and 7 digits. */
export function isVeritasAsicNumber(value: string): boolean {
  return /^VEA\d{7}$/i.test(value);
}

/** SPEC §5 checked: the box is ticked. */
export function isChecked(value: unknown): boolean {
  return value === true;
}

/** SPEC §5, §9 minwords: at least `min` words (default 10), words being runs of non-blank characters. */
export function hasMinWords(value: string, min = 10): boolean {
  return value.split(/\s+/).filter(Boolean).length >= min;
}

/** SPEC §5 cardnumber: Mastercard (51-55, 16 digits) or Visa (4, 13 or 16 digits); spaces and hyphens ignored. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^5[1-5]\d{14}$/.test(digits) || /^4(\d{12}|\d{15})$/.test(digits);
}

/** SPEC §5 cvcnumber: exactly 3 digits. */
export function isCvcNumber(value: string): boolean {
  return /^\d{3}$/.test(value);
}

/** SPEC §5 abn: 11 digits with optional spaces, whose check digits add up (the ABR's published rule). */
export function isAbn(value: string): boolean {
  return isValidAbn(value);
}

/** SPEC §5 cardserial: 1 to 6 digits, not all zeros. */
export function isCardSerial(value: string): boolean {
  return /^\d{1,6}$/.test(value) && !/^0+$/.test(value);
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * SPEC §5 'Step 1: email and confirmation must match and the first name must be valid before autosave': what stops
 * a draft from being made, {} when nothing does. The page waits for {} before its first save; POST /api/form refuses
 * the rest. The first name (the surname for someone with a single name) is needed, every name typed is a name, and
 * the email address is typed twice alike.
 */
export function firstSaveErrors(draft: Pick<Draft, 'Firstname' | 'Middlenames' | 'Surname' | 'Email' | 'EmailConfirm' | '_singlename'>): FieldErrors {
  const errors: FieldErrors = {};
  const needed = draft._singlename === true ? 'Surname' : 'Firstname';
  for (const field of ['Firstname', 'Middlenames', 'Surname'] as const) {
    const name = trimmed(draft[field]);
    if (name === '' && field === needed) errors[field] = 'required';
    else if (name !== '' && !isName(name)) errors[field] = 'name';
  }
  const email = trimmed(draft.Email);
  if (email === '') errors.Email = 'required';
  else if (email.toLowerCase() !== trimmed(draft.EmailConfirm).toLowerCase()) errors.EmailConfirm = 'match';
  return errors;
}
