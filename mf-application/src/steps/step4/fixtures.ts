// Test data for step 4's tests: a default-brand ASIC draft whose steps 1 to 3 are complete and right, and the lists
// that name its answers. Tests only (nothing else imports it).
import type { Draft } from '@cards/shared/domain';

export const completeDraft: Draft = {
  _id: 1, _formLink: 'ref123', _version: 3, _stepCompleted: 3, _company: 'default', _cardType: 'asic',
  Firstname: 'Ann', Middlenames: 'Maree', Surname: 'Citizen', _hasPreviousNames: false,
  Birthdate: '1990-05-17', Gender: 'F',
  Email: 'ann@example.com', EmailConfirm: 'ann@example.com', Mobilephonenumber: '0400 000 000', Prefcontact: 'M',
  Birthcountry: 'AU', Birthplace: 'Sydney', Birthstate: 'NSW', Citizenship: 'AU',
  _idDocument: { Id: 4, Details: { State: 'NSW', RegistrationNumber: '1234567', RegistrationYear: '1990', FamilyName: 'Citizen', GivenNames: 'Ann Maree' } },
  _address: [{ Country: 'AU', Line1: '1 Main St', State: 'NSW', Localityname: 'SYDNEY', Postcode: '2000', FromDate: '2010-01-01' }],
  _postalAddress: { _postalSame: true },
  Apptype: 'S', Appsubtype: 'R', Site: 5, OperationalNeedId: 3, OpNeed: 'Airline staff',
  ExtraData: {
    OpNeedType: 'employer', OpNeedOccupation: 'I load and unload baggage on the apron for an airline at Sydney airport every shift',
    OpNeedAccessFreq: 'daily', _numAirports: 1, Provisional: false,
  },
  airports: [{ Id: 10, Airport: 'Sydney (SYD)', CanAsa: true, AsaTypeId: 2 }],
  Employername: 'Sky Airlines', Employercountry: 'AU', Employeraddress: '2 Airport Dr', Employersuburb: 'MASCOT', Employerstate: 'NSW',
  Employerpostcode: '2020', Employerfirstname: 'Bob', Employersurname: 'Boss', Employeremail: 'bob@example.com',
  Employerphone: '02 9999 0000', Employerposition: 'Baggage handler',
};

/** The reference lists by their api paths, as the fake network answers them. */
export const listAnswers: Record<string, unknown> = {
  '/api/country/list': [{ Code: 'AU', Name: 'Australia' }, { Code: 'NZ', Name: 'New Zealand' }],
  '/api/state/list': [{ Id: 1, ShortName: 'NSW', LongName: 'New South Wales' }],
  '/api/id-documents/auscheck-list': [{ Id: 4, Name: 'Australian birth certificate', Category: 'A' }],
  '/api/airport/list': [
    { Id: 10, Airport: 'Sydney (SYD)', Code: 'SYD', Name: 'Sydney', State: 'NSW', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
  ],
  '/api/operational-need/list': [
    { Id: 3, Colour: 'red', Reason: 'Works airside for an airline', ShortReason: 'Airline staff', CategoryId: 1, Cardtype: 'BOTH' },
  ],
  '/api/operational-need-category/list': [{ Id: 1, Name: 'Airlines' }],
  '/api/operational-need-access-frequency/options': [{ Value: 'daily', Label: 'Every day' }],
  '/api/issuing-body/list': [],
};
