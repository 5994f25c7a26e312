// The employer of step 3 (SPEC §4 'Card type and application rules'): self-employed applicants and private pilots
// are their own employer, so the employer fields start as the applicant's own details. Pure functions.
import type { Draft } from './draft.ts';
import { ASIC_OP_NEED_TYPES, MSIC_OP_NEED_TYPES, type CardTypeCode, type OpNeedType } from './card-rules.ts';
import { hasFixedNeed, type FixedNeedBrand } from './fixed-need.ts';

/** The position a private pilot's statement gives (SPEC §4 'private pilot also sets the position'). */
export const PRIVATE_PILOT_POSITION = 'Private pilot';

export const EMPLOYER_FIELDS = [
  'Employername', 'Employerabn', 'Employerbusinessname', 'Employeraddress', 'Employersuburb', 'Employerstate',
  'Employerpostcode', 'Employercountry', 'Employerfirstname', 'Employersurname', 'Employeremail', 'Employerphone',
  'Employerposition',
] as const;
export type EmployerField = (typeof EMPLOYER_FIELDS)[number];

function preferredPhone(draft: Draft): string | undefined {
  const byType = { H: draft.Homephonenumber, W: draft.Workphonenumber, M: draft.Mobilephonenumber };
  const preferred = draft.Prefcontact ? byType[draft.Prefcontact] : undefined;
  return preferred || draft.Mobilephonenumber || draft.Homephonenumber || draft.Workphonenumber;
}

/** The employer fields as the applicant's own details: name, current address, email and phone. */
export function applicantAsEmployer(draft: Draft, privatePilot = false): Partial<Pick<Draft, EmployerField>> {
  const name = [draft.Firstname, draft.Surname].map((p) => p?.trim()).filter(Boolean).join(' ');
  const home = draft._address?.[0];
  const fields: Partial<Pick<Draft, EmployerField>> = {
    Employername: name || undefined,
    Employeraddress: home?.Line1,
    Employersuburb: home?.Localityname,
    Employerstate: home?.State,
    Employerpostcode: home?.Postcode,
    Employercountry: home?.Country,
    Employerfirstname: draft._singlename ? undefined : draft.Firstname,
    Employersurname: draft.Surname,
    Employeremail: draft.Email,
    Employerphone: preferredPhone(draft),
  };
  if (privatePilot) fields.Employerposition = PRIVATE_PILOT_POSITION;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as Partial<Pick<Draft, EmployerField>>;
}

/** SPEC §4: ticking self-employed (or choosing private pilot) fills the employer fields from the applicant. */
export function prefillEmployer(draft: Draft, privatePilot = false): Draft {
  return { ...draft, ...applicantAsEmployer(draft, privatePilot) };
}

/**
 * SPEC §4: unticking self-employed clears the employer fields that still hold the prefill; what the applicant
 * changed since is kept.
 */
export function clearPrefilledEmployer(draft: Draft, privatePilot = false): Draft {
  const prefill = applicantAsEmployer(draft, privatePilot);
  const next: Draft = { ...draft };
  for (const [field, value] of Object.entries(prefill) as Array<[EmployerField, string]>) {
    if (next[field] === value) next[field] = '';
  }
  return next;
}

/** SPEC §4: the self-employed tick, with its prefill or its clearing. */
export function setSelfEmployed(draft: Draft, selfEmployed: boolean): Draft {
  if (selfEmployed) return prefillEmployer({ ...draft, selfEmployed: true });
  return clearPrefilledEmployer({ ...draft, selfEmployed: false });
}

/** The organisation's own details for the brands whose employer is the organisation (SPEC §9: chcheli, sfc). */
export type OrganisationEmployer = Partial<Pick<Draft, EmployerField>>;

/** SPEC §9: the employer fields copied from the organisation for chcheli and sfc; the applicant adds the rest. */
export function withOrganisationEmployer(draft: Draft, organisation: OrganisationEmployer): Draft {
  return { ...draft, ...organisation };
}

/**
 * SPEC §4: who confirms the need (ExtraData.OpNeedType) changes the employer: the self-employed and private pilots
 * are their own, prefilled from the applicant (a private pilot with the position); moving away from either clears
 * what still holds its prefill.
 */
export function chooseOpNeedType(draft: Draft, type: OpNeedType): Draft {
  const before = draft.ExtraData?.OpNeedType;
  let next: Draft = { ...draft, ExtraData: { ...draft.ExtraData, OpNeedType: type } };
  if (before === 'self employed' && type !== 'self employed') next = setSelfEmployed(next, false);
  if (before === 'private pilot' && type !== 'private pilot') next = clearPrefilledEmployer(next, true);
  if (type === 'self employed' && before !== 'self employed') next = setSelfEmployed(next, true);
  if (type === 'private pilot' && before !== 'private pilot') next = prefillEmployer({ ...next, selfEmployed: false }, true);
  return next;
}

/**
 * Who signs the statement of operational need: the employer or sponsor named in step 3 (on a brand whose
 * organisation confirms the need, the organisation's contact there), or the applicant.
 */
export type OpNeedSigner = 'employer' | 'applicant';

/** SPEC §3 ExtraData.OpNeedType values whose applicant is their own sponsor and signs in the wizard (SPEC §6). */
export const SELF_SPONSORED_TYPES: readonly OpNeedType[] = ['self employed', 'private pilot'];

/** What a brand's data says about who confirms its applicants' need (`flags.organisationConfirmsNeed`). */
export interface SignerBrand extends FixedNeedBrand {
  code: string;
  flags: { organisationConfirmsNeed: boolean };
}

/**
 * SPEC §3 ExtraData.OpNeedType values a brand offers for a card type (the page's choices and the api's check): each
 * card's own confirmers, and where the organisation confirms every need, nobody is their own sponsor, so the
 * self-sponsored types are not offered.
 */
export function opNeedTypesFor(brand: SignerBrand, cardType: CardTypeCode): readonly OpNeedType[] {
  const types: readonly OpNeedType[] = cardType === 'msic' ? MSIC_OP_NEED_TYPES : ASIC_OP_NEED_TYPES;
  return brand.flags.organisationConfirmsNeed ? types.filter((type) => !SELF_SPONSORED_TYPES.includes(type)) : types;
}

/**
 * Who confirms the application's operational need with a signed statement (docs/decisions.md 'Who signs the
 * statement' and 'The asset brands' statement'), or null when nobody does: job ready (no need yet) and the postal
 * brand (its one need is the postal partner's, which invites the applicant). Where the brand's organisation confirms
 * the need (the asset brands), its contact in the employer fields signs, whatever type was chosen. Otherwise
 * self-employed applicants and private pilots sign it themselves; every other need, the employer or sponsor.
 */
export function opNeedSigner(draft: Draft, brand: SignerBrand): OpNeedSigner | null {
  if (draft._jobReady === true || hasFixedNeed(brand)) return null;
  if (draft.OperationalNeedId === undefined || draft.OperationalNeedId === null) return null;
  if (brand.flags.organisationConfirmsNeed) return 'employer';
  const type = draft.ExtraData?.OpNeedType as OpNeedType | undefined;
  return type !== undefined && SELF_SPONSORED_TYPES.includes(type) ? 'applicant' : 'employer';
}
