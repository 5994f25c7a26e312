import { describe, expect, it } from 'vitest';
import type { AccessFrequencyOption, OperationalNeed } from '@cards/shared/domain';
import { fieldMessage } from './messages.ts';
import { OPNEED_FORM_FIELDS, opNeedFormErrors, opNeedFormPayload, type OperationalNeedFormFields, type OpNeedFormContext } from './opneed.ts';

// SPEC §3 'Operational need form', §5 formats and 'Operational-need form and signature': the signer's details by the
// SPEC §5 formats, the need by step 3's own rules.

const operationalNeeds: OperationalNeed[] = [
  { Id: 3, Colour: 'red', Reason: 'Airside work', ShortReason: 'Airside', CategoryId: 1, Cardtype: 'ASIC' },
  { Id: 4, Colour: 'white', Reason: 'Escorted visits', ShortReason: 'White', CategoryId: 1, Cardtype: 'BOTH' },
  { Id: 12, Colour: 'red', Reason: 'Port work', ShortReason: 'Port', CategoryId: 2, Cardtype: 'MSIC' },
];
const accessFrequencies: AccessFrequencyOption[] = [{ Value: 'Every day', Label: 'Every day' }, { Value: 'Weekly', Label: 'Weekly' }];
const asic: OpNeedFormContext = { cardType: 'asic', operationalNeeds, accessFrequencies, airportIds: [1, 3, 4] };

const good: OperationalNeedFormFields = {
  FirstName: 'Sam',
  Surname: 'Lee',
  Phone: '02 9691 3636',
  Email: 'sam.lee@example.com',
  Position: 'Ground operations manager',
  Organisation: 'Harbour Ground Services Pty Ltd',
  BusinessUnit: '',
  PoNumber: 'PO 12345',
  Address: '10 Bourke Road',
  Suburb: 'Mascot',
  State: 'NSW',
  Postcode: '2020',
  Country: 'AU',
  Abn: '89 111 111 111',
  ApplicantFullname: 'Jane Mary Citizen',
  Sponsored: 'N',
  SponsoredYears: null,
  OperationalNeedId: 3,
  OperationalNeedType: 'employer',
  OpNeedOccupation: 'She loads and unloads baggage and freight on aircraft on the apron at the terminal.',
  OpNeedAccessFreq: 'Every day',
  airports: [1],
};

