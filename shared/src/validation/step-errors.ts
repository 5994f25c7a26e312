// The checks of steps 1 and 2 (ARCHITECTURE 'Persistence and access'): what a step needs before it can be marked
// complete. The page checks it before asking and the api again before agreeing, both through the step registry
// (form-steps.ts).
//
// Error keys (FieldErrors maps a dotted path such as `_address.0.Postcode` to one of these):
//
// | key             | meaning                                                              | where (steps 1-2)                     |
// |-----------------|----------------------------------------------------------------------|---------------------------------------|
// | required        | empty (blank text, no choice, empty list)                            | any required field                    |
// | type            | the wrong kind of value (a number where text belongs)                | any field                             |
// | unknown         | not a field of the draft (saveErrors only)                           | any path                              |
// | invalid         | not one of the choices (gender, country code, state, document type)  | choices                               |
// | maxlength       | longer than fieldLimits allows                                       | any text                              |
// | minlength       | shorter than allowed (citizenship stock number, 4)                   | StockNumber                           |
// | name            | SPEC §5 name format                                                  | names, Birthplace                     |
// | email           | SPEC §5 email format                                                 | Email                                 |
// | match           | the confirmation differs from the email address                      | EmailConfirm                          |
// | phone           | SPEC §5 phone format (6-15 of digits + # space brackets)             | phone numbers                         |
// | onephone        | no phone number at all                                               | _phones (the group of the three)      |
// | prefcontact     | the preferred contact names a number that is not filled in           | Prefcontact                           |
// | date            | not a real date as YYYY-MM-DD                                        | any date                              |
// | future          | after today                                                          | Birthdate, document and address dates |
// | minage          | under 13 (the birthdate picker stops 13 years ago)                   | Birthdate                             |
// | maxage          | more than 120 years ago                                              | Birthdate                             |
// | beforebirth     | before the date of birth                                             | document and address dates            |
// | daterange       | an address ends before it starts                                     | _address.n.ToDate                     |
// | tenyears        | the earliest address asked for starts less than 10 years ago         | _address.n.FromDate (the last one)    |
// | addresshistory  | the addresses leave a gap, or are over 2                             | _address, _address.n.ToDate           |
// | address         | SPEC §5 address format                                               | Line1                                 |
// | suburb          | SPEC §5 suburb format (Australian addresses)                         | Localityname                          |
// | locality        | SPEC §5: suburb, state and postcode are no row of the locality data  | Localityname (Australian addresses)   |
// | postcode        | SPEC §5 Australian postcode, 3-5 digits (Australian addresses)       | Postcode                              |
// | dvsname         | SPEC §5 document name format                                         | names on identity documents           |
// | birthcertnumber | SPEC §5 birth certificate number of the registration state           | RegistrationNumber                    |
// | dvsyear         | SPEC §5 registration year: after 1929, not before birth, not ahead   | RegistrationYear                      |
// | immicard        | SPEC §5 ImmiCard number                                              | ImmicardNumber                        |
// | alphanumeric    | SPEC §5 letters, digits and spaces                                   | document numbers                      |
// | printablechar, msicnum, veritasmsicnum, asicnumber, checked, minwords, cardnumber, cvcnumber, abn,         |
// | cardserial      | SPEC §5 formats for steps 3-4                                        | (not used by steps 1-2)               |
// | verificationcode| ours: the track page's one-time code is 6 digits                     | code (track.ts)                       |
// | cardexpired     | ours: a payment card past its expiry month                           | expiryYear (payment.ts)               |
// | captcha         | ours: the captcha answer is missing                                  | recaptcha (contact.ts)                |
// | wholenumber     | ours: not a whole number from 1 to 5000                              | CardsRequired (contact.ts)            |
// | withinyear      | ours: a date more than a year back                                   | EventDate (contact.ts)                |
// | signature       | ours: no signature, or not a PNG of sane size (the api decodes it)   | _signature (opneed.ts)                |
import { validateSync, type ValidationError } from 'class-validator';
import {
  isAustralia,
  addressHistoryProblems,
  addressesToAsk,
  localityErrors,
  type AddressHistoryProblemCode,
  type Draft,
  type ErrorKey,
  type FieldErrors,
  type LocalityLookup,
} from '@cards/shared/domain';
import { firstKey } from './keys.ts';
import { step1Form } from './step1.ts';
import { step2Form } from './step2.ts';
import { step3Form, type Step3Reference } from './step3.ts';
import { step4Form } from './step4.ts';

