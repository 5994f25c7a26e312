// Choosing the card an application is for: named at the start of step 1, and changeable while the draft is
// young. The page and the api change it with the same function, so what a change clears is the same on both.
import type { CardType } from '@cards/shared/brand';
import { cardTypeOf, OP_NEED_TYPES, type CardTypeCode, type OpNeedType } from './card-rules.ts';
import type { Draft } from './draft.ts';
import { chooseOpNeedType } from './employer.ts';

/**
 * The card may change until the card step (step 3, every brand's third) is completed: up to then nothing the card
 * decides has been confirmed, priced or sent to anyone (docs/decisions.md 'Changing the card').
 */
export const CARD_CHANGE_BEFORE_STEP = 3;

export type CardChangeRefusal = 'not_issued' | 'too_late';

/**
 * Why a draft may not change to `to` on a brand, or undefined when it may (the same card is no change). The page
 * offers the choice only when this allows it; the api refuses a save that changes it when this does not.
 */
export function cardChangeRefusal(
  draft: Pick<Draft, '_stepCompleted' | '_cardType'>, to: CardType, brand: { cardTypes: readonly CardType[] },
): CardChangeRefusal | undefined {
  if (cardTypeOf(draft) === to) return undefined;
  if (!brand.cardTypes.includes(to)) return 'not_issued';
  if ((draft._stepCompleted ?? 0) >= CARD_CHANGE_BEFORE_STEP) return 'too_late';
  return undefined;
}

/** Whether the applicant may still change the card of this draft on a brand that issues more than one. */
export function mayChangeCard(draft: Pick<Draft, '_stepCompleted'>, brand: { cardTypes: readonly CardType[] }): boolean {
  return brand.cardTypes.length > 1 && (draft._stepCompleted ?? 0) < CARD_CHANGE_BEFORE_STEP;
}

/** What a change of card clears, each as the page says it. */
export type ClearedAnswer = 'need' | 'confirmer' | 'airports' | 'cardNumber' | 'fourYear' | 'whiteMsic';

export const CLEARED_ANSWER_TEXT: Record<ClearedAnswer, string> = {
  need: 'the reason you need the card (each card has its own reasons)',
  confirmer: 'who confirms why you need the card',
  airports: 'the airports you chose (an MSIC has none)',
  cardNumber: 'the number and issuer of the card you hold now',
  fourYear: 'the choice of a four-year card (only an MSIC has one)',
  whiteMsic: 'the white MSIC choice',
};

const msicOnlyTypes: readonly OpNeedType[] = ['port facility', 'industry participant'];
const asicOnlyTypes: readonly OpNeedType[] = OP_NEED_TYPES.filter((t) => !['employer', 'self employed', ...msicOnlyTypes].includes(t));

function confirmerFits(type: unknown, to: CardTypeCode): boolean {
  if (typeof type !== 'string' || type === '') return true;
  return !(to === 'msic' ? asicOnlyTypes : msicOnlyTypes).includes(type as OpNeedType);
}

/** The answers of `draft` a change to `to` would clear, in the order the form asks them; [] for no change. */
export function cardChangeClears(draft: Draft, to: CardTypeCode): ClearedAnswer[] {
  if (cardTypeOf(draft) === to) return [];
  const cleared: ClearedAnswer[] = [];
  if (draft.OperationalNeedId !== undefined && draft.OperationalNeedId !== null) cleared.push('need');
  if (!confirmerFits(draft.ExtraData?.OpNeedType, to)) cleared.push('confirmer');
  if (to === 'msic' && (draft.airports ?? []).length > 0) cleared.push('airports');
  const held = to === 'msic' ? draft.Asicnum : draft.Msicnum;
  if ((held !== undefined && held !== '') || (draft.Issuingbodyid !== undefined && draft.Issuingbodyid !== null)) cleared.push('cardNumber');
  if (to === 'asic' && draft._fourYear === true) cleared.push('fourYear');
  if (to === 'asic' && draft._whiteMsic === true) cleared.push('whiteMsic');
  return cleared;
}

/**
 * The draft for card `to`: the card type set and the answers that belong to the other card cleared (the need, whose
 * list is per card; a confirmer the card does not offer; airports; the held card's number and issuer; the four-year
 * and white MSIC choices). The codes follow from the card rules on the next save.
 */
export function withCardType(draft: Draft, to: CardTypeCode): Draft {
  if (cardTypeOf(draft) === to) return { ...draft, _cardType: to };
  const clears = new Set(cardChangeClears(draft, to));
  let next: Draft = { ...draft, _cardType: to, OperationalNeedId: null, OpNeed: '' };
  if (clears.has('confirmer')) {
    next = chooseOpNeedType(next, '' as OpNeedType);
    const extra = { ...next.ExtraData };
    delete extra.OpNeedType;
    next = { ...next, ExtraData: extra };
  }
  if (to === 'msic') {
    const extra = { ...next.ExtraData };
    delete extra._badAirport;
    next = { ...next, airports: [], ExtraData: { ...extra, _numAirports: 0 }, Asicnum: '' };
  } else {
    next = { ...next, Msicnum: '', _fourYear: false, _whiteMsic: false };
  }
  if (next.Appsubtype === 'W' || next.Appsubtype === '4') next = { ...next, Appsubtype: '' };
  return { ...next, Issuingbodyid: null };
}
