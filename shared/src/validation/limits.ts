// Maximum lengths of every text field of the draft, in one table that the page (maxlength attributes) and the
// api (saveErrors, stepErrors) both read. The identity document limits are SPEC §5 'Maximum lengths'; the rest
// are ours, chosen to fit real values with room to spare. Keys are draft paths without list indexes:
// `_address.Line1` is the limit of `_address.0.Line1`.
import { DocumentType, type DocumentTypeId, type IdDocumentDetails } from '@cards/shared/domain';

const NAME = 50;
const EMAIL = 254; // RFC 5321's longest deliverable address
const PHONE = 15; // SPEC §5 phone format
const LINE = 100;
const SUBURB = 50;
const STATE = 50; // a state or province name outside Australia
const POSTCODE = 10; // postal codes elsewhere run to 10 (Brazil 00000-000, US ZIP+4)
const COUNTRY = 2; // ISO 3166-1 alpha-2
const DATE = 10; // YYYY-MM-DD
const CODE = 20; // short internal codes and flags

const addressLimits = (prefix: string) => ({
  [`${prefix}.Country`]: COUNTRY,
  [`${prefix}.Line1`]: LINE,
  [`${prefix}.Localityname`]: SUBURB,
  [`${prefix}.State`]: STATE,
  [`${prefix}.Postcode`]: POSTCODE,
  [`${prefix}.FromDate`]: DATE,
  [`${prefix}.ToDate`]: DATE,
});

export const fieldLimits: Readonly<Record<string, number>> = Object.freeze({
  Firstname: NAME,
  Middlenames: NAME,
  Surname: NAME,
  Email: EMAIL,
  EmailConfirm: EMAIL,
  Homephonenumber: PHONE,
  Workphonenumber: PHONE,
  Mobilephonenumber: PHONE,
  Prefcontact: 1,
  Birthdate: DATE,
  Gender: 1,
  Birthcountry: COUNTRY,
  Birthplace: NAME,
  Birthstate: STATE,
  Citizenship: COUNTRY,
  Apptype: 1,
  Appsubtype: 1,
  OpNeed: LINE,
  Msicnum: 13, // 3 letters, a space, 9 digits
  Asicnum: 10, // VEA and 7 digits
  Asicexpirydate: DATE,
  'airports.Airport': LINE,
  Employername: LINE,
  Employeraddress: LINE,
  Employersuburb: SUBURB,
  Employerstate: STATE,
  Employerpostcode: POSTCODE,
  Employercountry: COUNTRY,
  Employerfirstname: NAME,
  Employersurname: NAME,
  Employeremail: EMAIL,
  Employerphone: PHONE,
  Employerposition: LINE,
  'ExtraData.OpNeedType': CODE,
  'ExtraData.OpNeedOccupation': 1000, // a description of at least 10 words (SPEC §9)
  'ExtraData.OpNeedAccessFreq': NAME,
  'ExtraData.lodgementOption': NAME,
  'ExtraData.SfcStudentStaff': NAME,
  'ExtraData.SfcEnrolmentDate': DATE,
  '_previousNames.Firstname': NAME,
  '_previousNames.Middlenames': NAME,
  '_previousNames.Surname': NAME,
  '_previousNames.Type': CODE,
  ...addressLimits('_address'),
  ...addressLimits('_postalAddress'),
  // SPEC §5 'Maximum lengths' where it speaks; where one field serves several documents, the largest, and
  // idDocumentLimits below has each document's own.
  '_idDocument.Details.State': 3, // an Australian state short name
  '_idDocument.Details.RegistrationNumber': 10, // the longest rule of SPEC §5 'birth certificate number'
  '_idDocument.Details.RegistrationYear': 4,
  '_idDocument.Details.RegistrationDate': DATE,
  '_idDocument.Details.CertificateNumber': 11,
  '_idDocument.Details.FamilyName': 50,
  '_idDocument.Details.GivenNames': 60,
  '_idDocument.Details.Name': 100,
  '_idDocument.Details.StockNumber': 11,
  '_idDocument.Details.AcquisitionDate': DATE,
  '_idDocument.Details.ClientId': 11,
  '_idDocument.Details.RegisterNumber': 4,
  '_idDocument.Details.EntryNumber': 5,
  '_idDocument.Details.ImmicardNumber': 9, // 3 letters and 6 digits
  '_idDocument.Details.PassportNumber': 14,
  '_idDocument.Details.PassportCountry': COUNTRY,
  '_idDocument.Details.Exemption': CODE,
  _formLink: 200,
  _company: CODE,
  _cardType: 4,
  _signatureFile: 200,
});

/** SPEC §5 'Maximum lengths' by document type, where a field's limit differs between documents. */
export const idDocumentLimits: Readonly<Partial<Record<DocumentTypeId, Partial<Record<keyof IdDocumentDetails, number>>>>> =
  Object.freeze({
    [DocumentType.Citizenship]: { Name: 100, StockNumber: 11 },
    [DocumentType.Descent]: { Name: 100, ClientId: 11, RegisterNumber: 4, EntryNumber: 5 },
    [DocumentType.ImmiCard]: { Name: 49 },
    [DocumentType.Visa]: { Name: 49, PassportNumber: 14 },
    [DocumentType.ProtectionVisa]: { Name: 49, PassportNumber: 14 },
  });

/** SPEC §5: a citizenship certificate stock number has 4 to 11 characters. */
export const STOCK_NUMBER_MIN_LENGTH = 4;

/** Most items a list may hold when saved: 2 addresses (SPEC §9); ours for the others. */
export const listLimits: Readonly<Record<string, number>> = Object.freeze({
  _address: 2,
  _previousNames: 10,
  airports: 500, // more than every Australian airport
});

/** A draft path without its list indexes: `_address.0.Line1` → `_address.Line1`. */
export function limitKey(path: string): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
}

/**
 * The maximum length of the field at `path` (dotted, indexes allowed), taking the document type into account for
 * `_idDocument.Details.*`. Undefined for a path that is not a text field.
 */
export function maxLengthOf(path: string, documentType?: DocumentTypeId | null): number | undefined {
  const key = limitKey(path);
  const detail = key.startsWith('_idDocument.Details.') ? (key.slice('_idDocument.Details.'.length) as keyof IdDocumentDetails) : undefined;
  const byType = detail && documentType != null ? idDocumentLimits[documentType]?.[detail] : undefined;
  return byType ?? fieldLimits[key];
}
