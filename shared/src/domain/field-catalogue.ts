// The application form's fields, described once: the section each belongs to (SPEC §5 'Summary messages'), how its
// messages name it, whether it is a choice, the words of its options, and the draft properties it is stored in with
// their schema (the draft's schema is built from them, draft.ts). The step pages, their error summaries, the answers
// (the check-answers page and the application form PDF) and the api's body check all read them from here. In page
// order.
import type { TSchema } from 'typebox';
import { OP_NEED_TYPES, type OpNeedType } from './card-rules.ts';
import {
  CODE, CONTACT_TYPES, COUNTRY, DATE, DraftAirportSchema, EMAIL, GENDERS, IdDocumentSchema, LINE, NAME, PHONE, POSTCODE,
  PREVIOUS_NAME_TYPES, PostalAddressSchema, PreviousNameSchema, AddressSchema, STATE, STUDENT_OR_STAFF, SUBURB, choice, flag,
  text, wholeOrNull,
} from './draft-parts.ts';
import { Type } from 'typebox';

/** The part of the form a section belongs to: a step's own fields, or the summary's ('confirm'). */
export type FormPart = 'personal' | 'addresses' | 'card' | 'confirm';

export interface FieldEntry {
  /** How its messages name it mid-sentence ('your first name'); `{n}` is a list item's number on the page. */
  label?: string;
  /** Labels by list index where the items differ ('your current address', 'your previous address'). */
  itemLabels?: readonly (string | undefined)[];
  /** A select or radios: a missing answer asks to choose rather than to enter. */
  choice?: true;
  /** The words of its options, in the order the page offers them. */
  options?: Readonly<Record<string, string>>;
  /** The answer's question on the check-answers page and the PDF, where a step shows its answers from here. */
  question?: string;
}

export interface CatalogueSection {
  section: string;
  part: FormPart;
  /** The summary message of the section (SPEC §5 for steps 1 and 2; ours, in the same words, for the rest). */
  message: string;
  /** Its fields in page order, by draft path; `n` stands for any list index. */
  fields: Readonly<Record<string, FieldEntry>>;
  /** The draft's own properties its fields are stored in, with their schema (SPEC §3 names them). */
  draft?: Readonly<Record<string, TSchema>>;
  /** Its properties of the draft's ExtraData. */
  extraData?: Readonly<Record<string, TSchema>>;
}

/** No label: a field whose errors are named by the question around it. */
const grouped: FieldEntry = {};

const optionsOf = <T extends string>(values: readonly T[], words: (value: T) => string) =>
  Object.fromEntries(values.map((value) => [value, words(value)])) as Readonly<Record<T, string>>;

const PREVIOUS_NAME_WORDS: Record<(typeof PREVIOUS_NAME_TYPES)[number], string> = {
  Previous: 'Previous name',
  'Also known as': 'Also known as',
  Maiden: 'Maiden name',
};

/** Who can confirm the need, in the applicant's words (the statement's letter names the type in its own). */
const NEED_TYPE_WORDS: Record<OpNeedType, string> = {
  employer: 'My employer',
  'self employed': 'I am self-employed',
  recreational: 'A club, for recreational flying',
  'private pilot': 'I am a private pilot',
  'trainee pilot': 'My flight school (I am a trainee pilot)',
  pilot: 'The operator I fly for (I am a pilot)',
  lame: 'My employer (I am a licensed aircraft maintenance engineer)',
  'port facility': 'A port or port facility I am engaged with, for example as a contractor',
  'industry participant': 'A maritime industry participant I work for, such as a shipping line, a stevedore or an offshore facility operator',
};

const GENDER_WORDS: Record<(typeof GENDERS)[number], string> = { M: 'Male', F: 'Female', X: 'Non-binary or another gender' };

// As an Australian address asks them: the state comes before the suburb, whose search it narrows.
const PLACE = { Country: 'country', Line1: 'street address', State: 'state', Localityname: 'suburb or town', Postcode: 'postcode' } as const;
const PLACE_CHOICES = new Set(['Country', 'State']);

