import type { Draft } from '@cards/shared/domain';

// A whole default-brand ASIC application, step by step, as the pages send it: the api's tests and the journeys that
// need an application sent without walking its pages (e2e/tests/sent-application.ts) start from it. Data only.

/** Step 1 (SPEC §2: personal and contact details) filled in as a careful applicant would. */
export const step1: Draft = {
  Firstname: 'Jane',
  Middlenames: 'Mary',
  Surname: 'Citizen',
  Email: 'jane.citizen@example.com',
  EmailConfirm: 'jane.citizen@example.com',
  Mobilephonenumber: '0412 345 678',
  Prefcontact: 'M',
  Birthdate: '1990-05-17',
  Gender: 'F',
  Birthcountry: 'AU',
  Birthplace: 'Perth',
  Birthstate: 'WA',
  Citizenship: 'AU',
  _singlename: false,
  _hasPreviousNames: false,
  _skippedId: true,
};

/** Step 2 (SPEC §2: address history): one address held for more than 10 years. */
export const step2: Draft = {
  _address: [{
    Country: 'AU',
    Line1: '12 Hay Street',
    Localityname: 'Perth',
    State: 'WA',
    Postcode: '6000',
    FromDate: '2010-01-01',
    ToDate: new Date().toISOString().slice(0, 10),
  }],
  _postalAddress: { _postalSame: true },
};

/** Step 3 (SPEC §2: card, operational need, employer, airports) for a default-brand ASIC. */
export const step3: Draft = {
  OperationalNeedId: 3,
  ExtraData: {
    OpNeedType: 'employer',
    OpNeedOccupation: 'I load and unload baggage and freight on aircraft on the apron at the domestic terminal.',
    OpNeedAccessFreq: 'Every day',
  },
  // The Australia-wide card (AUS, id 1): in every brand's list.
  airports: [{ Id: 1, Airport: 'Australia-wide (AUS)' }],
  Employername: 'Harbour Ground Services Pty Ltd',
  Employerabn: '89 111 111 111',
  Employercountry: 'AU',
  Employeraddress: '10 Bourke Road',
  Employerstate: 'NSW',
  Employersuburb: 'MASCOT',
  Employerpostcode: '2020',
  Employerfirstname: 'Sam',
  Employersurname: 'Lee',
  Employeremail: 'sam.lee@example.com',
  Employerphone: '02 9691 3636',
  Employerposition: 'Baggage handler',
};

/** Step 4 (SPEC §2): in person, terms and declaration agreed. Its ExtraData goes with step 3's. */
export const step4: Draft = { _termsAccepted: true, _declarationAccepted: true };

/** A whole default-brand application, every step answered. */
export const wholeApplication: Draft = {
  ...step1, ...step2, ...step3, ...step4, ExtraData: { ...step3.ExtraData, lodgementOption: 'inperson' },
};
