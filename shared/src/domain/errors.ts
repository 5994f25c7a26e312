// The words the api and the page share about what went wrong (ARCHITECTURE 'API conventions'): the error key of
// each rejected field, and the reason of an error the page acts on. Typed, so an unknown key or reason is a type
// error, not a silent fallback. What each key means is in validation/step-errors.ts.

/** The error key of a rejected field: SPEC §5's format names where it has one, ours otherwise. */
export const ErrorKey = {
  // presence, size and shape
  required: 'required',
  maxlength: 'maxlength',
  minlength: 'minlength',
  invalid: 'invalid',
  type: 'type',
  unknown: 'unknown',
  // SPEC §5 field formats
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  suburb: 'suburb',
  locality: 'locality',
  postcode: 'postcode',
  dvsname: 'dvsname',
  birthcertnumber: 'birthcertnumber',
  dvsyear: 'dvsyear',
  immicard: 'immicard',
  printablechar: 'printablechar',
  alphanumeric: 'alphanumeric',
  // ours: a police report's number as police forces write them, 'WAPOL-2026-118822'
  policereport: 'policereport',
  msicnum: 'msicnum',
  veritasmsicnum: 'veritasmsicnum',
  asicnumber: 'asicnumber',
  checked: 'checked',
  minwords: 'minwords',
  cardnumber: 'cardnumber',
  cvcnumber: 'cvcnumber',
  abn: 'abn',
  cardserial: 'cardserial',
  // the track page's one-time code (ours: 6 digits), and a payment card past its expiry
  verificationcode: 'verificationcode',
  cardexpired: 'cardexpired',
  // the contact and card holder forms: the captcha not done, a count that is not a whole number in range,
  // and a date more than a year back
  captcha: 'captcha',
  wholenumber: 'wholenumber',
  withinyear: 'withinyear',
  // the operational-need statement: the drawn signature is missing, or is not an image we can keep
  signature: 'signature',
  // dates
  date: 'date',
  future: 'future',
  minage: 'minage',
  maxage: 'maxage',
  beforebirth: 'beforebirth',
  daterange: 'daterange',
  addresshistory: 'addresshistory',
  tenyears: 'tenyears',
  // step 3 (ours): a card expiry past the pickers' 4 years, and what the ABN register said (SPEC §5 'ABN lookup')
  cardexpiry: 'cardexpiry',
  abnnotfound: 'abnnotfound',
  inactive: 'inactive',
  // across fields
  match: 'match',
  onephone: 'onephone',
  prefcontact: 'prefcontact',
  // the staff console: a password too short or too easy to guess
  weakpassword: 'weakpassword',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ErrorKey, value);
}

/** Rejected field (dotted path, e.g. `_address.0.Postcode`) to its error key. */
export type FieldErrors = Record<string, ErrorKey>;

/**
 * Why the api refused, where the page acts on it (SPEC §4 'Form loading errors', §8 conflicts, §5 'ABN lookup on
 * blur': the register has no such ABN, or could not be asked now).
 */
export const ERROR_REASONS = [
  'key_required', 'link_expired', 'link_disabled', 'stale_version', 'converted', 'abn_not_found', 'abn_lookup_failed',
  // confirming before every step is done; SPEC §8 track login
  'incomplete', 'invalid_verification', 'expired_verification', 'not_found',
  // a redacted person's pair; too many sign-in attempts for one tracking number; a token no longer good
  'redacted', 'too_many_attempts', 'unauthenticated',
  // the captcha service could not be asked, so the page says to try again
  'captcha_unavailable',
  // the database is locked or cannot be reached for a moment (a 503): the page keeps what it has and tries
  // again, rather than going to the root as for maintenance
  'database_unavailable',
  // A draft of an invitation-only brand (the postal partner) made without its invitation (SPEC §1)
  'invitation_required',
  // A save that changes the card after step 3 is complete, or to a card the brand does not issue
  'card_fixed', 'card_not_issued',
  // A statement's link replaced by a newer one (410): the page says so and that the newer one was sent
  'link_replaced',
  // the staff console: the session ended after 15 quiet minutes, or at its 8 hours, or was ended by a supervisor;
  // the password is right and the second factor is still to come; the CSRF token is missing or wrong
  'session_idle', 'session_ended', 'second_factor_required', 'csrf',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return (ERROR_REASONS as readonly unknown[]).includes(value);
}

/** ARCHITECTURE 'API conventions': every error body. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Rejected field (dotted path) to its error key. */
  fields?: FieldErrors;
  /** A machine-readable cause where the page acts on it. */
  reason?: ErrorReason;
  /** With link_expired: the reference the link-expired page asks a new email for. */
  randomId?: string;
  /** With stale_version: the version the server holds. */
  version?: number;
}
