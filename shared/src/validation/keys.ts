// Which error key a field reports when it breaks several rules. The keys themselves are domain/errors.ts's; the
// table of what each means is in step-errors.ts.
import { ErrorKey, isErrorKey } from '@cards/shared/domain';

export { ErrorKey };


/**
 * When one field breaks several rules, the one to report: being empty first, then being the wrong kind or too
 * long, then the format, then rules that compare it with other fields or with today.
 */
export const KEY_PRIORITY: readonly ErrorKey[] = [
  'required', 'type', 'unknown', 'invalid', 'maxlength', 'minlength', 'date',
  'name', 'email', 'phone', 'address', 'suburb', 'locality', 'postcode', 'dvsname', 'birthcertnumber', 'immicard',
  'printablechar', 'alphanumeric', 'policereport', 'msicnum', 'veritasmsicnum', 'asicnumber', 'checked', 'minwords', 'cardnumber',
  'cvcnumber', 'abn', 'abnnotfound', 'inactive', 'cardserial', 'verificationcode', 'cardexpired', 'cardexpiry',
  'wholenumber', 'captcha', 'signature', 'dvsyear', 'future', 'withinyear', 'minage', 'maxage', 'beforebirth', 'daterange', 'match',
  'onephone', 'prefcontact', 'weakpassword',
  'tenyears', 'addresshistory',
];

/** The key to report among several constraint names (class-validator's are our keys); other names are ignored. */
export function firstKey(keys: readonly string[]): ErrorKey | undefined {
  return keys.filter(isErrorKey).sort((a, b) => KEY_PRIORITY.indexOf(a) - KEY_PRIORITY.indexOf(b))[0];
}