/** An address's fields, named for whose they are: 'the street address of your previous address'. */
function placeFields(path: string, whose: readonly string[]): Record<string, FieldEntry> {
  return Object.fromEntries(Object.entries(PLACE).map(([field, words]) => {
    const labels = whose.map((w) => `the ${words} of ${w}`);
    const entry: FieldEntry = path.endsWith('.n') ? { itemLabels: labels } : { label: labels[0] };
    return [`${path}.${field}`, PLACE_CHOICES.has(field) ? { ...entry, choice: true } : entry];
  }));
}

const ID_DETAILS: Record<string, FieldEntry> = {
  '_idDocument.Details.State': { label: 'the state or territory where your birth was registered', choice: true },
  '_idDocument.Details.RegistrationNumber': { label: 'the registration number' },
  '_idDocument.Details.RegistrationYear': { label: 'the registration year' },
  '_idDocument.Details.RegistrationDate': { label: 'the registration date' },
  '_idDocument.Details.CertificateNumber': { label: 'the certificate number' },
  '_idDocument.Details.FamilyName': { label: 'the family name on the certificate' },
  '_idDocument.Details.GivenNames': { label: 'the given names on the certificate' },
  '_idDocument.Details.Name': { label: 'the name on the document' },
  '_idDocument.Details.StockNumber': { label: 'the stock number' },
  '_idDocument.Details.AcquisitionDate': { label: 'the date of acquisition' },
  '_idDocument.Details.ClientId': { label: 'the client id' },
  '_idDocument.Details.RegisterNumber': { label: 'the register number' },
  '_idDocument.Details.EntryNumber': { label: 'the entry number' },
  '_idDocument.Details.ImmicardNumber': { label: 'the ImmiCard number' },
  '_idDocument.Details.PassportNumber': { label: 'the passport number' },
  '_idDocument.Details.PassportCountry': { label: 'the country that issued the passport', choice: true },
  '_idDocument.Details.Exemption': grouped,
};

const EMPLOYER_PLACE: Record<string, FieldEntry> = {
  Employercountry: { label: 'the country of your employer\'s address', choice: true },
  Employeraddress: { label: 'the street address of your employer' },
  Employerstate: { label: 'the state of your employer\'s address', choice: true },
  Employersuburb: { label: 'the suburb or town of your employer\'s address' },
  Employerpostcode: { label: 'the postcode of your employer\'s address' },
};

