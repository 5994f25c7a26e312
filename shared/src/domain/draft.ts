// The draft application of SPEC §3 'Draft application (user)'. Field names are the spec's, so the spec stays the
// one reference. Everything is optional: a draft holds whatever the applicant has typed so far. Dates are ISO
// calendar dates (YYYY-MM-DD).

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

export interface PreviousName {
  Firstname?: string;
  Middlenames?: string;
  Surname?: string;
  Type?: PreviousNameType;
}

export interface Address {
  /** ISO 3166-1 alpha-2 code; AU for Australia. */
  Country?: string;
  Line1?: string;
  Localityname?: string;
  /** State short name (NSW…) in Australia, free text elsewhere. */
  State?: string;
  Postcode?: string;
  FromDate?: string;
  ToDate?: string;
}

export interface PostalAddress extends Address {
  /** The postal address is the current residential address. */
  _postalSame?: boolean;
}

/**
 * Proof-of-identity document details (SPEC §3 '_idDocument', §5 formats and limits). Which fields apply depends
 * on the document type: birth certificate (State, RegistrationNumber, RegistrationYear, CertificateNumber,
 * FamilyName, GivenNames, Exemption 'Tas1970'), citizenship (Name, StockNumber, AcquisitionDate), descent (Name,
 * ClientId, RegisterNumber, EntryNumber), ImmiCard (Name, ImmicardNumber), visa and protection visa (Name,
 * PassportNumber, PassportCountry; 'OffshoreVisa' exemption).
 */
export interface IdDocumentDetails {
  State?: string;
  RegistrationNumber?: string;
  RegistrationYear?: string;
  RegistrationDate?: string;
  CertificateNumber?: string;
  FamilyName?: string;
  GivenNames?: string;
  Name?: string;
  StockNumber?: string;
  AcquisitionDate?: string;
  ClientId?: string;
  RegisterNumber?: string;
  EntryNumber?: string;
  ImmicardNumber?: string;
  PassportNumber?: string;
  PassportCountry?: string;
  /** 'Tas1970' for Tasmanian birth certificates before 1970; 'OffshoreVisa' for visas. */
  Exemption?: string;
}

export interface IdDocument {
  Id?: DocumentTypeId | null;
  Details?: IdDocumentDetails;
}

export interface DraftExtraData {
  OpNeedType?: string;
  OpNeedOccupation?: string;
  OpNeedAccessFreq?: string;
  _numAirports?: number;
  /** SPEC §4: true for applicants under 18. */
  Provisional?: boolean;
  lodgementOption?: string;
  SfcStudentStaff?: string;
  SfcEnrolmentDate?: string;
  _badAirport?: boolean;
}

export interface DraftAirport {
  Id: number;
  Airport?: string;
  CanAsa?: boolean;
  AsaTypeId?: number;
}

export interface Draft {
  // Name and contact
  Firstname?: string;
  Middlenames?: string;
  Surname?: string;
  Email?: string;
  /** Not in SPEC §3's list: the confirmation the applicant types, checked against Email (SPEC §5). */
  EmailConfirm?: string;
  Homephonenumber?: string;
  Workphonenumber?: string;
  Mobilephonenumber?: string;
  Prefcontact?: ContactType;
  // Personal
  Birthdate?: string;
  Gender?: Gender;
  /** ISO 3166-1 alpha-2 code. */
  Birthcountry?: string;
  Birthplace?: string;
  Birthstate?: string;
  /** ISO 3166-1 alpha-2 code. */
  Citizenship?: string;
  // Application (steps 3 and 4)
  Apptype?: 'R' | 'S' | 'P' | 'A' | 'W';
  Appsubtype?: 'W' | 'R' | 'G' | '2' | '4' | '';
  Site?: 0 | 4 | 5 | 6 | 7;
  OpNeed?: string;
  OperationalNeedId?: number | null;
  Sponsored?: boolean;
  Msicnum?: string;
  Asicnum?: string;
  Asicexpirydate?: string;
  Issuingbodyid?: number | null;
  airports?: DraftAirport[];
  selfEmployed?: boolean;
  Employername?: string;
  Employeraddress?: string;
  Employersuburb?: string;
  Employerstate?: string;
  Employerpostcode?: string;
  Employercountry?: string;
  Employerfirstname?: string;
  Employersurname?: string;
  Employeremail?: string;
  Employerphone?: string;
  Employerposition?: string;
  ExtraData?: DraftExtraData;
  // Lists
  _previousNames?: PreviousName[];
  _address?: Address[];
  _postalAddress?: PostalAddress;
  _idDocument?: IdDocument;
  // Internal flags (SPEC §3)
  _id?: number;
  _peopleId?: number | null;
  /** Number of completed steps, 0 to 4 (3 for the asset brands). */
  _stepCompleted?: number;
  _formLink?: string;
  _formFilledIn?: boolean;
  _mailLinkSent?: boolean;
  _company?: string;
  _cardType?: 'asic' | 'msic';
  _renew?: boolean;
  _companyId?: number | null;
  /** The applicant has only one name (it goes in Surname). */
  _singlename?: boolean;
  /** The applicant has been known by another name (shows the previous names list). */
  _hasPreviousNames?: boolean;
  /** The applicant will bring identity documents in person instead of entering them now. */
  _skippedId?: boolean;
  _adgCardAccess?: boolean;
  _signatureFile?: string;
  _notSaved?: boolean;
  _linkDisabled?: boolean;
  _isSaved?: boolean;
  /** Our addition (ARCHITECTURE 'Persistence and access'): a save must name the version it changes. */
  _version?: number;
}

/** Rejected field (dotted path, e.g. `_address.0.Postcode`) to its SPEC §5 error key. */
export type FieldErrors = Record<string, string>;
