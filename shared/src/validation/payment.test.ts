import { describe, expect, it } from 'vitest';
import { cardPaymentErrors } from './payment.ts';

// Paying online, SPEC §5 cardnumber (Mastercard 51-55 and 16 digits, Visa 4 and 13 or 16 digits; spaces
// and hyphens ignored) and cvcnumber (3 digits).
const today = new Date(2026, 10, 22);
const good = { cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', expiryYear: '2028', nameOnCard: 'Jane Citizen' };

describe('the card payment form', () => {
  it.each([
    ['4242424242424242', undefined], ['4242-4242-4242-4242', undefined], ['4222222222222', undefined], ['5555 5555 5555 4444', undefined],
    ['5105105105105100', undefined], ['5655555555554444', 'cardnumber'], ['4242', 'cardnumber'], ['378282246310005', 'cardnumber'],
    ['abcd', 'cardnumber'], ['', 'required'],
  ] as const)('card number %j → %s', (cardnumber, key) => {
    expect(cardPaymentErrors({ ...good, cardnumber }, today).cardnumber).toBe(key);
  });

  it.each([['123', undefined], ['12', 'cvcnumber'], ['1234', 'cvcnumber'], ['', 'required']] as const)('CVC %j → %s', (cvc, key) => {
    expect(cardPaymentErrors({ ...good, cvc }, today).cvc).toBe(key);
  });

  it.each([
    [{ expiryMonth: '13' }, 'expiryMonth', 'invalid'], [{ expiryMonth: '' }, 'expiryMonth', 'required'],
    [{ expiryMonth: '10', expiryYear: '2026' }, 'expiryYear', 'cardexpired'], [{ expiryMonth: '11', expiryYear: '2026' }, 'expiryYear', undefined],
    [{ expiryYear: '2099' }, 'expiryYear', 'invalid'], [{ expiryYear: '26' }, 'expiryYear', 'invalid'],
    [{ nameOnCard: '' }, 'nameOnCard', 'required'], [{ nameOnCard: 'J4ne' }, 'nameOnCard', 'name'],
  ] as const)('%j → %s %s', (change, field, key) => {
    expect(cardPaymentErrors({ ...good, ...change }, today)[field]).toBe(key);
  });

  it('a good card passes', () => {
    expect(cardPaymentErrors(good, today)).toEqual({});
  });
});