// Kept exact, so the draft's type knows each section's properties.
const SECTIONS = [
  // Step 1, in the order of the page: the spec lists email and phone before place of birth and citizenship, the
  // page asks about them after.
  {
    section: 'name',
    part: 'personal',
    message: 'Please ensure your name is entered correctly',
    draft: {
      /** The applicant has only one name (it goes in Surname). */
      _singlename: flag(),
      Firstname: text(NAME),
      Middlenames: text(NAME),
      Surname: text(NAME),
    },
    fields: {
      _singlename: grouped,
      Firstname: { label: 'your first name' },
      Middlenames: { label: 'your middle names' },
      Surname: { label: 'your family name' },
    },
  },
  {
    section: 'previousNames',
    part: 'personal',
    message: 'Please ensure your previous names are entered correctly',
    draft: {
      /** The applicant has been known by another name (shows the previous names list). */
      _hasPreviousNames: flag(),
      _previousNames: Type.Optional(Type.Array(PreviousNameSchema, { maxItems: 10 })),
    },
    fields: {
      _hasPreviousNames: { label: 'whether you have had another name', choice: true },
      _previousNames: { label: 'your other name' },
      '_previousNames.n.Type': { label: 'the type of other name {n}', choice: true, options: optionsOf(PREVIOUS_NAME_TYPES, (t) => PREVIOUS_NAME_WORDS[t]) },
      '_previousNames.n.Firstname': { label: 'the first name of other name {n}' },
      '_previousNames.n.Middlenames': { label: 'the middle names of other name {n}' },
      '_previousNames.n.Surname': { label: 'the family name of other name {n}' },
    },
  },
  {
    section: 'birthdate',
    part: 'personal',
    message: 'Please ensure your date of birth is entered correctly',
    draft: { Birthdate: text(DATE) },
    fields: { Birthdate: { label: 'your date of birth' } },
  },
  {
    section: 'gender',
    part: 'personal',
    message: 'Please ensure your gender is entered correctly',
    draft: { Gender: choice(GENDERS) },
    fields: { Gender: { label: 'your gender', choice: true, options: optionsOf(GENDERS, (g) => GENDER_WORDS[g]) } },
  },
  {
    section: 'birthplace',
    part: 'personal',
    message: 'Please ensure your place of birth is entered correctly',
    /** The country is an ISO 3166-1 alpha-2 code. */
    draft: { Birthcountry: text(COUNTRY), Birthplace: text(NAME), Birthstate: text(STATE) },
    fields: {
      Birthcountry: { label: 'your country of birth', choice: true },
      Birthplace: { label: 'your town or city of birth' },
      Birthstate: { label: 'your state or territory of birth', choice: true },
    },
  },
  {
    section: 'citizenship',
    part: 'personal',
    message: 'Please ensure your citizenship is entered correctly',
    /** An ISO 3166-1 alpha-2 code. */
    draft: { Citizenship: text(COUNTRY) },
    fields: { Citizenship: { label: 'your citizenship', choice: true } },
  },
  {
    section: 'email',
    part: 'personal',
    message: 'Please ensure your email is entered correctly',
    /** EmailConfirm is not in SPEC §3's list: the confirmation the applicant types, checked against Email (SPEC §5). */
    draft: { Email: text(EMAIL), EmailConfirm: text(EMAIL) },
    fields: { Email: { label: 'your email address' }, EmailConfirm: { label: 'your email address again' } },
  },
  {
    section: 'phones',
    part: 'personal',
    message: 'Please ensure your contact numbers are entered correctly',
    draft: { Mobilephonenumber: text(PHONE), Homephonenumber: text(PHONE), Workphonenumber: text(PHONE), Prefcontact: choice(CONTACT_TYPES) },
    fields: {
      _phones: { label: 'your phone numbers' },
      Mobilephonenumber: { label: 'your mobile number' },
      Homephonenumber: { label: 'your home phone number' },
      Workphonenumber: { label: 'your work phone number' },
      Prefcontact: { label: 'the number we should call first', choice: true, options: { M: 'Mobile', H: 'Home', W: 'Work' } },
    },
  },
  {
    section: 'identity',
    part: 'personal',
    message: 'Please ensure your proof of identity is entered correctly',
    draft: {
      /** The applicant will bring identity documents in person instead of entering them now. */
      _skippedId: flag(),
      _idDocument: Type.Optional(IdDocumentSchema),
    },
    fields: {
      _skippedId: grouped,
      _idDocument: grouped,
      '_idDocument.Id': { label: 'a document to prove your identity', choice: true },
      '_idDocument.Details': grouped,
      ...ID_DETAILS,
    },
  },
  // Step 2.
  {
    section: 'addresses',
    part: 'addresses',
    message: 'Please ensure your addresses are entered correctly',
    draft: { _address: Type.Optional(Type.Array(AddressSchema, { maxItems: 2 })) }, // SPEC §9: at most 2 addresses
    fields: {
      _address: { label: 'your address history' },
      '_address.n': grouped,
      ...placeFields('_address.n', ['your current address', 'your previous address']),
      '_address.n.FromDate': { itemLabels: ['the date you moved into your current address', 'the date you moved into your previous address'] },
      '_address.n.ToDate': { itemLabels: [undefined, 'the date you moved out of your previous address'] },
    },
  },
  {
    section: 'postalAddress',
    part: 'addresses',
    message: 'Please ensure your postal address is entered correctly',
    draft: { _postalAddress: Type.Optional(PostalAddressSchema) },
    fields: {
      _postalAddress: grouped,
      '_postalAddress._postalSame': grouped,
      ...placeFields('_postalAddress', ['your postal address']),
      '_postalAddress.FromDate': grouped,
      '_postalAddress.ToDate': grouped,
    },
  },
  // Step 3.
  {
    section: 'card',
    part: 'card',
    message: 'Please ensure your card details are entered correctly',
    draft: {
      /** Job ready (SPEC §4): a two-year card applied for before having a job. */
      _jobReady: flag(),
      /** A four-year MSIC rather than a two-year one. */
      _fourYear: flag(),
      Issuingbodyid: wholeOrNull(),
      Asicnum: text(10), // VEA and 7 digits
      Msicnum: text(13), // 3 letters, a space, 9 digits
      Asicexpirydate: text(DATE),
    },
    fields: {
      _jobReady: { label: 'whether you are applying as job ready', choice: true },
      _fourYear: { label: 'how long you want your card for', choice: true },
      Issuingbodyid: { label: 'who issued your current card', choice: true },
      Asicnum: { label: 'your current card number' },
      Msicnum: { label: 'your current card number' },
      Asicexpirydate: { label: 'the expiry date of your current card' },
    },
  },
  {
    section: 'operationalNeed',
    part: 'card',
    message: 'Please ensure your operational need is entered correctly',
    draft: { OperationalNeedId: wholeOrNull(), Sponsored: flag() },
    extraData: {
      SfcStudentStaff: text(NAME),
      SfcEnrolmentDate: text(DATE),
      OpNeedType: text(CODE),
      OpNeedOccupation: text(1000), // a description of at least 10 words (SPEC §9)
      OpNeedAccessFreq: text(NAME),
    },
    fields: {
      'ExtraData.SfcStudentStaff': {
        label: 'whether you are a student or a staff member',
        choice: true,
        options: optionsOf(STUDENT_OR_STAFF, (v) => (v === 'Student' ? 'A student' : 'A staff member')),
      },
      'ExtraData.SfcEnrolmentDate': { label: 'the date you enrolled' },
      OperationalNeedId: { label: 'why you need the card', choice: true },
      'ExtraData.OpNeedType': { label: 'who can confirm why you need the card', choice: true, options: optionsOf(OP_NEED_TYPES, (t) => NEED_TYPE_WORDS[t]) },
      'ExtraData.OpNeedOccupation': { label: 'the description of what you do' },
      'ExtraData.OpNeedAccessFreq': { label: 'how often you need to go into secure areas', choice: true },
      Sponsored: grouped,
    },
  },
  {
    section: 'airports',
    part: 'card',
    message: 'Please ensure your airports are entered correctly',
    draft: { airports: Type.Optional(Type.Array(DraftAirportSchema, { maxItems: 500 })) }, // more than every Australian airport
    fields: { airports: { label: 'the airports you need the card for', choice: true }, 'airports.n.Id': { label: 'airport {n}' } },
  },
  {
    section: 'employer',
    part: 'card',
    message: 'Please ensure your employer details are entered correctly',
    draft: {
      selfEmployed: flag(),
      Employername: text(LINE),
      /** The employer's ABN as typed: 11 digits, spaces allowed. */
      Employerabn: text(14),
      Employercountry: text(COUNTRY),
      Employeraddress: text(LINE),
      Employerstate: text(STATE),
      Employersuburb: text(SUBURB),
      Employerpostcode: text(POSTCODE),
      Employerfirstname: text(NAME),
      Employersurname: text(NAME),
      Employeremail: text(EMAIL),
      Employerphone: text(PHONE),
      Employerposition: text(LINE),
    },
    fields: {
      selfEmployed: grouped,
      Employername: { label: 'the name of your employer or organisation' },
      Employerabn: { label: 'the ABN' },
      ...EMPLOYER_PLACE,
      Employerfirstname: { label: 'the first name of your contact person' },
      Employersurname: { label: 'the family name of your contact person' },
      Employeremail: { label: 'the email address of your contact person' },
      Employerphone: { label: 'the phone number of your contact person' },
      Employerposition: { label: 'your job title' },
    },
  },
  // The summary's own: how the card is paid for, the statement and the terms.
  {
    section: 'payment',
    part: 'confirm',
    message: 'Please ensure your payment option is entered correctly',
    extraData: { lodgementOption: text(NAME) },
    fields: { 'ExtraData.lodgementOption': { label: 'how you will pay', choice: true } },
  },
  {
    section: 'signature',
    part: 'confirm',
    message: 'Please sign the statement of your operational need',
    draft: { _signatureFile: text(200) },
    fields: { _signatureFile: { label: 'your signature' } },
  },
  {
    section: 'terms',
    part: 'confirm',
    message: 'Please ensure you have agreed to the terms and the declaration',
    /** Step 4's terms checkboxes: the terms and conditions, and the declaration that the answers are true. */
    draft: { _termsAccepted: flag(), _declarationAccepted: flag() },
    fields: {
      _termsAccepted: { label: 'that you agree to the terms and conditions' },
      _declarationAccepted: { label: 'the declaration' },
    },
  },
] as const satisfies readonly CatalogueSection[];

