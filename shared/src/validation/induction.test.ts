import { describe, expect, it } from 'vitest';
import { inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber, type InductionEnrolmentInput } from './induction.ts';

// SPEC §3 'Induction-only registration payload', §5 'Induction-only enrolment', §9 date pickers.
const today = new Date(2026, 10, 23);

const adg: InductionEnrolmentInput = {
  Inductions: [8], Firstname: 'Maia', Middlenames: '', Surname: 'Tautahi', Birthdate: '1990-04-12',
  Email: 'maia@example.com.au', Mobilephonenumber: '0412 345 678', Line1: '12 Smith Street', State: 'NT',
  Localityname: 'Darwin City', Postcode: '0800', Asicnum: 'VEA0001501', MsicExpiry: '2027-06',
};

describe('induction-only enrolment', () => {
  it('passes a good adg and a good bne enrolment', () => {
    expect(inductionEnrolmentErrors(adg, 'adg', today)).toEqual({});
    expect(inductionEnrolmentErrors({ ...adg, Inductions: [5], Asicnum: 'ABC1234' }, 'bne', today)).toEqual({});
  });

  it.each<[string, InductionEnrolmentInput, 'adg' | 'bne', string, string | undefined]>([
    ['SPEC §5: at least one airport', { Inductions: [] }, 'adg', 'Inductions', 'required'],
    ['no airport list at all', { Inductions: undefined }, 'adg', 'Inductions', 'required'],
    ['an airport of another brand', { Inductions: [5] }, 'adg', 'Inductions', 'invalid'],
    ['both adg airports', { Inductions: [8, 155] }, 'adg', 'Inductions', undefined],
    ['the same airport twice', { Inductions: [8, 8] }, 'adg', 'Inductions', 'invalid'],
    ['bne with adg\'s airport', { Inductions: [8] }, 'bne', 'Inductions', 'invalid'],
    ['a first name is needed', { Firstname: '' }, 'adg', 'Firstname', 'required'],
    ['a name of letters', { Surname: 'T4utahi' }, 'adg', 'Surname', 'name'],
    ['SPEC §9: at least 13 years old', { Birthdate: '2015-01-01' }, 'adg', 'Birthdate', 'minage'],
    ['a real date of birth', { Birthdate: '1990-02-30' }, 'adg', 'Birthdate', 'date'],
    ['an email address', { Email: 'maia@' }, 'adg', 'Email', 'email'],
    ['a phone number', { Mobilephonenumber: '12' }, 'adg', 'Mobilephonenumber', 'phone'],
    ['a street address', { Line1: '' }, 'adg', 'Line1', 'required'],
    ['an Australian state', { State: 'Northern' }, 'adg', 'State', 'invalid'],
    ['an Australian postcode', { Postcode: '08000A' }, 'adg', 'Postcode', 'postcode'],
    ['the card number is needed', { Asicnum: '' }, 'adg', 'Asicnum', 'required'],
    ['our number: VEA and 7 digits', { Asicnum: 'vea0001501' }, 'adg', 'Asicnum', undefined],
    ['another issuer\'s: 7 letters or digits', { Asicnum: 'AB12345' }, 'adg', 'Asicnum', undefined],
    ['neither', { Asicnum: 'VEA12' }, 'adg', 'Asicnum', 'asicnumber'],
    ['the expiry is needed', { MsicExpiry: '' }, 'adg', 'MsicExpiry', 'required'],
    ['an expiry month that is over counts as expired', { MsicExpiry: '2026-10' }, 'adg', 'MsicExpiry', 'cardexpired'],
    ['this month is not expired yet', { MsicExpiry: '2026-11' }, 'adg', 'MsicExpiry', undefined],
    ['SPEC §9: the picker ends 4 years ahead', { MsicExpiry: '2030-11' }, 'adg', 'MsicExpiry', undefined],
    ['beyond 4 years', { MsicExpiry: '2030-12' }, 'adg', 'MsicExpiry', 'cardexpiry'],
    ['not a month', { MsicExpiry: 'June' }, 'adg', 'MsicExpiry', 'date'],
  ])('%s', (_, change, company, field, key) => {
    expect(inductionEnrolmentErrors({ ...adg, ...change }, company, today)[field]).toBe(key);
  });

  it('SPEC §5 locality: with the locality data, the suburb must be a real one in that state with that postcode', () => {
    const known = (name: string, state: string, postcode: string) => name === 'DARWIN CITY' && state === 'NT' && postcode === '0800';
    expect(inductionEnrolmentErrors(adg, 'adg', today, known)).toEqual({});
    expect(inductionEnrolmentErrors({ ...adg, Postcode: '0810' }, 'adg', today, known)).toEqual({ Localityname: 'locality' });
    // A malformed field is reported as such, not as an unknown locality.
    expect(inductionEnrolmentErrors({ ...adg, Postcode: 'x' }, 'adg', today, known)).toEqual({ Postcode: 'postcode' });
  });

  it('reads only the payload\'s own fields', () => {
    expect(inductionEnrolmentErrors({ ...adg, ...{ __proto__: { Firstname: '' }, Extra: 1 } } as InductionEnrolmentInput, 'adg', today)).toEqual({});
  });

  it('SPEC §5: the payload keeps the month\'s last day, the number in capitals and the names trimmed', () => {
    expect(inductionEnrolmentPayload({ ...adg, Firstname: ' Maia ', Asicnum: ' vea 0001501', MsicExpiry: '2027-02', Localityname: 'Darwin City' })).toEqual({
      Inductions: [8], Firstname: 'Maia', Surname: 'Tautahi', Birthdate: '1990-04-12', Email: 'maia@example.com.au',
      Mobilephonenumber: '0412 345 678', Line1: '12 Smith Street', State: 'NT', Localityname: 'DARWIN CITY', Postcode: '0800',
      Asicnum: 'VEA0001501', MsicExpiry: '2027-02-28',
    });
  });

  it.each([['VEA0001501', true], ['vea0001501', true], ['AB12345', false], ['VEP0001501', false]])('%s is one of ours: %s', (number, ours) => {
    expect(isOwnCardNumber(number)).toBe(ours);
  });
});
