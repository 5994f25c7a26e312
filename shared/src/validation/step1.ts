// Step 1, personal and contact details (SPEC §2, §3, §5), as class-validator classes. Build them with
// `step1Form(draft, context)`, which turns the plain draft into instances (nested ones included) and hands each
// the context its date rules need.
import { ValidateNested } from 'class-validator';
import {
  CONTACT_TYPES,
  DocumentType,
  GENDERS,
  ID_DOCUMENT_TYPES,
  IdExemption,
  PREVIOUS_NAME_TYPES,
  isAustralia,
  type ContactType,
  type DocumentTypeId,
  type Draft,
  type IdDocumentDetails,
  type PreviousName,
} from '@cards/shared/domain';
import {
  CONTEXT,
  contextOf,
  IsAlphanumeric,
  IsAustralianState,
  IsBirthCertificateNumber,
  IsBirthdate,
  IsCountryCode,
  IsDocumentName,
  IsEmailAddress,
  IsImmicardNumber,
  IsIsoDate,
  IsName,
  IsPhone,
  IsRegistrationYear,
  Matches,
  MinLength,
  NotBeforeBirth,
  NotInFuture,
  OneOf,
  Required,
  Text,
  rule,
  type RuleContext,
} from './decorators.ts';
import { STOCK_NUMBER_MIN_LENGTH } from './limits.ts';

type Plain = Record<string, unknown>;