export const FIELD_CATALOGUE: readonly CatalogueSection[] = SECTIONS;

/**
 * Draft fields in no section, and why: no question asks them, so no message names them. Every draft field is in a
 * section above or here (a test walks the draft's schema).
 */
export const FIELDS_NO_QUESTION_ASKS: Readonly<Record<string, string>> = {
  Apptype: 'a code the card rules set from the answers',
  Appsubtype: 'a code the card rules set from the answers',
  Site: 'a code the card rules set from the answers',
  OpNeed: 'the short reason of the chosen need, set with OperationalNeedId',
  'ExtraData.Provisional': 'a code the card rules set from the answers',
  Employerbusinessname: 'the ABN register\'s name for the ABN given',
  'airports.n.Airport': 'the chosen airport\'s own details, copied with its id',
  'airports.n.CanAsa': 'the chosen airport\'s own details, copied with its id',
  'airports.n.AsaTypeId': 'the chosen airport\'s own details, copied with its id',
  'ExtraData._numAirports': 'counted from the airports chosen',
  'ExtraData._badAirport': 'set when a chosen airport does not allow the card',
  _adgCardAccess: 'set from the airports chosen on the brand that asks it',
  _cardType: 'the card chosen before the form, changed only by starting that card\'s form',
  _whiteMsic: 'the white MSIC start (an address the person opened)',
  _renew: 'the renewal start (an address the person opened)',
  _id: 'kept by the server',
  _peopleId: 'kept by the server',
  _stepCompleted: 'the form\'s progress, kept by the server',
  _formLink: 'kept by the server',
  _formFilledIn: 'kept by the server',
  _mailLinkSent: 'kept by the server',
  _company: 'the brand, kept by the server',
  _companyId: 'the organisation, kept by the server',
  _notSaved: 'the page\'s own state',
  _linkDisabled: 'the page\'s own state',
  _isSaved: 'the page\'s own state',
  _version: 'the save\'s version, kept by the server',
};


type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type DraftOf<S> = S extends { draft: infer D } ? D : never;
type ExtraDataOf<S> = S extends { extraData: infer D } ? D : never;
type Section = (typeof SECTIONS)[number];

/** The draft's properties the sections are stored in, with their schemas. */
export type CatalogueDraftProperties = Intersection<DraftOf<Section>>;
/** The sections' properties of the draft's ExtraData. */
export type CatalogueExtraDataProperties = Intersection<ExtraDataOf<Section>>;

/** The properties every section is stored in: the draft's schema is built of them and of those no question asks. */
export const catalogueProperties = {
  draft: Object.assign({}, ...FIELD_CATALOGUE.map((s) => s.draft ?? {})) as CatalogueDraftProperties,
  extraData: Object.assign({}, ...FIELD_CATALOGUE.map((s) => s.extraData ?? {})) as CatalogueExtraDataProperties,
};
