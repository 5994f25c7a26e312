// The draft application of SPEC §3 'Draft application (user)', written once as a schema (TypeBox, which is JSON
// Schema): it gives the TypeScript type `Draft`, the autosave's shape check (saveErrors), the length limits the
// inputs and the checks use (fieldLimits), and the body schema of the draft routes in the api. Field names are
// the spec's, so the spec stays the one reference. Everything is optional: a draft holds whatever the applicant
// has typed so far. Dates are ISO calendar dates (YYYY-MM-DD). A choice not made yet is '' or null.
import { Type, type Static, type TSchema } from 'typebox';

/** SPEC §9 previous name types. */
export const PREVIOUS_NAME_TYPES = ['Previous', 'Also known as', 'Maiden'] as const;
export type PreviousNameType = (typeof PREVIOUS_NAME_TYPES)[number];

/** SPEC §9 contact types: home, work, mobile. */
export const CONTACT_TYPES = ['H', 'W', 'M'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const GENDERS = ['M', 'F', 'X'] as const;
export type Gender = (typeof GENDERS)[number];

/** SPEC §9 document type ids. */
export const DocumentType = {
  BirthCertificate: 4,
  Citizenship: 5,
  Descent: 6,
  ImmiCard: 7,
  Visa: 8,
  ProtectionVisa: 9,
} as const;
export type DocumentTypeId = (typeof DocumentType)[keyof typeof DocumentType];

// Lengths: SPEC §5 'Maximum lengths' for the identity documents (see also idDocumentLimits in validation); the rest
// are ours, chosen to fit real values with room to spare.
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

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
const flag = () => Type.Optional(Type.Boolean());
const whole = () => Type.Optional(Type.Integer());
const wholeOrNull = () => Type.Optional(Type.Union([Type.Integer(), Type.Null()]));
/** One of `values`; '' or null while not chosen yet. */
function choice<const T extends readonly (string | number)[]>(values: T) {
  return Type.Optional(Type.Union([Type.Enum([...values, ''] as [...T, '']), Type.Null()]));
}
const closed = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

export const PreviousNameSchema = closed({
  Firstname: text(NAME),
  Middlenames: text(NAME),
  Surname: text(NAME),
  Type: choice(PREVIOUS_NAME_TYPES),
});

const placeFields = {
  /** ISO 3166-1 alpha-2 code; AU for Australia. */
  Country: text(COUNTRY),
  Line1: text(LINE),
  Localityname: text(SUBURB),
  /** State short name (NSW…) in Australia, free text elsewhere. */
  State: text(STATE),
  Postcode: text(POSTCODE),
  FromDate: text(DATE),
  ToDate: text(DATE),
};

export const AddressSchema = closed(placeFields);

export const PostalAddressSchema = closed({
  ...placeFields,
  /** The postal address is the current residential address. */
  _postalSame: flag(),
});

/**
 * Proof-of-identity document details (SPEC §3 '_idDocument', §5 formats and limits). Which fields apply depends
 * on the document type: birth certificate (State, RegistrationNumber, RegistrationYear, CertificateNumber,
 * FamilyName, GivenNames, Exemption 'Tas1970'), citizenship (Name, StockNumber, AcquisitionDate), descent (Name,
 * ClientId, RegisterNumber, EntryNumber), ImmiCard (Name, ImmicardNumber), visa and protection visa (Name,
 * PassportNumber, PassportCountry; 'OffshoreVisa' exemption). Where one field serves several documents its limit
 * here is the largest; idDocumentLimits has each document's own.
 */
export const IdDocumentDetailsSchema = closed({
  State: text(3), // an Australian state short name
  RegistrationNumber: text(10), // the longest rule of SPEC §5 'birth certificate number'
  RegistrationYear: text(4),
  RegistrationDate: text(DATE),
  CertificateNumber: text(11),
  FamilyName: text(50),
  GivenNames: text(60),
  Name: text(100),
  StockNumber: text(11),
  AcquisitionDate: text(DATE),
  ClientId: text(11),
  RegisterNumber: text(4),
  EntryNumber: text(5),
  ImmicardNumber: text(9), // 3 letters and 6 digits
  PassportNumber: text(14),
  PassportCountry: text(COUNTRY),
  /** 'Tas1970' for Tasmanian birth certificates before 1970; 'OffshoreVisa' for visas. */
  Exemption: text(CODE),
});

export const IdDocumentSchema = closed({
  Id: choice(Object.values(DocumentType)),
  Details: Type.Optional(IdDocumentDetailsSchema),
});

export const DraftExtraDataSchema = closed({
  OpNeedType: text(CODE),
  OpNeedOccupation: text(1000), // a description of at least 10 words (SPEC §9)
  OpNeedAccessFreq: text(NAME),
  _numAirports: whole(),
  /** SPEC §4: true for applicants under 18. */
  Provisional: flag(),
  lodgementOption: text(NAME),
  SfcStudentStaff: text(NAME),
  SfcEnrolmentDate: text(DATE),
  _badAirport: flag(),
});

export const DraftAirportSchema = closed({
  Id: Type.Integer(),
  Airport: text(LINE),
  CanAsa: flag(),
  AsaTypeId: whole(),
});

export const DraftSchema = closed({
  // Name and contact
  Firstname: text(NAME),
  Middlenames: text(NAME),
  Surname: text(NAME),
  Email: text(EMAIL),
  /** Not in SPEC §3's list: the confirmation the applicant types, checked against Email (SPEC §5). */
  EmailConfirm: text(EMAIL),
  Homephonenumber: text(PHONE),
  Workphonenumber: text(PHONE),
  Mobilephonenumber: text(PHONE),
  Prefcontact: choice(CONTACT_TYPES),
  // Personal
  Birthdate: text(DATE),
  Gender: choice(GENDERS),
  /** ISO 3166-1 alpha-2 code. */
  Birthcountry: text(COUNTRY),
  Birthplace: text(NAME),
  Birthstate: text(STATE),
  /** ISO 3166-1 alpha-2 code. */
  Citizenship: text(COUNTRY),
  // Application (steps 3 and 4)
  Apptype: choice(['R', 'S', 'P', 'A', 'W']),
  Appsubtype: choice(['W', 'R', 'G', '2', '4']),
  Site: choice([0, 4, 5, 6, 7]),
  OpNeed: text(LINE),
  OperationalNeedId: wholeOrNull(),
  Sponsored: flag(),
  Msicnum: text(13), // 3 letters, a space, 9 digits
  Asicnum: text(10), // VEA and 7 digits
  Asicexpirydate: text(DATE),
  Issuingbodyid: wholeOrNull(),
  airports: Type.Optional(Type.Array(DraftAirportSchema, { maxItems: 500 })), // more than every Australian airport
  selfEmployed: flag(),
  Employername: text(LINE),
  /** The employer's ABN as typed (11 digits, spaces allowed), and the name the register gave for it. */
  Employerabn: text(14),
  Employerbusinessname: text(200),
  Employeraddress: text(LINE),
  Employersuburb: text(SUBURB),
  Employerstate: text(STATE),
  Employerpostcode: text(POSTCODE),
  Employercountry: text(COUNTRY),
  Employerfirstname: text(NAME),
  Employersurname: text(NAME),
  Employeremail: text(EMAIL),
  Employerphone: text(PHONE),
  Employerposition: text(LINE),
  ExtraData: Type.Optional(DraftExtraDataSchema),
  // Lists
  _previousNames: Type.Optional(Type.Array(PreviousNameSchema, { maxItems: 10 })),
  _address: Type.Optional(Type.Array(AddressSchema, { maxItems: 2 })), // SPEC §9: at most 2 addresses
  _postalAddress: Type.Optional(PostalAddressSchema),
  _idDocument: Type.Optional(IdDocumentSchema),
  // Internal flags (SPEC §3)
  _id: whole(),
  _peopleId: wholeOrNull(),
  /** Number of completed steps, 0 to the brand's number of steps. */
  _stepCompleted: whole(),
  _formLink: text(200),
  _formFilledIn: flag(),
  _mailLinkSent: flag(),
  _company: text(CODE),
  _cardType: choice(['asic', 'msic']),
  _renew: flag(),
  _companyId: wholeOrNull(),
  /** The applicant has only one name (it goes in Surname). */
  _singlename: flag(),
  /** The applicant has been known by another name (shows the previous names list). */
  _hasPreviousNames: flag(),
  /** The applicant will bring identity documents in person instead of entering them now. */
  _skippedId: flag(),
  _adgCardAccess: flag(),
  /** Job ready (SPEC §4): a two-year card applied for before having a job. */
  _jobReady: flag(),
  /** The white MSIC flow (`?white_msic`, SPEC §2). */
  _whiteMsic: flag(),
  /** A four-year MSIC rather than a two-year one. */
  _fourYear: flag(),
  /** Step 4's terms checkboxes: the terms and conditions, and the declaration that the answers are true. */
  _termsAccepted: flag(),
  _declarationAccepted: flag(),
  _signatureFile: text(200),
  _notSaved: flag(),
  _linkDisabled: flag(),
  _isSaved: flag(),
  /** Our addition (ARCHITECTURE 'Persistence and access'): a save must name the version it changes. */
  _version: whole(),
});

export type Draft = Static<typeof DraftSchema>;
export type PreviousName = Static<typeof PreviousNameSchema>;
export type Address = Static<typeof AddressSchema>;
export type PostalAddress = Static<typeof PostalAddressSchema>;
export type IdDocumentDetails = Static<typeof IdDocumentDetailsSchema>;
export type IdDocument = Static<typeof IdDocumentSchema>;
export type DraftExtraData = Static<typeof DraftExtraDataSchema>;
export type DraftAirport = Static<typeof DraftAirportSchema>;
