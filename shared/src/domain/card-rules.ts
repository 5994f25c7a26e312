// The card an application is for, and the rules that set it (SPEC §4 'Card type and application rules', §9 site
// codes and operational needs). Every function is pure and returns a new draft; the page calls them as the
// applicant chooses, and the server calls `withApplicationCodes` again before it agrees that step 3 is complete,
// so the codes it stores never depend on what a browser sent. What each code means: docs/decisions.md.
import type { Brand } from '@cards/shared/brand';
import type { Draft } from './draft.ts';
import type { OperationalNeed } from './reference.ts';
import { isProvisional } from './person.ts';

/** SPEC §3 Apptype. */
export const Apptype = {
  /** A first card, on the standard checks. */
  Standard: 'S',
  /** A new card for someone whose card is expiring or expired (the renew quick start, `?renew`). */
  Renewal: 'R',
  /** An applicant under 18: a provisional card (SPEC §4, §9). */
  Provisional: 'P',
  /** Through an organisation's account that pays for the card (the asset brands, payment option asset-asic). */
  Asset: 'A',
  /** The white MSIC flow (`?white_msic`): a maritime card that gives no unescorted access. */
  WhiteMsic: 'W',
} as const;
export type ApptypeCode = (typeof Apptype)[keyof typeof Apptype];

/** SPEC §3 Appsubtype: the kind of card within the application. */
export const Appsubtype = {
  /** White card: a checked background, no unescorted access (a white operational need). */
  White: 'W',
  /** Job ready: a two-year card applied for before having a job (SPEC §9 'Job-ready subtype 2 is two years'). */
  JobReady: '2',
  /** Red card: unescorted access to airside or maritime security zones (a red operational need). */
  Red: 'R',
  /** Grey card: landside security zones only (a grey operational need). */
  Grey: 'G',
  /** A four-year MSIC, priced from the site data's 4-year price. */
  FourYearMsic: '4',
} as const;
export type AppsubtypeCode = (typeof Appsubtype)[keyof typeof Appsubtype];

/** SPEC §9 site codes. */
export const SiteCode = {
  WhiteMsic: 0,
  MsicJobReady: 4,
  AirportBrands: 5,
  AsicJobReady: 6,
  PostalBrand: 7,
} as const;

/** SPEC §9 operational need ids fixed by the spec. */
export const OperationalNeedIds = { StudentAndStaff: 7, PostalBrand: 9 } as const;

/** SPEC §3 ExtraData.OpNeedType for the aviation card, in the order the page offers them. */
export const ASIC_OP_NEED_TYPES = ['employer', 'self employed', 'recreational', 'private pilot', 'trainee pilot', 'pilot', 'lame'] as const;
/**
 * Who confirms an MSIC's need: the employer or the applicant's own business (SPEC §9), a port facility the applicant
 * is engaged with, or a maritime industry participant they work for (AusCheck guidance, docs/sources.md 'MSIC
 * operational need'). No aviation type: a club, a flight school or an operator one flies for means nothing at a port.
 */
export const MSIC_OP_NEED_TYPES = ['employer', 'self employed', 'port facility', 'industry participant'] as const;
/** Every SPEC §3 ExtraData.OpNeedType value, of either card. */
export const OP_NEED_TYPES = [...ASIC_OP_NEED_TYPES, 'port facility', 'industry participant'] as const;
export type OpNeedType = (typeof OP_NEED_TYPES)[number];

export type CardTypeCode = 'asic' | 'msic';

/** The card type of a draft: MSIC when it says so, the aviation card otherwise. */
export function cardTypeOf(draft: Pick<Draft, '_cardType'>): CardTypeCode {
  return draft._cardType === 'msic' ? 'msic' : 'asic';
}

/** The operational needs offered for a card type. */
export function needsFor(needs: readonly OperationalNeed[], cardType: CardTypeCode): OperationalNeed[] {
  const wanted = cardType === 'msic' ? 'MSIC' : 'ASIC';
  return needs.filter((n) => n.Cardtype === wanted || n.Cardtype === 'BOTH');
}

export function isWhiteNeed(need: Pick<OperationalNeed, 'Colour'> | undefined): boolean {
  return need?.Colour === 'white';
}

/** Airports mean nothing for a card that asks for none (SPEC §4): cleared with their extra data. */
function withoutAirports(draft: Draft): Draft {
  const extra = { ...draft.ExtraData };
  delete extra._badAirport;
  return { ...draft, airports: [], ExtraData: { ...extra, _numAirports: 0 } };
}

/** Airports and access frequency mean nothing for a card without unescorted access. */
function withoutAccess(draft: Draft): Draft {
  const cleared = withoutAirports(draft);
  const extra = { ...cleared.ExtraData };
  delete extra.OpNeedAccessFreq;
  return { ...cleared, ExtraData: extra };
}

/** The white MSIC flow (`?white_msic`): an MSIC that only shows a checked background, so only white needs. */
export function isWhiteMsicFlow(draft: Pick<Draft, '_whiteMsic' | '_cardType'>): boolean {
  return draft._whiteMsic === true && cardTypeOf(draft) === 'msic';
}

