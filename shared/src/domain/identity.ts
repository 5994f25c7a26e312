// Place of birth, citizenship and proof of identity (SPEC §4 'Card type and application rules', §9 document ids).
// Every function returns a new draft; none changes its argument.
import { DocumentType, type Draft, type DocumentTypeId, type IdDocument, type IdDocumentDetails } from './draft.ts';
import { AUSTRALIA, isAustralianBirthCountry } from './places.ts';

/** SPEC §4: the first proof-of-identity type, offered to people born in Australia. */
export const FIRST_ID_DOCUMENT_TYPE: DocumentTypeId = DocumentType.BirthCertificate;

export const ID_DOCUMENT_TYPES: readonly DocumentTypeId[] = Object.values(DocumentType);

export function isDocumentTypeId(value: unknown): value is DocumentTypeId {
  return typeof value === 'number' && (ID_DOCUMENT_TYPES as readonly number[]).includes(value);
}

/** SPEC §9 exemption codes: documents that are checked by hand instead of online. */
export const IdExemption = {
  /** Tasmanian birth registrations before 1970. */
  Tas1970: 'Tas1970',
  /** A visa in a foreign passport. */
  OffshoreVisa: 'OffshoreVisa',
} as const;
export type IdExemptionCode = (typeof IdExemption)[keyof typeof IdExemption];

/**
 * Changing the birth country. A state belongs to the old country, so it is cleared. Born in Australia or a
 * territory (SPEC §4): citizenship becomes Australia when still empty, and the birth certificate is chosen as
 * proof of identity when no type is chosen yet; a type the applicant already chose, with its details, is kept.
 */
export function setBirthCountry(draft: Draft, country: string): Draft {
  if (country === draft.Birthcountry) return draft;
  const next: Draft = { ...draft, Birthcountry: country, Birthstate: '' };
  if (!isAustralianBirthCountry(country)) return next;
  if (!draft.Citizenship) next.Citizenship = AUSTRALIA;
  if (draft._idDocument?.Id == null) next._idDocument = { Id: FIRST_ID_DOCUMENT_TYPE, Details: {} };
  return next;
}

/** SPEC §4: skipping the ID resets the details; the chosen type stays, ready if the applicant changes their mind. */
export function setSkippedId(draft: Draft, skipped: boolean): Draft {
  if (!skipped) return { ...draft, _skippedId: false };
  return { ...draft, _skippedId: true, _idDocument: { Id: draft._idDocument?.Id ?? null, Details: {} } };
}

/** Another document type has other fields, so its details start empty. */
export function setDocumentType(draft: Draft, id: DocumentTypeId | null): Draft {
  if (draft._idDocument?.Id === id) return draft;
  return withIdExemption({ ...draft, _idDocument: { Id: id, Details: {} } });
}

/** The registration year of a birth certificate, from RegistrationYear or else RegistrationDate. */
function registrationYear(details: IdDocumentDetails): number | null {
  const text = details.RegistrationYear || details.RegistrationDate?.slice(0, 4);
  return text && /^\d{4}$/.test(text) ? Number(text) : null;
}

/** SPEC §9: Tas1970 for a Tasmanian birth certificate registered before 1970; OffshoreVisa for a visa. */
export function idExemption(document: IdDocument | undefined): IdExemptionCode | undefined {
  if (!document) return undefined;
  const details = document.Details ?? {};
  if (document.Id === DocumentType.BirthCertificate) {
    const year = registrationYear(details);
    return details.State === 'TAS' && year !== null && year < 1970 ? IdExemption.Tas1970 : undefined;
  }
  return document.Id === DocumentType.Visa ? IdExemption.OffshoreVisa : undefined;
}

/** Keeps Details.Exemption in step with the document (call after any change to the type, state or year). */
export function withIdExemption(draft: Draft): Draft {
  const document = draft._idDocument;
  if (!document) return draft;
  const exemption = idExemption(document);
  const details = document.Details ?? {};
  if (details.Exemption === exemption) return draft;
  const { Exemption: _old, ...rest } = details;
  return { ...draft, _idDocument: { ...document, Details: exemption ? { ...rest, Exemption: exemption } : rest } };
}
