import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands, type BrandCode } from '@cards/shared/brand';
import { addYears, isoDateOf, type Draft } from '@cards/shared/domain';
import { fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import { completeDraft } from './fixtures.ts';
import { PaymentSection } from './PaymentSection.tsx';

// SPEC §9 payment options and prices, as step 4 shows them.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderPayment(brand: BrandCode, draft: Draft) {
  const view = renderWithStores([{ path: '/', element: <PaymentSection form={{ errorFor: () => undefined }} /> }], {
    path: '/',
    brand,
    drafts: fakeDraftApi({ save: vi.fn(async () => ({ id: 1, version: 9 })) }),
  });
  act(() => view.store.draft.adopt({ ...draft, _company: brand }));
  return view;
}

/** The price table as 'row: amount', the amount as a screen reader reads it. */
function priceRows(): string[] {
  const table = screen.getByRole('table', { name: 'Your card fee' });
  return within(table).getAllByRole('row').map((row) => {
    const amount = row.querySelector('td')!;
    return `${row.querySelector('th')!.textContent}: ${amount.querySelector('.visually-hidden')?.textContent ?? amount.textContent}`;
  });
}

const under18 = addYears(isoDateOf(new Date()), -15);

describe('the price, from the brand\'s prices (SPEC §9: total less GST, less the post office fee for the postal option)', () => {
  it.each<[string, BrandCode, Partial<Draft>, string, string[]]>([
    ['default ASIC', 'default', {}, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $279.00', 'GST: $27.90', 'Total: $306.90']],
    ['postal partner: the post office fee is paid at the counter', 'postal', {}, 'Pay at a Post Office.', [
      'Card fee (excluding GST): $277.20', 'GST: $29.70', 'Post office fee (paid at the counter): $19.80', 'Total: $326.70']],
    ['bne: without the access card', 'bne', {}, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $229.00', 'GST: $22.90', 'Total: $251.90']],
    ['adg with card access: with the access card', 'adg', { _adgCardAccess: true }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $329.00', 'GST: $32.90', 'Total: $361.90']],
    ['adg without card access', 'adg', { _adgCardAccess: false }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $279.00', 'GST: $27.90', 'Total: $306.90']],
    ['MSIC for 4 years', 'default', { _cardType: 'msic', _fourYear: true }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $359.00', 'GST: $35.90', 'Total: $394.90']],
    ['MSIC for 2 years', 'default', { _cardType: 'msic', _fourYear: false }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $269.00', 'GST: $26.90', 'Total: $295.90']],
    ['under 18 (provisional)', 'default', { Birthdate: under18, ExtraData: { ...completeDraft.ExtraData, Provisional: true } }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $159.00', 'GST: $15.90', 'Total: $174.90']],
    ['under 18 by the birthdate alone', 'default', { Birthdate: under18 }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $159.00', 'GST: $15.90', 'Total: $174.90']],
    ['job ready', 'default', { _jobReady: true, Appsubtype: '2' }, 'Pay in person at your interview.', [
      'Card fee (excluding GST): $259.00', 'GST: $25.90', 'Total: $284.90']],
    ['an asset brand: the organisation pays', 'chcheli', {}, 'Paid by your organisation.', [
      'Card fee (excluding GST): $279.00', 'GST: $27.90', 'Total: $306.90']],
  ])('%s', async (_, brand, changes, option, rows) => {
    const { store } = renderPayment(brand, { ...completeDraft, ...changes });
    // The brand's only option is not offered as a choice: it is said, and saved as the answer.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(option)).toBeTruthy();
    await waitFor(() => expect(store.draft.data.ExtraData?.lodgementOption).toBe(brands[brand].paymentOptions[0]));
    expect(priceRows()).toEqual(rows);
  });

  it('says the adg card fee includes the access card', () => {
    renderPayment('adg', { ...completeDraft, _adgCardAccess: true });
    expect(screen.getByText('The card fee includes your airport access card.')).toBeTruthy();
  });
});

describe('payment options', () => {
  it('a brand with several options asks, in plain words, and keeps the choice', async () => {
    const before = brands.default.paymentOptions;
    brands.default.paymentOptions = ['inperson', 'postal'];
    try {
      const { store } = renderPayment('default', { ...completeDraft, ExtraData: { ...completeDraft.ExtraData } });
      const group = screen.getByRole('group', { name: 'How will you pay?' });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((r) => (r as HTMLInputElement).labels![0]!.textContent)).toEqual(['Pay in person at your interview', 'Pay at a Post Office']);
      expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
      expect(store.draft.data.ExtraData?.lodgementOption).toBeUndefined();
      await userEvent.setup().click(within(group).getByRole('radio', { name: 'Pay at a Post Office' }));
      expect(store.draft.data.ExtraData?.lodgementOption).toBe('postal');
      expect(radios[0]!.id).toBe('f-ExtraData-lodgementOption');
    } finally {
      brands.default.paymentOptions = before;
    }
  });
});
