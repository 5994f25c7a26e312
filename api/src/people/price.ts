import type { Brand } from '@cards/shared/brand';
import { applicationPrice, cardTypeOf, isProvisional, offersFourYearCard, type ApplicationPrice, type Draft } from '@cards/shared/domain';

// The price of a sent application (SPEC §9), from what was sent and the brand's site data: the invoice and the
// online payment charge the same.

/** SPEC §9 prices: the application's price as it was sent, from the brand's site data. */
export function priceOf(data: Draft, brand: Brand, submittedAt: string): ApplicationPrice {
  const option = data.ExtraData?.lodgementOption ?? brand.paymentOptions[0] ?? '';
  return applicationPrice({
    brandCode: brand.code, prices: brand.prices, cardType: cardTypeOf(data), jobReady: data._jobReady === true,
    provisional: data.ExtraData?.Provisional === true || isProvisional(data.Birthdate, new Date(submittedAt)),
    fourYear: data._fourYear === true && offersFourYearCard(data), paymentOption: option, adgCardAccess: data._adgCardAccess === true,
  });
}

