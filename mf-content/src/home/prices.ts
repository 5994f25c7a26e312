import type { Brand } from '@cards/shared/brand';
// By file: the home page starts without the rest of the draft's rules.
import { applicationPrice, type ApplicationPrice } from '@cards/shared/domain/price';

// The prices the home page lists (SPEC §9: from site data), by the same rule as step 4 and the invoice.

export interface HomePrice {
  label: string;
  price: ApplicationPrice;
}

/** Brands whose organisation pays (payment option asset-{product}) show no prices: their people pay nothing. */
export const organisationPays = (brand: Pick<Brand, 'paymentOptions'>): boolean => brand.paymentOptions.some((o) => o.startsWith('asset-'));

export function homePrices(brand: Brand): HomePrice[] {
  const base = {
    brandCode: brand.code,
    prices: brand.prices,
    jobReady: false,
    provisional: false,
    fourYear: false,
    paymentOption: brand.paymentOptions[0] ?? 'inperson',
    adgCardAccess: false,
  };
  // In the order the brand lists its cards, as its home offers them: its usual card first.
  const rowsOf = {
    asic: (): HomePrice[] => [
      { label: `${brand.product}, 2 years`, price: applicationPrice({ ...base, cardType: 'asic' }) },
      ...(brand.flags.jobReady ? [{ label: `Job-ready ${brand.product}, 2 years`, price: applicationPrice({ ...base, cardType: 'asic', jobReady: true }) }] : []),
      { label: `${brand.product} for an applicant under 18`, price: applicationPrice({ ...base, cardType: 'asic', provisional: true }) },
    ],
    msic: (): HomePrice[] => [
      { label: 'MSIC, 2 years', price: applicationPrice({ ...base, cardType: 'msic' }) },
      { label: 'MSIC, 4 years', price: applicationPrice({ ...base, cardType: 'msic', fourYear: true }) },
    ],
  };
  const rows = brand.cardTypes.flatMap((card) => rowsOf[card]());
  return rows;
}
