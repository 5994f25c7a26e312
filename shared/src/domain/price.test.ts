import { describe, expect, it } from 'vitest';
import { applicationPrice, cents, priceText, splitPrice } from './price.ts';

describe('SPEC §2 price strings split at the full stop', () => {
  it.each([
    ['306.90', '306', '90'],
    ['55', '55', '00'],
    ['55.5', '55', '50'],
    [' 19.80 ', '19', '80'],
    [174.9, '174', '90'],
    ['.99', '0', '99'],
  ] as const)('%j → %s and %s', (price, whole, decimal) => {
    expect(splitPrice(price)).toEqual({ whole, decimal });
  });
});

describe('SPEC §9 the price of an application, for every brand, card and payment option', () => {
  const prices = {
    asic2YrPrice: '306.90', asic2YrGst: '27.90', jobReadyAsic2YrPrice: '284.90', jobReadyAsic2YrGst: '25.90',
    provisionalAsic: '174.90', provisionalAsicGst: '15.90', msic2YrPrice: '295.90', msic2YrGst: '26.90',
    msic4YrPrice: '394.90', msic4YrGst: '35.90',
  };
  const postalPrices = { ...prices, postalAsic2YrPrice: '326.70', postalAsic2YrGst: '29.70', postofficeFee: '19.80' };
  const accessPrices = { ...prices, accessCardPrice: '55.00', accessCardGst: '5.00' };
  const base = { cardType: 'asic', jobReady: false, provisional: false, fourYear: false, paymentOption: 'inperson', adgCardAccess: false } as const;

  it.each([
    ['default ASIC', { brandCode: 'default', prices }, 'asic', 30690, 2790, 27900],
    ['default ASIC job ready', { brandCode: 'default', prices, jobReady: true }, 'asicJobReady', 28490, 2590, 25900],
    ['default ASIC under 18', { brandCode: 'default', prices, provisional: true }, 'asicProvisional', 17490, 1590, 15900],
    ['under 18 before job ready', { brandCode: 'default', prices, provisional: true, jobReady: true }, 'asicProvisional', 17490, 1590, 15900],
    ['default MSIC two years', { brandCode: 'default', prices, cardType: 'msic' }, 'msic2Yr', 29590, 2690, 26900],
    ['default MSIC four years', { brandCode: 'default', prices, cardType: 'msic', fourYear: true }, 'msic4Yr', 39490, 3590, 35900],
    ['MSIC job ready is a two-year card', { brandCode: 'default', prices, cardType: 'msic', fourYear: true, jobReady: true }, 'msic2Yr', 29590, 2690, 26900],
    ['postal option: less GST and the post office fee', { brandCode: 'postal', prices: postalPrices, paymentOption: 'postal' }, 'asicPostal', 32670, 2970, 27720],
    ['bne subtracts the access card', { brandCode: 'bne', prices: accessPrices }, 'asic', 25190, 2290, 22900],
    ['adg adds the access card with card access', { brandCode: 'adg', prices: accessPrices, adgCardAccess: true }, 'asic', 36190, 3290, 32900],
    ['adg without card access', { brandCode: 'adg', prices: accessPrices }, 'asic', 30690, 2790, 27900],
    ['asset brand (organisation pays)', { brandCode: 'chcheli', prices, paymentOption: 'asset-asic' }, 'asic', 30690, 2790, 27900],
  ] as const)('%s', (_what, question, card, total, gst, shown) => {
    const price = applicationPrice({ ...base, ...question });
    expect(price).toMatchObject({ card, total, gst, shown });
    expect(price.shown + price.gst + price.postofficeFee).toBe(price.total);
    expect(price.online + price.postofficeFee).toBe(price.total);
  });

  it('the post office fee is paid at the counter only: the online payment leaves it out', () => {
    const price = applicationPrice({ ...base, brandCode: 'postal', prices: postalPrices, paymentOption: 'postal' });
    expect(price).toMatchObject({ total: 32670, postofficeFee: 1980, online: 30690 });
  });

  it('reads and writes price strings in whole cents', () => {
    expect(cents('306.90')).toBe(30690);
    expect(cents(undefined)).toBe(0);
    expect(priceText(27720)).toBe('277.20');
    expect(priceText(-5500)).toBe('-55.00');
    expect(priceText(5)).toBe('0.05');
  });
});
