import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { cents, draftPrice, type Draft } from '@cards/shared/domain';
import { PriceTable } from './PriceTable.tsx';

// Step 4's summary and the payment page show one price (SPEC §9), for every brand × card type × validity
// × payment option; the post office fee is shown as paid at the counter and never in what is paid online. The api's
// side of the same combinations (payment answer, charge, invoice PDF) is api/test/price-table.test.ts.

afterEach(cleanup);

const minor = `${new Date().getFullYear() - 16}-01-15`;
const cases = Object.values(brands).flatMap((brand) => brand.cardTypes.flatMap((cardType) => {
  const validities: Array<[string, Draft]> = cardType === 'msic'
    ? [['2 years', {}], ['4 years', { _fourYear: true }]]
    : [['2 years', {}], ['job ready', { _jobReady: true }], ['under 18', { Birthdate: minor }], ['with card access', { _adgCardAccess: true }]];
  return validities.flatMap(([validity, answers]) => brand.paymentOptions.map((option) => ({
    name: `${brand.code} ${cardType} ${validity} ${option}`,
    brand,
    draft: { Birthdate: '1990-05-17', ...answers, _cardType: cardType, ExtraData: { lodgementOption: option } } as Draft,
  })));
}));

/** The amount in a row of the table, by its header, as a screen reader reads it. */
function amount(table: HTMLElement, header: string): number | undefined {
  const row = within(table).queryByRole('rowheader', { name: header })?.closest('tr');
  return row ? cents(row.querySelector('td')!.textContent!.replace(/^\$(\d+\.\d\d).*$/s, '$1')) : undefined;
}

describe('PriceTable on step 4 and on the payment page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const price = draftPrice(c.draft, c.brand, new Date());
    render(<><PriceTable price={price} caption="Your card fee" /><PriceTable price={price} caption="What you pay" online /></>);
    const summary = screen.getByRole('table', { name: 'Your card fee' });
    const paying = screen.getByRole('table', { name: 'What you pay' });
    expect(amount(summary, 'Total')).toBe(price.total);
    expect(amount(summary, 'GST')).toBe(price.gst);
    expect(amount(paying, 'GST')).toBe(price.gst);
    expect(amount(summary, 'Card fee (excluding GST)')).toBe(amount(paying, 'Card fee (excluding GST)'));
    expect(amount(summary, 'Post office fee (paid at the counter)')).toBe(price.postofficeFee || undefined);
    expect(amount(paying, 'Post office fee (paid at the counter)')).toBeUndefined();
    expect(amount(paying, 'Total to pay now')).toBe(price.total - price.postofficeFee);
    if (price.postofficeFee > 0) expect(screen.getByText(/you pay it at the Post Office counter/)).toBeTruthy();
  });

  it('the postal option: $326.70 in all, $19.80 of it at the counter, $306.90 online', () => {
    const postal = cases.find((c) => c.name === 'postal asic 2 years postal')!;
    const price = draftPrice(postal.draft, postal.brand, new Date());
    expect(price).toMatchObject({ total: 32670, postofficeFee: 1980, online: 30690 });
  });
});
