import { describe, expect, it } from 'vitest';
import type { Draft, IssuingBody } from '@cards/shared/domain';
import { summaryMessages } from './messages.ts';
import { RENEW_SECTIONS, renewQuickStartErrors } from './renew.ts';
import { OWN_ISSUING_BODY_ID } from './step3.ts';

// SPEC §4 'Renew quick save: requires a valid form': step 1's names, date of birth and email rules, and step 3's
// renewal card rules (SPEC §5 card number formats by issuer, §9 expiry within 4 years).

const today = new Date(2026, 10, 22);
const issuingBodies: IssuingBody[] = [
  { Id: OWN_ISSUING_BODY_ID, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' },
  { Id: 5, Code: 'BNE', Name: 'Brisbane Airport', Cardtype: 'ASIC' },
  { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' },
];
const context = { today, reference: { issuingBodies } };

const asic: Draft = {
  _company: 'default',
  _cardType: 'asic',
  Firstname: 'Ann',
  Surname: "O'Brien",
  Birthdate: '1990-05-17',
  Email: 'ann@example.com',
  EmailConfirm: 'ANN@example.com ',
  Issuingbodyid: 5,
  Asicnum: 'AB12C34',
  Asicexpirydate: '2027-03-31',
};
const msic: Draft = { ...asic, _cardType: 'msic', Asicnum: undefined, Issuingbodyid: 18, Msicnum: 'FPA 123456' };

describe('renewQuickStartErrors: what may be saved', () => {
  it.each([
    ['an ASIC from another issuer (7 letters or digits)', asic],
    ['our own ASIC (VEA and 7 digits)', { ...asic, Issuingbodyid: OWN_ISSUING_BODY_ID, Asicnum: 'VEA0001523' }],
    ['an MSIC from another issuer (3 letters, 5 to 9 digits)', msic],
    ['our own MSIC (VEP and 7 digits)', { ...msic, Issuingbodyid: OWN_ISSUING_BODY_ID, Msicnum: 'VEP 0001523' }],
    ['a body that issues both cards, for an MSIC', { ...msic, Issuingbodyid: OWN_ISSUING_BODY_ID, Msicnum: 'vep0001523' }],
    ['a single name, given as the family name', { ...asic, _singlename: true, Firstname: '', Surname: 'Madonna' }],
    ['an expiry exactly 4 years ahead', { ...asic, Asicexpirydate: '2030-11-22' }],
    ['an expired card (the form does not refuse it either)', { ...asic, Asicexpirydate: '2026-01-31' }],
    // Only what the quick start asks: the rest of step 1 and step 3 is asked later, in the form.
    ['no gender, phone, birthplace, citizenship, identity, need, airports or employer', asic],
  ] as const)('%s', (_what, draft) => {
    expect(renewQuickStartErrors(draft as Draft, context)).toEqual({});
  });

  it('takes any issuer when the list is not at hand (the api checks it against its own)', () => {
    expect(renewQuickStartErrors({ ...asic, Issuingbodyid: 999 }, { today })).toEqual({});
  });
});

describe('renewQuickStartErrors: field by field, by the form\'s own rules', () => {
  it.each([
    ['no first name', asic, { Firstname: '' }, { Firstname: 'required' }],
    ['a first name with digits', asic, { Firstname: 'Ann2' }, { Firstname: 'name' }],
    ['no family name', asic, { Surname: ' ' }, { Surname: 'required' }],
    ['a single name that is missing', asic, { _singlename: true, Firstname: '', Surname: '' }, { Surname: 'required' }],
    ['no date of birth', asic, { Birthdate: '' }, { Birthdate: 'required' }],
    ['a date of birth that is no date', asic, { Birthdate: '1990-02-30' }, { Birthdate: 'date' }],
    ['a date of birth under 13 years ago', asic, { Birthdate: '2020-01-01' }, { Birthdate: 'minage' }],
    ['a date of birth in the future', asic, { Birthdate: '2027-01-01' }, { Birthdate: 'future' }],
    ['no email address', asic, { Email: '', EmailConfirm: '' }, { Email: 'required', EmailConfirm: 'required' }],
    ['an email that is no address', asic, { Email: 'ann@', EmailConfirm: 'ann@' }, { Email: 'email' }],
    ['emails that differ', asic, { EmailConfirm: 'anne@example.com' }, { EmailConfirm: 'match' }],
    ['no issuer', asic, { Issuingbodyid: null }, { Issuingbodyid: 'required' }],
    ['an issuer of MSICs only, for an ASIC', asic, { Issuingbodyid: 18 }, { Issuingbodyid: 'invalid' }],
    ['an issuer of ASICs only, for an MSIC', msic, { Issuingbodyid: 5 }, { Issuingbodyid: 'invalid' }],
    ['an issuer not in the list', asic, { Issuingbodyid: 999 }, { Issuingbodyid: 'invalid' }],
    ['no ASIC number', asic, { Asicnum: '' }, { Asicnum: 'required' }],
    ['an ASIC number of 8 characters', asic, { Asicnum: 'AB12C345' }, { Asicnum: 'asicnumber' }],
    ['our own ASIC without VEA', asic, { Issuingbodyid: OWN_ISSUING_BODY_ID, Asicnum: 'AB12C34' }, { Asicnum: 'asicnumber' }],
    ['no MSIC number', msic, { Msicnum: '' }, { Msicnum: 'required' }],
    ['an MSIC number of 4 digits', msic, { Msicnum: 'FPA 1234' }, { Msicnum: 'msicnum' }],
    ['our own MSIC without VEP', msic, { Issuingbodyid: OWN_ISSUING_BODY_ID, Msicnum: 'FPA 123456' }, { Msicnum: 'veritasmsicnum' }],
    ['no expiry date', asic, { Asicexpirydate: '' }, { Asicexpirydate: 'required' }],
    ['an expiry that is no date', asic, { Asicexpirydate: '31/03/2027' }, { Asicexpirydate: 'date' }],
    ['an expiry over 4 years ahead', asic, { Asicexpirydate: '2030-11-23' }, { Asicexpirydate: 'cardexpiry' }],
    // As step 3 does: a number for the other card is not required, but one that is there must be well formed.
    ['a malformed number for the other card', msic, { Asicnum: 'wrong' }, { Asicnum: 'asicnumber' }],
  ] as const)('%s', (_what, base, change, expected) => {
    expect(renewQuickStartErrors({ ...base, ...change } as Draft, context)).toEqual(expected);
  });

  it('an empty form names every field it asks, and only those', () => {
    expect(renewQuickStartErrors({ _company: 'default', _cardType: 'asic' }, context)).toEqual({
      Firstname: 'required', Surname: 'required', Birthdate: 'required', Email: 'required', EmailConfirm: 'required',
      Issuingbodyid: 'required', Asicnum: 'required', Asicexpirydate: 'required',
    });
    expect(renewQuickStartErrors({ _company: 'default', _cardType: 'msic' }, context)).toMatchObject({ Msicnum: 'required' });
  });

  it('a draft without a card type is an ASIC renewal (the card type of a draft that does not say)', () => {
    expect(renewQuickStartErrors({ ...asic, _cardType: undefined }, context)).toEqual({});
  });
});

describe('RENEW_SECTIONS: the summary of the quick start', () => {
  it('has the SPEC §5 messages of its fields, in the order of the page', () => {
    const errors = renewQuickStartErrors({ _company: 'default', _cardType: 'asic' }, context);
    expect(summaryMessages(errors, RENEW_SECTIONS).map((line) => [line.message, line.fields])).toEqual([
      ['Please ensure your name is entered correctly', ['Firstname', 'Surname']],
      ['Please ensure your date of birth is entered correctly', ['Birthdate']],
      ['Please ensure your email is entered correctly', ['Email', 'EmailConfirm']],
      ['Please ensure your card details are entered correctly', ['Issuingbodyid', 'Asicnum', 'Asicexpirydate']],
    ]);
  });
});