describe('opNeedFormErrors', () => {
  it.each<[string, Partial<Record<keyof OperationalNeedFormFields, unknown>>, OpNeedFormContext]>([
    ['a careful employer', good, asic],
    ['no ABN, business unit or order number (all optional)', { ...good, Abn: undefined, BusinessUnit: undefined, PoNumber: '' }, asic],
    ['an employer abroad: any state and postcode', { ...good, Country: 'NZ', State: 'Auckland', Postcode: 'A-1010', Suburb: 'Ponsonby' }, asic],
    ['an employer abroad with no state or postcode', { ...good, Country: 'NZ', State: '', Postcode: '' }, asic],
    ['sponsored for 4 years', { ...good, Sponsored: 'Y', SponsoredYears: 4 }, asic],
    ['sponsored years from a select', { ...good, Sponsored: 'Y', SponsoredYears: '2' }, asic],
    ['a white need: no access frequency or airports', { ...good, OperationalNeedId: 4, OpNeedAccessFreq: '', airports: [] }, asic],
    ['a white need known without the list', { ...good, OperationalNeedId: 99, OpNeedAccessFreq: '', airports: [] }, { cardType: 'asic', white: true }],
    ['an MSIC: no airports', { ...good, OperationalNeedId: 12, airports: [] }, { ...asic, cardType: 'msic' }],
    ['a self-employed applicant', { ...good, OperationalNeedType: 'self employed' }, asic],
    ['names with accents', { ...good, FirstName: 'Żaneta', Surname: 'Nguyễn', ApplicantFullname: "Siobhán O'Brien-Ng" }, asic],
  ])('passes %s', (_name, body, context) => {
    expect(opNeedFormErrors(body, context)).toEqual({});
  });

  it.each<[string, Partial<Record<keyof OperationalNeedFormFields, unknown>>, Record<string, string>, OpNeedFormContext?]>([
    ['nothing at all', {}, {
      FirstName: 'required', Surname: 'required', Phone: 'required', Email: 'required', Position: 'required',
      Organisation: 'required', Country: 'required', Address: 'required', Suburb: 'required', ApplicantFullname: 'required',
      Sponsored: 'required', OperationalNeedId: 'required', OperationalNeedType: 'required', OpNeedOccupation: 'required',
      OpNeedAccessFreq: 'required', airports: 'required',
    }],
    ['a name with digits', { ...good, FirstName: 'Sam2' }, { FirstName: 'name' }],
    ['a phone with letters', { ...good, Phone: '02 9691 ABCD' }, { Phone: 'phone' }],
    ['an email without a domain', { ...good, Email: 'sam@' }, { Email: 'email' }],
    ['a position in emoji', { ...good, Position: 'Boss 🚀' }, { Position: 'printablechar' }],
    ['a position too long', { ...good, Position: 'x'.repeat(101) }, { Position: 'maxlength' }],
    ['an organisation too long', { ...good, Organisation: 'x'.repeat(201) }, { Organisation: 'maxlength' }],
    ['an order number with symbols', { ...good, PoNumber: 'PO#1' }, { PoNumber: 'alphanumeric' }],
    ['an order number too long', { ...good, PoNumber: '1'.repeat(31) }, { PoNumber: 'maxlength' }],
    ['an address with symbols', { ...good, Address: '10 Bourke Rd; drop table' }, { Address: 'address' }],
    ['a suburb starting with a digit', { ...good, Suburb: '2Mascot' }, { Suburb: 'suburb' }],
    ['no state in Australia', { ...good, State: '' }, { State: 'required' }],
    ['a state that is not Australian', { ...good, State: 'Auckland' }, { State: 'invalid' }],
    ['a postcode of letters in Australia', { ...good, Postcode: 'ABC' }, { Postcode: 'postcode' }],
    ['a country that is no code', { ...good, Country: 'Australia' }, { Country: 'invalid' }],
    ['a country code in small letters', { ...good, Country: 'au', State: 'Auckland' }, { Country: 'invalid' }],
    ['an ABN with wrong check digits', { ...good, Abn: '89 111 111 112' }, { Abn: 'abn' }],
    ['no applicant name', { ...good, ApplicantFullname: '  ' }, { ApplicantFullname: 'required' }],
    ['sponsored as a word', { ...good, Sponsored: 'yes' }, { Sponsored: 'invalid' }],
    ['sponsored with no years', { ...good, Sponsored: 'Y', SponsoredYears: null }, { SponsoredYears: 'required' }],
    ['sponsored for 5 years', { ...good, Sponsored: 'Y', SponsoredYears: 5 }, { SponsoredYears: 'invalid' }],
    ['sponsored for a year and a half', { ...good, Sponsored: 'Y', SponsoredYears: 1.5 }, { SponsoredYears: 'invalid' }],
    ['a need id as text', { ...good, OperationalNeedId: '3' }, { OperationalNeedId: 'invalid' }],
    ['a need of the other card', { ...good, OperationalNeedId: 12 }, { OperationalNeedId: 'invalid' }],
    ['a need type that is no type', { ...good, OperationalNeedType: 'friend' }, { OperationalNeedType: 'invalid' }],
    ['an occupation of 9 words (step 3 minwords)', { ...good, OpNeedOccupation: 'I load bags onto planes at the airport daily.' }, { OpNeedOccupation: 'minwords' }],
    ['an occupation that is not text', { ...good, OpNeedOccupation: 42 }, { OpNeedOccupation: 'type' }],
    ['no access frequency for a red need', { ...good, OpNeedAccessFreq: '' }, { OpNeedAccessFreq: 'required' }],
    ['an access frequency not offered', { ...good, OpNeedAccessFreq: 'Hourly' }, { OpNeedAccessFreq: 'invalid' }],
    ['no airports for an ASIC', { ...good, airports: [] }, { airports: 'required' }],
    ['an airport id that is text', { ...good, airports: ['1'] }, { airports: 'invalid' }],
    ['an airport not on the list', { ...good, airports: [1, 999] }, { airports: 'invalid' }],
    ['airports that are no list', { ...good, airports: 'SYD' }, { airports: 'invalid' }],
    ['a white need without the list', { ...good, OperationalNeedId: 99, OpNeedAccessFreq: '', airports: [] }, { OpNeedAccessFreq: 'required', airports: 'required' }, { cardType: 'asic' }],
    // On a brand whose organisation confirms every need, nobody signs as their own sponsor.
    ['a self-sponsored type the brand does not offer', { ...good, OperationalNeedType: 'self employed' }, { OperationalNeedType: 'invalid' },
      { ...asic, opNeedTypes: ['employer', 'recreational'] }],
  ])('refuses %s', (_name, body, errors, context = asic) => {
    expect(opNeedFormErrors(body, context)).toEqual(errors);
  });

  it('has a message for each key it reports, and names the signature', () => {
    expect(fieldMessage('minwords', 'what the applicant does')).toBe('What the applicant does needs at least 10 words');
    expect(fieldMessage('signature', 'your signature')).toMatch(/^Sign in the box/);
  });

  it('lists every field once, in page order', () => {
    expect(new Set(OPNEED_FORM_FIELDS).size).toBe(OPNEED_FORM_FIELDS.length);
    expect(Object.keys(good).sort()).toEqual([...OPNEED_FORM_FIELDS].sort());
  });
});

describe('opNeedFormPayload', () => {
  it('keeps only the form fields, trimmed, and years only when sponsored', () => {
    const payload = opNeedFormPayload({ ...good, FirstName: ' Sam ', SponsoredYears: 3, extra: 'x' } as never, asic);
    expect(payload).toEqual({ ...good, SponsoredYears: null });
    expect(opNeedFormPayload({ ...good, Sponsored: 'Y', SponsoredYears: '2' }, asic).SponsoredYears).toBe(2);
  });

  it('drops access and airports for a white need or an MSIC', () => {
    expect(opNeedFormPayload({ ...good, OperationalNeedId: 4 }, asic)).toMatchObject({ OpNeedAccessFreq: '', airports: [] });
    expect(opNeedFormPayload(good, { ...asic, cardType: 'msic' }).airports).toEqual([]);
  });
});
