// Paying online (SPEC §5 `cardnumber` and `cvcnumber`): the card form, checked by the page and the api.
import type { FieldErrors } from '@cards/shared/domain';
import { CONTEXT, IsCardNumber, IsCvcNumber, IsName, Required, rule, type RuleContext } from './decorators.ts';
import { validate } from './step-errors.ts';

export interface CardPayment {
  cardnumber?: string;
  cvc?: string;
  /** 1 to 12, as the card prints it (MM). */
  expiryMonth?: string;
  /** Four digits. */
  expiryYear?: string;
  nameOnCard?: string;
}

/** How many years ahead a card's expiry may be: cards are issued for at most about 10 years. */
export const CARD_EXPIRY_MAX_YEARS = 20;

const month = (value: unknown) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN);
const year = (value: unknown) => (typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN);

export class CardPaymentForm implements CardPayment {
  @Required()
  @IsCardNumber()
  cardnumber?: string;

  @Required()
  @IsCvcNumber()
  cvc?: string;

  @Required()
  @rule('invalid', (value) => value === undefined || value === '' || (month(value) >= 1 && month(value) <= 12))
  expiryMonth?: string;

  @Required()
  @rule('invalid', (value, o) => {
    const today = (o as { [CONTEXT]?: RuleContext })[CONTEXT]?.today ?? new Date();
    return value === undefined || value === '' || (year(value) >= today.getFullYear() - 1 && year(value) <= today.getFullYear() + CARD_EXPIRY_MAX_YEARS);
  })
  @rule('cardexpired', (value, o) => {
    const today = (o as { [CONTEXT]?: RuleContext })[CONTEXT]?.today ?? new Date();
    const y = year(value);
    const m = month((o as CardPayment).expiryMonth);
    if (Number.isNaN(y) || Number.isNaN(m)) return true;
    return y > today.getFullYear() || (y === today.getFullYear() && m >= today.getMonth() + 1);
  })
  expiryYear?: string;

  @Required()
  @IsName()
  nameOnCard?: string;
}

/** What is wrong with a card payment's answers; {} when it can be sent. */
export function cardPaymentErrors(input: CardPayment, today: Date): FieldErrors {
  const form = Object.assign(new CardPaymentForm(), {
    cardnumber: input.cardnumber, cvc: input.cvc, expiryMonth: input.expiryMonth, expiryYear: input.expiryYear, nameOnCard: input.nameOnCard,
  });
  Object.defineProperty(form, CONTEXT, { value: { today } satisfies RuleContext });
  return validate(form);
}
