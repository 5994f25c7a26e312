// The draft application of SPEC §3 'Draft application (user)', as one schema (TypeBox, which is JSON Schema): it
// gives the TypeScript type `Draft`, the autosave's shape check (saveErrors), the length limits the inputs and the
// checks use (fieldLimits), and the body schema of the draft routes in the api. The properties a question asks are
// described with their question in the field catalogue; the rest, which no question asks, are here. Field names are
// the spec's, so the spec stays the one reference.
import { Type, type Static } from 'typebox';
import { catalogueProperties } from './field-catalogue.ts';
import { CODE, LINE, choice, closed, flag, text, whole, wholeOrNull } from './draft-parts.ts';
import type {
  AddressSchema, DraftAirportSchema, IdDocumentDetailsSchema, IdDocumentSchema, PostalAddressSchema, PreviousNameSchema,
} from './draft-parts.ts';

export {
  CONTACT_TYPES, DocumentType, GENDERS, PREVIOUS_NAME_TYPES, STUDENT_OR_STAFF,
  type ContactType, type DocumentTypeId, type Gender, type PreviousNameType,
} from './draft-parts.ts';

export const DraftExtraDataSchema = closed({
  ...catalogueProperties.extraData,
  _numAirports: whole(),
  /** SPEC §4: true for applicants under 18. */
  Provisional: flag(),
  _badAirport: flag(),
});

export const DraftSchema = closed({
  ...catalogueProperties.draft,
  // Set by the card rules from the answers (SPEC §3).
  Apptype: choice(['R', 'S', 'P', 'A', 'W']),
  Appsubtype: choice(['W', 'R', 'G', '2', '4']),
  Site: choice([0, 4, 5, 6, 7]),
  OpNeed: text(LINE),
  /** The name the ABN register gave for the ABN typed. */
  Employerbusinessname: text(200),
  ExtraData: Type.Optional(DraftExtraDataSchema),
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
  _adgCardAccess: flag(),
  /** The white MSIC flow (`?white_msic`, SPEC §2). */
  _whiteMsic: flag(),
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
