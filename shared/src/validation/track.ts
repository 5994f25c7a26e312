// The track and activation forms (SPEC §5 'Track', 'Activation'), as class-validator classes, so the
// page and the api check them with the same rules.
import { cardTypeOfNumber, personIdOfTrackingNumber, type FieldErrors } from '@cards/shared/domain';
import { CONTEXT, IsBirthdate, IsCardSerial, IsIsoDate, Required, rule, type RuleContext } from './decorators.ts';
import { validate } from './step-errors.ts';

/** SPEC §5: the one-time code we email is 6 digits. */
export const VERIFICATION_CODE_DIGITS = 6;

/** SPEC §5 'Track': empty, the prefix alone, or anything but VEA or VEP and 7 digits gives no id (asicnumber). */
const IsTrackingNumber = () => rule('asicnumber', (value) => typeof value === 'string' && personIdOfTrackingNumber(value) !== null);

export class TrackLoginForm {
  @IsTrackingNumber()
  Number?: string;

  @Required()
  @IsIsoDate()
  @IsBirthdate()
  Birthdate?: string;
}

export class VerificationForm {
  /** SPEC §5: a code is needed unless a new one is being asked for. */
  @Required((o) => o.resend !== true)
  @rule('verificationcode', (value, o) => o.resend === true || typeof value !== 'string' || value.trim() === ''
    || new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`).test(value.replace(/\s+/g, '')))
  code?: string;

  resend?: boolean;
}

export class ActivationForm {
  /**
   * SPEC §5 'Activation': the number starts as its prefix, which alone is not valid. Ours are VEA (an ASIC) or VEP (an
   * MSIC) and 7 digits (SPEC §5 asicnumber, veritasmsicnum; an MSIC holder activates theirs too).
   */
  @rule('asicnumber', (value) => typeof value === 'string' && cardTypeOfNumber(value) !== null)
  asic_number?: string;

  @Required()
  @IsCardSerial()
  serial_number?: string;

  @Required()
  @IsIsoDate()
  @IsBirthdate()
  birthdate?: string;
}

function withContext<T extends object>(form: T, today: Date): T {
  const context: RuleContext = { today };
  Object.defineProperty(form, CONTEXT, { value: context });
  return form;
}

/** SPEC §5 'Track': what is wrong with the login form; {} when it can be sent. */
export function trackLoginErrors(input: { Number?: unknown; Birthdate?: unknown }, today: Date): FieldErrors {
  return validate(withContext(Object.assign(new TrackLoginForm(), { Number: input.Number, Birthdate: input.Birthdate }), today));
}

/** SPEC §5 'Track' verification: a 6-digit code, unless asking for a new one. */
export function verificationErrors(input: { code?: unknown; resend?: unknown }, today: Date): FieldErrors {
  return validate(withContext(Object.assign(new VerificationForm(), { code: input.code, resend: input.resend === true }), today));
}

/** SPEC §5 'Activation': the card number, the card's serial and the birthdate. */
export function activationErrors(input: { asic_number?: unknown; serial_number?: unknown; birthdate?: unknown }, today: Date): FieldErrors {
  const { asic_number, serial_number, birthdate } = input;
  return validate(withContext(Object.assign(new ActivationForm(), { asic_number, serial_number, birthdate }), today));
}
