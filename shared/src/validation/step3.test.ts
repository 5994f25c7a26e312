import { describe, expect, it } from 'vitest';
import type { Draft, OperationalNeed } from '@cards/shared/domain';
import { cardStepErrors, confirmStepErrors } from './step-errors.ts';
import { step3Questions } from './step3.ts';

// SPEC §2 step 3 (card, operational need, employer, airports), §4 card rules, §5 formats; step 4's payment option
// and terms. The same checks run in the page and in the api.

const today = new Date(2026, 10, 22);
const needs: OperationalNeed[] = [
  { Id: 1, Colour: 'red', CategoryId: 1, Cardtype: 'ASIC', Reason: 'r', ShortReason: 'Airline crew' },
  { Id: 10, Colour: 'white', CategoryId: 9, Cardtype: 'ASIC', Reason: 'w', ShortReason: 'White ASIC' },
  { Id: 11, Colour: 'red', CategoryId: 8, Cardtype: 'MSIC', Reason: 'm', ShortReason: 'Port worker' },
];
const reference = {
  operationalNeeds: needs,
  accessFrequencies: [{ Value: 'Every day', Label: 'Every day' }, { Value: 'Weekly', Label: 'Weekly' }],
  issuingBodies: [
    { Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' as const },
    { Id: 5, Code: 'BNE', Name: 'Brisbane Airport', Cardtype: 'ASIC' as const },
    { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' as const },
  ],
};
const context = { today, reference };

const employer: Draft = {
  Employername: 'Qantas Airways Limited', Employerabn: '16 009 661 901', Employercountry: 'AU', Employeraddress: '10 Bourke Rd',
  Employersuburb: 'MASCOT', Employerstate: 'NSW', Employerpostcode: '2020', Employerfirstname: 'Sam', Employersurname: 'Lee',
  Employeremail: 'sam.lee@example.com', Employerphone: '02 9691 3636', Employerposition: 'Baggage handler',
};
const occupation = 'I load and unload baggage and freight on aircraft at the domestic terminal every shift.';
const asic: Draft = {
  _company: 'default', _cardType: 'asic', OperationalNeedId: 1, Appsubtype: 'R',
  ExtraData: { OpNeedType: 'employer', OpNeedOccupation: occupation, OpNeedAccessFreq: 'Every day' },
  airports: [{ Id: 90, Airport: 'Sydney (SYD)' }],
  ...employer,
};

describe('SPEC §2 step 3: a complete ASIC application passes', () => {
  it('has no errors', () => {
    expect(cardStepErrors(asic, context)).toEqual({});
  });
});

describe('which questions step 3 asks (SPEC §4)', () => {
  it.each([
    ['a first ASIC', asic, { renewal: false, operationalNeed: true, accessFrequency: true, airports: true, employer: true }],
    ['a white ASIC', { ...asic, Appsubtype: 'W' }, { operationalNeed: true, accessFrequency: false, airports: false, employer: true }],
    ['job ready', { ...asic, _jobReady: true }, { operationalNeed: false, accessFrequency: false, airports: false, employer: false }],
    ['an MSIC', { ...asic, _cardType: 'msic' }, { cardType: 'msic', airports: false, accessFrequency: true }],
    ['a renewal', { ...asic, _renew: true }, { renewal: true }],
    ['sfc', { ...asic, _company: 'sfc' }, { studentAndStaff: true }],
    ['postal', { ...asic, _company: 'postal' }, { needFixed: true }],
    ['default: anyone may confirm', asic, { opNeedTypes: ['employer', 'self employed', 'recreational', 'private pilot', 'trainee pilot', 'pilot', 'lame'] }],
    ['chcheli: the organisation confirms', { ...asic, _company: 'chcheli' }, { opNeedTypes: ['employer', 'recreational', 'trainee pilot', 'pilot', 'lame'] }],
  ] as const)('%s', (_what, draft, expected) => {
    expect(step3Questions(draft as Draft)).toMatchObject(expected);
  });
});

describe('SPEC §2 step 3 errors, field by field', () => {
  it.each([
    ['no need chosen', { OperationalNeedId: null }, { OperationalNeedId: 'required' }],
    ['a need of the other card', { OperationalNeedId: 11 }, { OperationalNeedId: 'invalid' }],
    ['a need not in the list', { OperationalNeedId: 999 }, { OperationalNeedId: 'invalid' }],
    ['no need type', { ExtraData: { ...asic.ExtraData, OpNeedType: '' } }, { 'ExtraData.OpNeedType': 'required' }],
    ['an unknown need type', { ExtraData: { ...asic.ExtraData, OpNeedType: 'astronaut' } }, { 'ExtraData.OpNeedType': 'invalid' }],
    // docs/decisions.md 'The asset brands' statement': the organisation confirms the need, so nobody is their own sponsor.
    ['self-employed on chcheli', { _company: 'chcheli', ExtraData: { ...asic.ExtraData, OpNeedType: 'self employed' } }, { 'ExtraData.OpNeedType': 'invalid' }],
    ['a private pilot on chcheli', { _company: 'chcheli', ExtraData: { ...asic.ExtraData, OpNeedType: 'private pilot' } }, { 'ExtraData.OpNeedType': 'invalid' }],
    ['an occupation under 10 words', { ExtraData: { ...asic.ExtraData, OpNeedOccupation: 'I fly planes' } }, { 'ExtraData.OpNeedOccupation': 'minwords' }],
    ['no access frequency', { ExtraData: { ...asic.ExtraData, OpNeedAccessFreq: '' } }, { 'ExtraData.OpNeedAccessFreq': 'required' }],
    ['an access frequency not offered', { ExtraData: { ...asic.ExtraData, OpNeedAccessFreq: 'Hourly' } }, { 'ExtraData.OpNeedAccessFreq': 'invalid' }],
    ['no airport', { airports: [] }, { airports: 'required' }],
    ['no employer name', { Employername: '' }, { Employername: 'required' }],
    ['a malformed ABN', { Employerabn: '1234' }, { Employerabn: 'abn' }],
    ['an employer email that is no address', { Employeremail: 'sam@' }, { Employeremail: 'email' }],
    ['an employer phone that is no number', { Employerphone: 'call me' }, { Employerphone: 'phone' }],
    ['an Australian employer without a postcode', { Employerpostcode: '' }, { Employerpostcode: 'required' }],
    ['an Australian employer with a bad postcode', { Employerpostcode: '20' }, { Employerpostcode: 'postcode' }],
    ['no position', { Employerposition: '' }, { Employerposition: 'required' }],
  ] as const)('%s', (_what, change, expected) => {
    expect(cardStepErrors({ ...asic, ...change } as Draft, context)).toEqual(expected);
  });

  it('an employer abroad needs no state or postcode and may have any town', () => {
    const abroad = { ...asic, Employercountry: 'NZ', Employerstate: '', Employerpostcode: '', Employersuburb: 'Te Awamutu' };
    expect(cardStepErrors(abroad, context)).toEqual({});
  });

  it('an Australian employer\'s suburb must be a known locality when the data is at hand', () => {
    const known = (name: string, state: string, postcode: string) => name === 'MASCOT' && state === 'NSW' && postcode === '2020';
    expect(cardStepErrors(asic, { ...context, knownLocality: known })).toEqual({});
    expect(cardStepErrors({ ...asic, Employerpostcode: '2000' }, { ...context, knownLocality: known })).toEqual({ Employersuburb: 'locality' });
  });

  it('a white card asks no airports or access frequency; job ready asks neither need nor employer', () => {
    const white = { ...asic, OperationalNeedId: 10, Appsubtype: 'W' as const, airports: [], ExtraData: { OpNeedType: 'employer', OpNeedOccupation: occupation } };
    expect(cardStepErrors(white, context)).toEqual({});
    expect(cardStepErrors({ _company: 'default', _cardType: 'asic', _jobReady: true, Appsubtype: '2' }, context)).toEqual({});
  });

  it('the postal brand\'s fixed need asks no choice of need or occupation', () => {
    const postal = { ...asic, _company: 'postal', OperationalNeedId: null, ExtraData: { OpNeedAccessFreq: 'Every day' } };
    expect(cardStepErrors(postal, context)).toEqual({});
  });

  it('sfc asks student or staff, and a student\'s enrolment date', () => {
    const sfc = { ...asic, _company: 'sfc' };
    expect(cardStepErrors(sfc, context)).toEqual({ 'ExtraData.SfcStudentStaff': 'required' });
    expect(cardStepErrors({ ...sfc, ExtraData: { ...sfc.ExtraData, SfcStudentStaff: 'Student' } }, context))
      .toEqual({ 'ExtraData.SfcEnrolmentDate': 'required' });
    expect(cardStepErrors({ ...sfc, ExtraData: { ...sfc.ExtraData, SfcStudentStaff: 'Staff' } }, context)).toEqual({});
  });
});

describe('SPEC §5 renewals: the existing card', () => {
  const renewal = { ...asic, _renew: true, Issuingbodyid: 5, Asicnum: 'AB12345', Asicexpirydate: '2027-03-31' };
  it.each([
    ['another issuer\'s ASIC number (7 letters or digits)', {}, {}],
    ['our own ASIC number, VEA and 7 digits', { Issuingbodyid: 1, Asicnum: 'VEA0001523' }, {}],
    ['our own issuer with another form', { Issuingbodyid: 1, Asicnum: 'AB12345' }, { Asicnum: 'asicnumber' }],
    ['another issuer with a 6-character number', { Asicnum: 'AB1234' }, { Asicnum: 'asicnumber' }],
    ['no issuing body', { Issuingbodyid: null }, { Issuingbodyid: 'required' }],
    ['an MSIC-only issuer for an ASIC', { Issuingbodyid: 18 }, { Issuingbodyid: 'invalid' }],
    ['no expiry', { Asicexpirydate: '' }, { Asicexpirydate: 'required' }],
    ['an expiry that is no date', { Asicexpirydate: '2027-02-30' }, { Asicexpirydate: 'date' }],
    ['an expiry over 4 years ahead', { Asicexpirydate: '2030-11-23' }, { Asicexpirydate: 'cardexpiry' }],
    ['an expiry exactly 4 years ahead', { Asicexpirydate: '2030-11-22' }, {}],
    ['an expired card (renewing late)', { Asicexpirydate: '2026-10-01' }, {}],
  ] as const)('%s', (_what, change, expected) => {
    expect(cardStepErrors({ ...renewal, ...change } as Draft, context)).toEqual(expected);
  });

  it.each([
    ['another issuer: 3 letters and 5 to 9 digits', 18, 'FPA 123456', {}],
    ['another issuer, malformed', 18, 'FP123456', { Msicnum: 'msicnum' }],
    ['ours: VEP and 7 digits', 1, 'VEP 0001523', {}],
    ['ours, malformed', 1, 'FPA 123456', { Msicnum: 'veritasmsicnum' }],
  ] as const)('an MSIC renewal, %s', (_what, issuer, number, expected) => {
    const msic = { ...renewal, _cardType: 'msic' as const, OperationalNeedId: 11, airports: [], Asicnum: undefined, Issuingbodyid: issuer, Msicnum: number };
    expect(cardStepErrors(msic, context)).toEqual(expected);
  });
});

describe('step 4: payment option and terms', () => {
  it.each([
    ['all given', { ExtraData: { lodgementOption: 'inperson' }, _termsAccepted: true, _declarationAccepted: true }, {}],
    ['nothing given', {}, { 'ExtraData.lodgementOption': 'required', _termsAccepted: 'checked', _declarationAccepted: 'checked' }],
    ['an option the brand does not offer', { ExtraData: { lodgementOption: 'postal' }, _termsAccepted: true, _declarationAccepted: true },
      { 'ExtraData.lodgementOption': 'invalid' }],
  ] as const)('%s', (_what, draft, expected) => {
    expect(confirmStepErrors({ _company: 'default', ...draft } as Draft, { today })).toEqual(expected);
  });

  it('the postal brand pays at the post office; the asset brands by the organisation', () => {
    const agreed = { _termsAccepted: true, _declarationAccepted: true };
    expect(confirmStepErrors({ _company: 'postal', ExtraData: { lodgementOption: 'postal' }, ...agreed }, { today })).toEqual({});
    expect(confirmStepErrors({ _company: 'chcheli', ExtraData: { lodgementOption: 'asset-asic' }, ...agreed }, { today })).toEqual({});
  });
});

// A self-employed applicant or private pilot signs their own statement before sending.
describe('step 4: the self-sponsor’s signature', () => {
  const agreed = { ExtraData: { lodgementOption: 'inperson' }, _termsAccepted: true, _declarationAccepted: true, OperationalNeedId: 1 };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an employer’s need: no signature here', { ExtraData: { ...agreed.ExtraData, OpNeedType: 'employer' } }, {}],
    ['self-employed, not signed', { ExtraData: { ...agreed.ExtraData, OpNeedType: 'self employed' } }, { _signatureFile: 'signature' }],
    ['a private pilot, not signed', { ExtraData: { ...agreed.ExtraData, OpNeedType: 'private pilot' } }, { _signatureFile: 'signature' }],
    ['self-employed, signed', { ExtraData: { ...agreed.ExtraData, OpNeedType: 'self employed' }, _signatureFile: 'a1.png' }, {}],
    ['job ready: nobody signs', { ExtraData: { ...agreed.ExtraData, OpNeedType: 'self employed' }, _jobReady: true }, {}],
  ])('%s', (_, changes, errors) => {
    expect(confirmStepErrors({ _company: 'default', ...agreed, ...changes } as Draft, { today: new Date(2026, 10, 23) })).toEqual(errors);
  });
});
