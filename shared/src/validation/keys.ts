// Error keys: what `FieldErrors` maps each rejected field to (ARCHITECTURE 'API conventions'). The SPEC §5 format
// keys keep the spec's names; the rest are ours. The table of what each key means is in step-errors.ts.

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
  msicnum: 'msicnum',
  veritasmsicnum: 'veritasmsicnum',
  asicnumber: 'asicnumber',
  checked: 'checked',
  minwords: 'minwords',
  cardnumber: 'cardnumber',
  cvcnumber: 'cvcnumber',
  abn: 'abn',
  cardserial: 'cardserial',
  // dates
  date: 'date',
  future: 'future',
  minage: 'minage',
  maxage: 'maxage',
  beforebirth: 'beforebirth',
  daterange: 'daterange',
  addresshistory: 'addresshistory',
  tenyears: 'tenyears',
  // across fields
  match: 'match',
  onephone: 'onephone',
  prefcontact: 'prefcontact',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

/**
 * When one field breaks several rules, the one to report: being empty first, then being the wrong kind or too
 * long, then the format, then rules that compare it with other fields or with today.
 */
export const KEY_PRIORITY: readonly string[] = [
  'required', 'type', 'unknown', 'invalid', 'maxlength', 'minlength', 'date',
  'name', 'email', 'phone', 'address', 'suburb', 'locality', 'postcode', 'dvsname', 'birthcertnumber', 'immicard',
  'printablechar', 'alphanumeric', 'msicnum', 'veritasmsicnum', 'asicnumber', 'checked', 'minwords', 'cardnumber',
  'cvcnumber', 'abn', 'cardserial',
  'dvsyear', 'future', 'minage', 'maxage', 'beforebirth', 'daterange', 'match', 'onephone', 'prefcontact',
  'tenyears', 'addresshistory',
];

/** The key to report among several; unknown keys come after known ones, in the order given. */
export function firstKey(keys: readonly string[]): string | undefined {
  const rank = (key: string) => {
    const i = KEY_PRIORITY.indexOf(key);
    return i === -1 ? KEY_PRIORITY.length : i;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b))[0];
}
