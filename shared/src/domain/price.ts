import { findBrand, type Brand } from '@cards/shared/brand';
import { cardTypeOf, offersFourYearCard } from './card-rules.ts';
import type { Draft } from './draft.ts';
import { isProvisional } from './person.ts';
import { cents } from './price-text.ts';

export { cents, priceText, splitPrice } from './price-text.ts';

/** What the site data prices; the names are SPEC §9's. */
export interface PriceTable {
  asic2YrPrice: string;
  asic2YrGst: string;
  jobReadyAsic2YrPrice: string;
  jobReadyAsic2YrGst: string;
  provisionalAsic: string;
  provisionalAsicGst: string;
  msic2YrPrice: string;
  msic2YrGst: string;
  msic4YrPrice: string;
  msic4YrGst: string;
  postalAsic2YrPrice?: string;
  postalAsic2YrGst?: string;
  postofficeFee?: string;
  accessCardPrice?: string;
  accessCardGst?: string;
}

export type PricedCard = 'asic' | 'asicJobReady' | 'asicProvisional' | 'asicPostal' | 'msic2Yr' | 'msic4Yr';

export interface PriceQuestion {
  brandCode: string;
  prices: PriceTable;
  cardType: 'asic' | 'msic';
  jobReady: boolean;
  provisional: boolean;
  fourYear: boolean;
  /** The payment option chosen (SPEC §9: inperson, postal, asset-asic). */
  paymentOption: string;
  /** Only the airport office's own airports chosen (SPEC §4: adg's card access). */
  adgCardAccess: boolean;
}

export interface ApplicationPrice {
  card: PricedCard;
  /** What the applicant pays, GST included (cents). */
  total: number;
  /** The GST within the total (cents). */
  gst: number;
  /** SPEC §9 'Price shown': the total less GST, and less the post office fee for the postal option (cents). */
  shown: number;
  /** The post office fee within the total, for the postal option (cents): paid at the counter, never online. */
  postofficeFee: number;
  /** What a payment by card online takes: the total less the post office fee, so each fee is paid once (cents). */
  online: number;
  /** The access card's part of the total: negative where the office's cards include none, positive where added (cents). */
  accessCard: number;
}

/** Which site-data price an application pays (SPEC §9). */
export function pricedCard(q: Pick<PriceQuestion, 'cardType' | 'jobReady' | 'provisional' | 'fourYear' | 'paymentOption' | 'prices'>): PricedCard {
  if (q.cardType === 'msic') return q.fourYear && !q.jobReady ? 'msic4Yr' : 'msic2Yr';
  if (q.paymentOption === 'postal' && q.prices.postalAsic2YrPrice) return 'asicPostal';
  if (q.provisional) return 'asicProvisional';
  if (q.jobReady) return 'asicJobReady';
  return 'asic';
}

const BASE: Record<PricedCard, (p: PriceTable) => [string | undefined, string | undefined]> = {
  asic: (p) => [p.asic2YrPrice, p.asic2YrGst],
  asicJobReady: (p) => [p.jobReadyAsic2YrPrice, p.jobReadyAsic2YrGst],
  asicProvisional: (p) => [p.provisionalAsic, p.provisionalAsicGst],
  asicPostal: (p) => [p.postalAsic2YrPrice, p.postalAsic2YrGst],
  msic2Yr: (p) => [p.msic2YrPrice, p.msic2YrGst],
  msic4Yr: (p) => [p.msic4YrPrice, p.msic4YrGst],
};

/**
 * SPEC §9: the price of an application. An airport office whose cards include no access card (bne) takes its price
 * off; one that adds it for its own airports (adg) adds it when card access applies. The shown price is the total less GST, and less the post office fee for the postal
 * option. The post office fee is paid at the Post Office counter only, so a payment online takes `online`.
 */
export function applicationPrice(q: PriceQuestion): ApplicationPrice {
  const card = pricedCard(q);
  const [price, gst] = BASE[card](q.prices);
  let total = cents(price);
  let tax = cents(gst);
  let accessCard = 0;
  const office = findBrand(q.brandCode)?.airportOffice;
  if (q.cardType === 'asic' && office?.accessCard === 'not-included') accessCard = -1;
  if (q.cardType === 'asic' && office?.accessCard === 'added-for-own-airports' && q.adgCardAccess) accessCard = 1;
  if (accessCard !== 0) {
    total += accessCard * cents(q.prices.accessCardPrice);
    tax += accessCard * cents(q.prices.accessCardGst);
    accessCard *= cents(q.prices.accessCardPrice);
  }
  const postofficeFee = card === 'asicPostal' ? cents(q.prices.postofficeFee) : 0;
  return { card, total, gst: tax, shown: total - tax - postofficeFee, postofficeFee, online: total - postofficeFee, accessCard };
}

// --- The price of a draft as it stands (step 4) or as it was sent (invoice, online payment): one rule for both.

/** The payment option of a draft: the one chosen, or the brand's only one. */
export function paymentOptionOf(draft: Draft, brand: Pick<Brand, 'paymentOptions'>): string | undefined {
  const chosen = draft.ExtraData?.lodgementOption;
  if (chosen) return chosen;
  return brand.paymentOptions.length === 1 ? brand.paymentOptions[0] : undefined;
}

/** SPEC §9: the price of an application from its answers and the brand's prices; `today` decides under 18. */
export function draftPrice(draft: Draft, brand: Pick<Brand, 'code' | 'prices' | 'paymentOptions'>, today: Date): ApplicationPrice {
  return applicationPrice({
    brandCode: brand.code,
    prices: brand.prices,
    cardType: cardTypeOf(draft),
    jobReady: draft._jobReady === true,
    provisional: draft.ExtraData?.Provisional === true || isProvisional(draft.Birthdate, today),
    fourYear: draft._fourYear === true && offersFourYearCard(draft),
    paymentOption: paymentOptionOf(draft, brand) ?? '',
    adgCardAccess: draft._adgCardAccess === true,
  });
}
