// Field labels by draft path, for the error messages, which the field and the summary show in the same words
// (so each names its field on its own: 'Enter the street address of your previous address'). `.n.` stands for
// any list index and `{n}` for the item's number on the page.
import type { Draft, ErrorKey } from '@cards/shared/domain';
import { birthRegistrationNumberForm } from '@cards/shared/validation';

/** A step's labels, and which of its fields are choices (a select or radios), whose missing answer is 'Choose …'. */
export interface StepLabels {
  labels: Record<string, string>;
  choices: ReadonlySet<string>;
  /** A message that depends on other answers, where the general one would not say what is expected. */
  special?: (path: string, key: ErrorKey, data: Draft) => string | undefined;
}

export const step1Labels: StepLabels = {
  // A registration number in the wrong form says the form of the state chosen.
  special: (path, key, data) => {
    if (path !== '_idDocument.Details.RegistrationNumber' || key !== 'birthcertnumber') return undefined;
    const state = data._idDocument?.Details?.State;
    const form = birthRegistrationNumberForm(state);
    return form && `A birth registered in ${state} has a registration number of ${form} – check the certificate`;
  },
  labels: {
    Firstname: 'your first name',
    Middlenames: 'your middle names',
    Surname: 'your family name',
    _hasPreviousNames: 'whether you have had another name',
    _previousNames: 'your other name',
    '_previousNames.n.Type': 'the type of other name {n}',
    '_previousNames.n.Firstname': 'the first name of other name {n}',
    '_previousNames.n.Middlenames': 'the middle names of other name {n}',
    '_previousNames.n.Surname': 'the family name of other name {n}',
    Birthdate: 'your date of birth',
    Gender: 'your gender',
    Email: 'your email address',
    EmailConfirm: 'your email address again',
    _phones: 'your phone numbers',
    Homephonenumber: 'your home phone number',
    Workphonenumber: 'your work phone number',
    Mobilephonenumber: 'your mobile number',
    Prefcontact: 'the number we should call first',
    Birthcountry: 'your country of birth',
    Birthplace: 'your town or city of birth',
    Birthstate: 'your state or territory of birth',
    Citizenship: 'your citizenship',
    '_idDocument.Id': 'a document to prove your identity',
    '_idDocument.Details.State': 'the state or territory where your birth was registered',
    '_idDocument.Details.RegistrationNumber': 'the registration number',
    '_idDocument.Details.RegistrationYear': 'the registration year',
    '_idDocument.Details.RegistrationDate': 'the registration date',
    '_idDocument.Details.CertificateNumber': 'the certificate number',
    '_idDocument.Details.FamilyName': 'the family name on the certificate',
    '_idDocument.Details.GivenNames': 'the given names on the certificate',
    '_idDocument.Details.Name': 'the name on the document',
    '_idDocument.Details.StockNumber': 'the stock number',
    '_idDocument.Details.AcquisitionDate': 'the date of acquisition',
    '_idDocument.Details.ClientId': 'the client id',
    '_idDocument.Details.RegisterNumber': 'the register number',
    '_idDocument.Details.EntryNumber': 'the entry number',
    '_idDocument.Details.ImmicardNumber': 'the ImmiCard number',
    '_idDocument.Details.PassportNumber': 'the passport number',
    '_idDocument.Details.PassportCountry': 'the country that issued the passport',
  },
  choices: new Set([
    '_hasPreviousNames', '_previousNames.n.Type', 'Gender', 'Prefcontact', 'Birthcountry', 'Birthstate', 'Citizenship',
    '_idDocument.Id', '_idDocument.Details.State', '_idDocument.Details.PassportCountry',
  ]),
};

const PLACE_LABELS = {
  Country: 'country',
  Line1: 'street address',
  Localityname: 'suburb or town',
  State: 'state',
  Postcode: 'postcode',
} as const;

/** The labels of one address's fields: 'the street address of your previous address'. */
function addressLabels(path: string, whose: string): Record<string, string> {
  return Object.fromEntries(Object.entries(PLACE_LABELS).map(([field, label]) => [`${path}.${field}`, `the ${label} of ${whose}`]));
}

export const step2Labels: StepLabels = {
  labels: {
    _address: 'your address history',
    ...addressLabels('_address.0', 'your current address'),
    '_address.0.FromDate': 'the date you moved into your current address',
    ...addressLabels('_address.1', 'your previous address'),
    '_address.1.FromDate': 'the date you moved into your previous address',
    '_address.1.ToDate': 'the date you moved out of your previous address',
    ...addressLabels('_postalAddress', 'your postal address'),
  },
  // The state is a list for an Australian address, the only kind where it is required.
  choices: new Set(['_address.n.Country', '_address.n.State', '_postalAddress.Country', '_postalAddress.State']),
};

export const step3Labels: StepLabels = {
  labels: {
    _jobReady: 'whether you are applying as job ready',
    _fourYear: 'how long you want your card for',
    Issuingbodyid: 'who issued your current card',
    Asicnum: 'your current card number',
    Msicnum: 'your current card number',
    Asicexpirydate: 'the expiry date of your current card',
    'ExtraData.SfcStudentStaff': 'whether you are a student or a staff member',
    'ExtraData.SfcEnrolmentDate': 'the date you enrolled',
    OperationalNeedId: 'why you need the card',
    'ExtraData.OpNeedType': 'who can confirm why you need the card',
    'ExtraData.OpNeedOccupation': 'the description of what you do',
    'ExtraData.OpNeedAccessFreq': 'how often you need to go into secure areas',
    airports: 'the airports you need the card for',
    'airports.n.Id': 'airport {n}',
    Employername: 'the name of your employer or organisation',
    Employerabn: 'the ABN',
    Employercountry: 'the country of your employer\'s address',
    Employeraddress: 'the street address of your employer',
    Employerstate: 'the state of your employer\'s address',
    Employersuburb: 'the suburb or town of your employer\'s address',
    Employerpostcode: 'the postcode of your employer\'s address',
    Employerfirstname: 'the first name of your contact person',
    Employersurname: 'the family name of your contact person',
    Employeremail: 'the email address of your contact person',
    Employerphone: 'the phone number of your contact person',
    Employerposition: 'your job title',
  },
  choices: new Set([
    '_jobReady', '_fourYear', 'Issuingbodyid', 'ExtraData.SfcStudentStaff', 'OperationalNeedId', 'ExtraData.OpNeedType',
    'ExtraData.OpNeedAccessFreq', 'airports', 'Employercountry', 'Employerstate',
  ]),
};