/** class-validator's nested errors as dotted paths, each with the one key to report. */
export function flattenErrors(errors: readonly ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const key = firstKey(Object.keys(error.constraints ?? {}));
    if (key) out[path] = key;
    Object.assign(out, flattenErrors(error.children ?? [], path));
  }
  return out;
}

export function validate(form: object): FieldErrors {
  return flattenErrors(validateSync(form, { forbidUnknownValues: false, validationError: { target: false, value: false } }));
}

const HISTORY_KEYS: Record<Exclude<AddressHistoryProblemCode, 'none'>, ErrorKey> = {
  toomany: 'addresshistory',
  gap: 'addresshistory',
  notcovered: 'tenyears',
  future: 'future',
  beforebirth: 'beforebirth',
  daterange: 'daterange',
};

/** The address-history problems as field errors; a field the classes already rejected keeps its first error. */
function addressHistoryErrors(draft: Draft, today: Date, found: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  // The addresses the page asks for, extras included (more than 2 is a problem of its own).
  const addresses = addressesToAsk(Array.isArray(draft._address) ? draft._address : undefined, today);
  for (const problem of addressHistoryProblems(addresses, draft.Birthdate, today)) {
    if (problem.code === 'none' || found[problem.field] || out[problem.field]) continue;
    out[problem.field] = HISTORY_KEYS[problem.code];
  }
  return out;
}

/** What the checks of a step may need besides the draft. */
export interface StepContext {
  today: Date;
  /** SPEC §5: the locality data, when it is at hand (the server's copy; the page's loaded state files). */
  knownLocality?: LocalityLookup;
  /** Step 3's lists (operational needs, access frequencies, issuing bodies), when at hand: choices must be theirs. */
  reference?: Step3Reference;
}

/** SPEC §2 step 1, personal and contact details: what stops it from being complete. */
export function personalStepErrors(draft: Draft, context: StepContext): FieldErrors {
  return validate(step1Form(draft, context));
}

/**
 * SPEC §2 step 2, address history: the classes, the history across addresses, and (with the locality data)
 * that each Australian suburb is a real one. A field the classes rejected keeps their error.
 */
export function addressStepErrors(draft: Draft, context: StepContext): FieldErrors {
  const found = validate(step2Form(draft, context));
  const localities = context.knownLocality ? localityErrors(draft, context.knownLocality) : {};
  return { ...localities, ...found, ...addressHistoryErrors(draft, context.today, found) };
}

/** SPEC §5: an Australian employer address's suburb, state and postcode must be a known locality too. */
function employerLocalityErrors(draft: Draft, known: LocalityLookup | undefined): FieldErrors {
  if (!known || !isAustralia(draft.Employercountry)) return {};
  const name = draft.Employersuburb?.trim();
  const state = draft.Employerstate?.trim();
  const postcode = draft.Employerpostcode?.trim();
  if (!name || !state || !postcode) return {};
  return known(name.toUpperCase(), state.toUpperCase(), postcode) ? {} : { Employersuburb: 'locality' };
}

/** SPEC §2 step 3, card and employer details: the classes, and the employer's locality. */
export function cardStepErrors(draft: Draft, context: StepContext): FieldErrors {
  const found = validate(step3Form(draft, context));
  return { ...employerLocalityErrors(draft, context.knownLocality), ...found };
}

/** SPEC §2 step 4 (or an asset brand's step 3): the payment option and the terms. */
export function confirmStepErrors(draft: Draft, context: StepContext): FieldErrors {
  return validate(step4Form(draft, context));
}
