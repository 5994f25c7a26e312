// The parts a draft's schema is built of (draft.ts; the field catalogue gives each question's fields theirs): the
// spec's codes, the lengths, and the schemas of its lists and nested objects. Everything is optional: a draft holds
// whatever the applicant has typed so far. Dates are ISO calendar dates (YYYY-MM-DD). A choice not made yet is ''
// or null.
import { Type, type TSchema } from 'typebox';

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
export const NAME = 50;
export const EMAIL = 254; // RFC 5321's longest deliverable address
export const PHONE = 15; // SPEC §5 phone format
export const LINE = 100;
export const SUBURB = 50;
export const STATE = 50; // a state or province name outside Australia
export const POSTCODE = 10; // postal codes elsewhere run to 10 (Brazil 00000-000, US ZIP+4)
export const COUNTRY = 2; // ISO 3166-1 alpha-2
export const DATE = 10; // YYYY-MM-DD
export const CODE = 20; // short internal codes and flags

export const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
export const flag = () => Type.Optional(Type.Boolean());
export const whole = () => Type.Optional(Type.Integer());
export const wholeOrNull = () => Type.Optional(Type.Union([Type.Integer(), Type.Null()]));
/** One of `values`; '' or null while not chosen yet. */
export function choice<const T extends readonly (string | number)[]>(values: T) {
  return Type.Optional(Type.Union([Type.Enum([...values, ''] as [...T, '']), Type.Null()]));
}
export const closed = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
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

export const DraftAirportSchema = closed({
  Id: Type.Integer(),
  Airport: text(LINE),
  CanAsa: flag(),
  AsaTypeId: whole(),
});

/** SPEC §9 sfc student and staff flow. */
export const STUDENT_OR_STAFF = ['Student', 'Staff'] as const;