/** The operational needs the page offers for a draft: its card type's, and only white ones in the white MSIC flow. */
export function needsOffered(needs: readonly OperationalNeed[], draft: Pick<Draft, '_whiteMsic' | '_cardType'>): OperationalNeed[] {
  const forCard = needsFor(needs, cardTypeOf(draft));
  return isWhiteMsicFlow(draft) ? forCard.filter(isWhiteNeed) : forCard;
}

/**
 * SPEC §4: what a need clears. A white need sets Appsubtype W and clears airports and access frequency; any other
 * need clears W (the white MSIC flow keeps W while no need is chosen: it offers white needs only).
 */
export function withNeedRules(draft: Draft, need: Pick<OperationalNeed, 'Colour'> | undefined): Draft {
  if (isWhiteNeed(need)) return withoutAccess({ ...draft, Appsubtype: Appsubtype.White });
  if (need === undefined && isWhiteMsicFlow(draft)) return withoutAccess({ ...draft, Appsubtype: Appsubtype.White });
  return { ...draft, Appsubtype: draft.Appsubtype === Appsubtype.White ? '' : draft.Appsubtype };
}

/**
 * SPEC §4: choosing an operational need. A white need sets Appsubtype W and clears airports and access frequency;
 * any other need clears W. `need` undefined clears the choice.
 */
export function chooseOperationalNeed(draft: Draft, need: OperationalNeed | undefined): Draft {
  const next: Draft = {
    ...draft,
    OperationalNeedId: need ? need.Id : null,
    OpNeed: need ? need.ShortReason : '',
  };
  return withNeedRules(next, need);
}

/**
 * SPEC §4: choosing job ready sets the two-year subtype and clears the need, sponsorship, airports and the extra
 * data about them; turning it off clears the subtype for the need to set again.
 */
export function setJobReady(draft: Draft, jobReady: boolean): Draft {
  if (!jobReady) return { ...draft, _jobReady: false, Appsubtype: draft.Appsubtype === Appsubtype.JobReady ? '' : draft.Appsubtype };
  const extra = { ...draft.ExtraData };
  for (const key of ['OpNeedType', 'OpNeedOccupation', 'OpNeedAccessFreq', '_badAirport'] as const) delete extra[key];
  return {
    ...draft,
    _jobReady: true,
    Appsubtype: Appsubtype.JobReady,
    OperationalNeedId: null,
    OpNeed: '',
    Sponsored: false,
    airports: [],
    ExtraData: { ...extra, _numAirports: 0 },
  };
}

/** Whether the draft asks for airports: not for a white card nor for job ready (SPEC §4). */
export function needsAirports(draft: Draft): boolean {
  return draft._jobReady !== true && draft.Appsubtype !== Appsubtype.White && cardTypeOf(draft) === 'asic';
}

/** Whether the draft asks for an operational need: not for job ready (SPEC §4). */
export function needsOperationalNeed(draft: Draft): boolean {
  return draft._jobReady !== true;
}

/** Whether the applicant chooses a two- or four-year card: an MSIC that gives access (not white, not job ready). */
export function offersFourYearCard(draft: Draft): boolean {
  return cardTypeOf(draft) === 'msic' && draft._jobReady !== true && draft.Appsubtype !== Appsubtype.White;
}

export interface CodeContext {
  today: Date;
  /** The need the draft names, when known (its colour sets R or G). */
  need?: Pick<OperationalNeed, 'Colour'>;
  /** The brand's own site code, whether it stands for every application, and whether it is an asset brand. */
  brand: { site: number; code: string; paymentOptions: readonly string[]; flags: { fixedSite: boolean } };
}

/** SPEC §3 Apptype, by the first rule that applies. */
export function apptypeOf(draft: Draft, context: CodeContext): ApptypeCode {
  if (isProvisional(draft.Birthdate, context.today)) return Apptype.Provisional;
  if (draft._renew === true) return Apptype.Renewal;
  if (context.brand.paymentOptions.includes('asset-asic')) return Apptype.Asset;
  if (draft._whiteMsic === true && cardTypeOf(draft) === 'msic') return Apptype.WhiteMsic;
  return Apptype.Standard;
}

/** SPEC §3 Appsubtype, by the first rule that applies; '' while nothing sets it (no need chosen yet). */
export function appsubtypeOf(draft: Draft, context: Pick<CodeContext, 'need'>): AppsubtypeCode | '' {
  if (draft._jobReady === true) return Appsubtype.JobReady;
  if (isWhiteNeed(context.need) || (context.need === undefined && draft.Appsubtype === Appsubtype.White)) return Appsubtype.White;
  if (draft._fourYear === true && offersFourYearCard(draft)) return Appsubtype.FourYearMsic;
  if (context.need?.Colour === 'grey') return Appsubtype.Grey;
  if (context.need?.Colour === 'red') return Appsubtype.Red;
  return '';
}