const PHONE_FIELDS: Record<ContactType, 'Homephonenumber' | 'Workphonenumber' | 'Mobilephonenumber'> = {
  H: 'Homephonenumber',
  W: 'Workphonenumber',
  M: 'Mobilephonenumber',
};
const isContactType = (value: unknown): value is ContactType => (CONTACT_TYPES as readonly unknown[]).includes(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export class PreviousNameForm {
  @Required()
  @OneOf(PREVIOUS_NAME_TYPES)
  Type?: string;

  /** Not needed when the applicant has a single name. */
  @Required((o) => !contextOf<Step1Context>(o)?.singleName)
  @Text('_previousNames.Firstname')
  @IsName()
  Firstname?: string;

  @Text('_previousNames.Middlenames')
  @IsName()
  Middlenames?: string;

  @Required()
  @Text('_previousNames.Surname')
  @IsName()
  Surname?: string;
}

const EXEMPTIONS = Object.values(IdExemption);
const detail = (name: keyof IdDocumentDetails) => `_idDocument.Details.${name}`;

/** Birth certificate (4). The registration number rule follows the state (SPEC §5). */
export class BirthCertificateDetails {
  @Required()
  @IsAustralianState()
  State?: string;

  @Required()
  @Text(detail('RegistrationNumber'))
  @IsBirthCertificateNumber('State')
  RegistrationNumber?: string;

  @Required()
  @Text(detail('RegistrationYear'))
  @IsRegistrationYear()
  RegistrationYear?: string;

  @Text(detail('RegistrationDate'))
  @IsIsoDate()
  @NotInFuture()
  @NotBeforeBirth()
  RegistrationDate?: string;

  /** Printed on newer certificates only, so optional. */
  @Text(detail('CertificateNumber'))
  @IsAlphanumeric()
  CertificateNumber?: string;

  @Required()
  @Text(detail('FamilyName'))
  @IsDocumentName()
  FamilyName?: string;

  /** A person with a single name has none. */
  @Required((o) => !contextOf<Step1Context>(o)?.singleName)
  @Text(detail('GivenNames'))
  @IsDocumentName()
  GivenNames?: string;

  @OneOf(EXEMPTIONS)
  Exemption?: string;
}

/** Citizenship certificate (5). */
export class CitizenshipDetails {
  @Required()
  @Text(detail('Name'), DocumentType.Citizenship)
  @IsDocumentName()
  Name?: string;

  @Required()
  @Text(detail('StockNumber'), DocumentType.Citizenship)
  @MinLength(STOCK_NUMBER_MIN_LENGTH)
  @IsAlphanumeric()
  StockNumber?: string;

  @Required()
  @IsIsoDate()
  @NotInFuture()
  @NotBeforeBirth()
  AcquisitionDate?: string;
}

/** Citizenship by descent certificate (6). */
export class DescentDetails {
  @Required()
  @Text(detail('Name'), DocumentType.Descent)
  @IsDocumentName()
  Name?: string;

  @Required()
  @Text(detail('ClientId'), DocumentType.Descent)
  @IsAlphanumeric()
  ClientId?: string;

  @Required()
  @Text(detail('RegisterNumber'), DocumentType.Descent)
  @IsAlphanumeric()
  RegisterNumber?: string;

  @Required()
  @Text(detail('EntryNumber'), DocumentType.Descent)
  @IsAlphanumeric()
  EntryNumber?: string;
}

/** ImmiCard (7). */
export class ImmiCardDetails {
  @Required()
  @Text(detail('Name'), DocumentType.ImmiCard)
  @IsDocumentName()
  Name?: string;

  @Required()
  @Text(detail('ImmicardNumber'), DocumentType.ImmiCard)
  @IsImmicardNumber()
  ImmicardNumber?: string;
}

/** Visa with a foreign passport (8) and protection visa travel document (9): same fields and limits. */
export class VisaDetails {
  @Required()
  @Text(detail('Name'), DocumentType.Visa)
  @IsDocumentName()
  Name?: string;

  @Required()
  @Text(detail('PassportNumber'), DocumentType.Visa)
  @IsAlphanumeric()
  PassportNumber?: string;

  @Required()
  @IsCountryCode()
  PassportCountry?: string;

  @OneOf(EXEMPTIONS)
  Exemption?: string;
}

type DetailsClass = new () => object;
export const DETAILS_BY_TYPE: Record<DocumentTypeId, DetailsClass> = {
  [DocumentType.BirthCertificate]: BirthCertificateDetails,
  [DocumentType.Citizenship]: CitizenshipDetails,
  [DocumentType.Descent]: DescentDetails,
  [DocumentType.ImmiCard]: ImmiCardDetails,
  [DocumentType.Visa]: VisaDetails,
  [DocumentType.ProtectionVisa]: VisaDetails,
};

export class IdDocumentForm {
  @Required()
  @OneOf(ID_DOCUMENT_TYPES)
  Id?: number | null;

  @ValidateNested()
  Details?: object;
}

export class Step1Form {
  // SPEC §3 name: a person with a single name gives it as Surname.
  @Required((o) => o._singlename !== true)
  @Text('Firstname')
  @IsName()
  Firstname?: string;

  @Text('Middlenames')
  @IsName()
  Middlenames?: string;

  @Required()
  @Text('Surname')
  @IsName()
  Surname?: string;

  @Required((o) => o._hasPreviousNames === true)
  @ValidateNested({ each: true })
  _previousNames?: PreviousNameForm[];

  @Required()
  @Text('Birthdate')
  @IsIsoDate()
  @IsBirthdate()
  Birthdate?: string;

  @Required()
  @OneOf(GENDERS)
  Gender?: string;

  @Required()
  @Text('Email')
  @IsEmailAddress()
  Email?: string;

  @Required()
  @Text('EmailConfirm')
  @Matches('Email')
  EmailConfirm?: string;

  /**
   * The three numbers are one question on the page ('give at least one'), so 'no number at all' is reported on
   * the group. `_phones` is no field of the draft: it names the group in error answers only.
   */
  @rule('onephone', (_, o) => Object.values(PHONE_FIELDS).some((field) => filled(o[field])))
  _phones?: never;

  @Text('Mobilephonenumber')
  @IsPhone()
  Mobilephonenumber?: string;

  @Text('Homephonenumber')
  @IsPhone()
  Homephonenumber?: string;

  @Text('Workphonenumber')
  @IsPhone()
  Workphonenumber?: string;

  /** SPEC §5: the preferred contact must name a number that is filled in. */
  @Required()
  @OneOf(CONTACT_TYPES)
  @rule('prefcontact', (value, o) => !isContactType(value) || filled(o[PHONE_FIELDS[value]]))
  Prefcontact?: string;

  @Required()
  @IsCountryCode()
  Birthcountry?: string;

  /** A town or city: the name format (letters, spaces, hyphens, apostrophes, commas, full stops) fits places. */
  @Required()
  @Text('Birthplace')
  @IsName()
  Birthplace?: string;

  /** Required for a birth in Australia and then one of the 8 states; free text (a province) elsewhere. */
  @Required((o) => isAustralia(o.Birthcountry as string))
  @Text('Birthstate')
  @IsAustralianState((o) => isAustralia(o.Birthcountry as string))
  Birthstate?: string;

  @Required()
  @IsCountryCode()
  Citizenship?: string;

  /** Absent when the applicant skipped the ID (_skippedId). */
  @ValidateNested()
  _idDocument?: IdDocumentForm;
}

export interface Step1Context extends RuleContext {
  /** The applicant has a single name (_singlename), so no first or given names are asked for. */
  singleName?: boolean;
}

function instance<T extends object>(Class: new () => T, plain: unknown, context: Step1Context): T {
  const target = Object.assign(new Class(), plain && typeof plain === 'object' && !Array.isArray(plain) ? plain : {});
  Object.defineProperty(target, CONTEXT, { value: context });
  return target;
}

/** The step 1 classes filled from a draft, ready for class-validator. */
export function step1Form(draft: Draft, context: { today: Date }): Step1Form {
  const ruleContext: Step1Context = { today: context.today, birthdate: draft.Birthdate, singleName: draft._singlename === true };
  const form = instance(Step1Form, draft, ruleContext);
  const names: unknown = draft._previousNames;
  form._previousNames =
    draft._hasPreviousNames === true && Array.isArray(names)
      ? names.map((name: PreviousName) => instance(PreviousNameForm, name, ruleContext))
      : undefined;
  if (draft._skippedId === true) {
    form._idDocument = undefined;
  } else {
    const document = instance(IdDocumentForm, draft._idDocument, ruleContext);
    const Details = DETAILS_BY_TYPE[document.Id as DocumentTypeId];
    document.Details = Details ? instance(Details, (draft._idDocument as Plain | undefined)?.Details, ruleContext) : undefined;
    form._idDocument = document;
  }
  return form;
}
