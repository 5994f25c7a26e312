// What an autosave may store (ARCHITECTURE 'Persistence and access': autosave keeps what the applicant typed
// even when a step is incomplete). Only the shape is checked: a known field with the right kind of value, text
// within fieldLimits, lists within listLimits. Formats are not, since people save half-typed values.
import {
  CONTACT_TYPES,
  GENDERS,
  ID_DOCUMENT_TYPES,
  PREVIOUS_NAME_TYPES,
  isDocumentTypeId,
  type DocumentTypeId,
  type FieldErrors,
} from '@cards/shared/domain';
import { listLimits, maxLengthOf } from './limits.ts';

type Kind =
  | 'text'
  | 'integer'
  | 'integer?' // an integer or null
  | 'boolean'
  | { choice: readonly (string | number)[] } // one of these; '' (and null) stand for 'not chosen yet'
  | { object: Shape }
  | { list: Shape };
type Shape = Record<string, Kind>;

const text = 'text' as const;
const integer = 'integer' as const;
const optionalInteger = 'integer?' as const;
const boolean = 'boolean' as const;

const address: Shape = { Country: text, Line1: text, Localityname: text, State: text, Postcode: text, FromDate: text, ToDate: text };

/** The Draft interface of SPEC §3 as run-time kinds; keep the two in step. */
export const draftShape: Shape = {
  Firstname: text,
  Middlenames: text,
  Surname: text,
  Email: text,
  EmailConfirm: text,
  Homephonenumber: text,
  Workphonenumber: text,
  Mobilephonenumber: text,
  Prefcontact: { choice: CONTACT_TYPES },
  Birthdate: text,
  Gender: { choice: GENDERS },
  Birthcountry: text,
  Birthplace: text,
  Birthstate: text,
  Citizenship: text,
  Apptype: { choice: ['R', 'S', 'P', 'A', 'W'] },
  Appsubtype: { choice: ['W', 'R', 'G', '2', '4', ''] },
  Site: { choice: [0, 4, 5, 6, 7] },
  OpNeed: text,
  OperationalNeedId: optionalInteger,
  Sponsored: boolean,
  Msicnum: text,
  Asicnum: text,
  Asicexpirydate: text,
  Issuingbodyid: optionalInteger,
  airports: { list: { Id: integer, Airport: text, CanAsa: boolean, AsaTypeId: integer } },
  selfEmployed: boolean,
  Employername: text,
  Employeraddress: text,
  Employersuburb: text,
  Employerstate: text,
  Employerpostcode: text,
  Employercountry: text,
  Employerfirstname: text,
  Employersurname: text,
  Employeremail: text,
  Employerphone: text,
  Employerposition: text,
  ExtraData: {
    object: {
      OpNeedType: text,
      OpNeedOccupation: text,
      OpNeedAccessFreq: text,
      _numAirports: integer,
      Provisional: boolean,
      lodgementOption: text,
      SfcStudentStaff: text,
      SfcEnrolmentDate: text,
      _badAirport: boolean,
    },
  },
  _previousNames: { list: { Firstname: text, Middlenames: text, Surname: text, Type: { choice: PREVIOUS_NAME_TYPES } } },
  _address: { list: address },
  _postalAddress: { object: { ...address, _postalSame: boolean } },
  _idDocument: {
    object: {
      Id: { choice: ID_DOCUMENT_TYPES },
      Details: {
        object: {
          State: text,
          RegistrationNumber: text,
          RegistrationYear: text,
          RegistrationDate: text,
          CertificateNumber: text,
          FamilyName: text,
          GivenNames: text,
          Name: text,
          StockNumber: text,
          AcquisitionDate: text,
          ClientId: text,
          RegisterNumber: text,
          EntryNumber: text,
          ImmicardNumber: text,
          PassportNumber: text,
          PassportCountry: text,
          Exemption: text,
        },
      },
    },
  },
  _id: integer,
  _peopleId: optionalInteger,
  _stepCompleted: integer,
  _formLink: text,
  _formFilledIn: boolean,
  _mailLinkSent: boolean,
  _company: text,
  _cardType: { choice: ['asic', 'msic'] },
  _renew: boolean,
  _companyId: optionalInteger,
  _singlename: boolean,
  _hasPreviousNames: boolean,
  _skippedId: boolean,
  _adgCardAccess: boolean,
  _signatureFile: text,
  _notSaved: boolean,
  _linkDisabled: boolean,
  _isSaved: boolean,
  _version: integer,
};

/** Sets an own property even for the path '__proto__', which plain assignment would take as the prototype. */
function set(out: FieldErrors, path: string, key: string): void {
  Object.defineProperty(out, path, { value: key, enumerable: true, writable: true, configurable: true });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindError(kind: Kind, value: unknown, path: string, documentType: DocumentTypeId | null, out: FieldErrors): void {
  if (value === undefined) return;
  if (kind === 'text') {
    if (typeof value !== 'string') set(out, path, 'type');
    else if (value.length > (maxLengthOf(path, documentType) ?? Infinity)) set(out, path, 'maxlength');
  } else if (kind === 'integer' || kind === 'integer?') {
    if (!(Number.isInteger(value) || (kind === 'integer?' && value === null))) set(out, path, 'type');
  } else if (kind === 'boolean') {
    if (typeof value !== 'boolean') set(out, path, 'type');
  } else if ('choice' in kind) {
    if (value === null || value === '') return;
    if (typeof value !== typeof kind.choice[0]) set(out, path, 'type');
    else if (!kind.choice.includes(value as string | number)) set(out, path, 'invalid');
  } else if ('object' in kind) {
    if (!isPlainObject(value)) set(out, path, 'type');
    else shapeErrors(kind.object, value, path, documentType, out);
  } else {
    if (!Array.isArray(value)) {
      set(out, path, 'type');
      return;
    }
    if (value.length > (listLimits[path] ?? Infinity)) set(out, path, 'maxlength');
    value.forEach((item, index) => {
      if (!isPlainObject(item)) set(out, `${path}.${index}`, 'type');
      else shapeErrors(kind.list, item, `${path}.${index}`, documentType, out);
    });
  }
}

function shapeErrors(shape: Shape, body: Record<string, unknown>, prefix: string, documentType: DocumentTypeId | null, out: FieldErrors) {
  for (const [key, value] of Object.entries(body)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const kind = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (kind === undefined) set(out, path, 'unknown');
    else kindError(kind, value, path, documentType, out);
  }
}

/**
 * Whether an autosave body may be stored: {} when it may, else the rejected paths. The body must be a JSON
 * object (else `{ '': 'type' }`); every key, nested ones included, must be a draft field ('unknown'); each value
 * must be of the field's kind ('type'; null only for the ids the Draft allows null, '' or null for a choice not
 * made yet), a choice one of its options ('invalid'), text and lists within their limits ('maxlength'). The
 * limits of `_idDocument.Details` follow its document type when the body names one.
 */
export function saveErrors(body: unknown): FieldErrors {
  if (!isPlainObject(body)) return { '': 'type' };
  const document = body._idDocument;
  const documentType = isPlainObject(document) && isDocumentTypeId(document.Id) ? document.Id : null;
  const out: FieldErrors = {};
  shapeErrors(draftShape, body, '', documentType, out);
  return out;
}