/** SPEC §9 site code: a fixed one (the postal brand's 7), else 0 white MSIC, 4 MSIC job ready, 6 ASIC job ready, else the brand's own. */
export function siteCodeOf(draft: Draft, context: Pick<CodeContext, 'brand'>): number {
  if (context.brand.flags.fixedSite) return context.brand.site;
  const msic = cardTypeOf(draft) === 'msic';
  if (draft._jobReady === true) return msic ? SiteCode.MsicJobReady : SiteCode.AsicJobReady;
  if (msic && draft.Appsubtype === Appsubtype.White) return SiteCode.WhiteMsic;
  return context.brand.site;
}

/**
 * The draft with every code the rules set: Apptype, Appsubtype, Site and ExtraData.Provisional. The page calls it
 * after each choice; the server calls it before it stores a completed step 3, so the codes are never the browser's.
 */
export function withApplicationCodes(draft: Draft, context: CodeContext): Draft {
  const Appsubtype = appsubtypeOf(draft, context);
  const withSubtype: Draft = { ...draft, Appsubtype };
  return {
    ...withSubtype,
    Apptype: apptypeOf(withSubtype, context),
    Site: siteCodeOf(withSubtype, context) as Draft['Site'],
    ExtraData: { ...draft.ExtraData, Provisional: isProvisional(draft.Birthdate, context.today) },
  };
}

/** What of a brand the card rules read. */
export type CardRulesBrand = Pick<Brand, 'code' | 'site' | 'paymentOptions' | 'flags' | 'companyId' | 'organisation'>;

/** Whether the page offers job ready (SPEC §4): on a brand that offers it, not to a renewal, not in the white MSIC flow. */
export function offersJobReady(draft: Draft, brand: Pick<Brand, 'flags'>): boolean {
  return brand.flags.jobReady && draft._renew !== true && !isWhiteMsicFlow(draft);
}

/**
 * SPEC §4 'Company renewal locks airports unless renewing': the airport ids a draft of the brand's company must
 * have, or undefined when nothing is locked (a renewal, another company, a brand with no airports given, or a card
 * that asks for no airports).
 */
export function lockedAirportIds(draft: Draft, brand: Pick<Brand, 'companyId' | 'organisation'>): readonly number[] | undefined {
  const ids = brand.organisation?.airports ?? [];
  if (ids.length === 0 || draft._renew === true || !needsAirports(draft)) return undefined;
  if (brand.companyId === undefined || draft._companyId !== brand.companyId) return undefined;
  return ids;
}

export interface CardRulesContext {
  today: Date;
  /** The need the draft names, when it is one of the needs offered. */
  need?: OperationalNeed;
  brand: CardRulesBrand;
}

/**
 * Every rule of SPEC §4 'Card type and application rules' on a draft, with what each choice clears, then the codes:
 * the result the page's own choices give (flags, job ready, need, airports). The api stores nothing else. Locked
 * company airports are given as ids only (`{ Id }`): the caller puts in each airport's facts from its list.
 */
export function withCardRules(draft: Draft, context: CardRulesContext): Draft {
  const { brand, need } = context;
  let next = draft;
  if (next._jobReady === true && !offersJobReady(next, brand)) next = setJobReady(next, false);
  if (next._jobReady === true) next = setJobReady(next, true);
  else next = withNeedRules(next, need);
  if (!needsAirports(next)) {
    if ((next.airports ?? []).length > 0 || next.ExtraData?._badAirport !== undefined) next = withoutAirports(next);
  } else {
    const locked = lockedAirportIds(next, brand);
    if (locked) next = { ...next, airports: locked.map((Id) => ({ Id })) };
  }
  return withApplicationCodes(next, { today: context.today, need, brand });
}

/**
 * docs/decisions.md 'Which codes go together': whether a draft's Apptype, Appsubtype and Site are a combination
 * the rules allow for its brand and card type.
 */
export function isAllowedCodeCombination(draft: Draft, brand: Pick<Brand, 'code' | 'site' | 'paymentOptions' | 'flags'>): boolean {
  const msic = cardTypeOf(draft) === 'msic';
  const { Apptype: type, Appsubtype: subtype, Site: site } = draft;
  const asset = brand.paymentOptions.includes('asset-asic');
  if (!['S', 'R', 'P', 'A', 'W'].includes(type ?? '') || !['', 'W', '2', '4', 'G', 'R'].includes(subtype ?? '')) return false;
  let expectedSite: number = brand.site;
  if (brand.flags.fixedSite) expectedSite = brand.site;
  else if (subtype === Appsubtype.JobReady) expectedSite = msic ? SiteCode.MsicJobReady : SiteCode.AsicJobReady;
  else if (msic && subtype === Appsubtype.White) expectedSite = SiteCode.WhiteMsic;
  if (site !== expectedSite) return false;
  if (type === Apptype.Asset && !asset) return false;
  if (type === Apptype.WhiteMsic && (!msic || asset || subtype !== Appsubtype.White)) return false;
  if (subtype === Appsubtype.JobReady && (!brand.flags.jobReady || type === Apptype.Renewal || type === Apptype.WhiteMsic)) return false;
  if (subtype === Appsubtype.FourYearMsic && !msic) return false;
  return true;
}
