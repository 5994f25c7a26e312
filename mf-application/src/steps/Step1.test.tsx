import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandCode } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { renderWithStores } from '@cards/shared/testing';
import FormPage from '../wizard/FormPage.tsx';
import { savingDraftApi } from './test/saving-draft-api.ts';

// Step 1 names the card applied for or renewed, and on a brand that issues both lets it be changed while the
// draft is young (before step 3 is complete), saying what the change clears (domain/card-choice.ts; the api takes the
// same change by the same rule, api/test/drafts/msic-start.test.ts).

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const answers: Record<string, unknown> = {
  '/api/state/list': [{ Id: 1, ShortName: 'NSW', LongName: 'New South Wales' }],
  '/api/country/list': [{ Code: 'AU', Name: 'Australia' }],
  '/api/id-document/list': [],
};

const young: Draft = { _id: 1, _formLink: 'ref123', _version: 3, _stepCompleted: 0, _company: 'default', _cardType: 'asic', Firstname: 'Ana' };

function renderStep1(draft: Draft, brand?: BrandCode) {
  const { drafts, saves } = savingDraftApi(draft);
  const view = renderWithStores([{ path: '/apply/form/:id/*', element: <FormPage /> }], {
    path: '/apply/form/ref123/step1', answers, drafts, brand: brand ?? (draft._company as BrandCode),
  });
  return { ...view, saves };
}

describe('step 1 names the card and lets it change while the draft is young', () => {
  it('a new ASIC: names it, offers the MSIC, says nothing is cleared yet, and the change is saved and announced', async () => {
    const user = userEvent.setup();
    const { saves } = renderStep1(young);
    expect(await screen.findByRole('heading', { name: 'Applying for an ASIC' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Which card are you applying for?' });
    expect(group.textContent).toContain('changing it now clears nothing you have answered');
    const status = document.getElementById('card-choice-outcome')!;
    expect(status.textContent).toBe('');
    await user.click(within(group).getByRole('radio', { name: /An MSIC \(maritime/ }));
    expect(screen.getByRole('heading', { name: 'Applying for an MSIC' })).toBeTruthy();
    expect(status.textContent).toBe('You are now applying for an MSIC.');
    await waitFor(() => expect(saves.at(-1)?._cardType).toBe('msic'));
  });

  it('with answers of the card step: the hint lists what a change clears, and the change waits to be confirmed', async () => {
    const user = userEvent.setup();
    const { saves } = renderStep1({ ...young, _stepCompleted: 2, OperationalNeedId: 3, airports: [{ Id: 1, Airport: 'Australia-wide (AUS)' }], ExtraData: { OpNeedType: 'recreational', _numAirports: 1 } });
    const group = await screen.findByRole('group', { name: 'Which card are you applying for?' });
    expect(group.textContent).toContain('the airports you chose (an MSIC has none)');
    await user.click(within(group).getByRole('radio', { name: /An MSIC/ }));
    const confirm = screen.getByRole('group', { name: 'Change to an MSIC?' });
    expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'the reason you need the card (each card has its own reasons)', 'who confirms why you need the card', 'the airports you chose (an MSIC has none)',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Keep my ASIC' }));
    expect(screen.getByRole('heading', { name: 'Applying for an ASIC' })).toBeTruthy();
    expect(saves.some((s) => s._cardType === 'msic')).toBe(false);

    await user.click(within(group).getByRole('radio', { name: /An MSIC/ }));
    await user.click(screen.getByRole('button', { name: 'Change to an MSIC' }));
    expect(document.getElementById('card-choice-outcome')!.textContent).toContain('We cleared the reason you need the card');
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ _cardType: 'msic', OperationalNeedId: null, airports: [] }));
  });

  it('a renewal started on /renew says so and names the card', async () => {
    renderStep1({ ...young, _cardType: 'msic', _renew: true, Apptype: 'R', Msicnum: 'VEP 0001523', Issuingbodyid: 1 });
    expect(await screen.findByRole('heading', { name: 'Renewing your MSIC' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Which card are you renewing?' })).toBeTruthy();
  });

  it('once step 3 is complete the card is named and fixed, with the way to the other card', async () => {
    renderStep1({ ...young, _cardType: 'msic', _stepCompleted: 3 });
    expect(await screen.findByRole('heading', { name: 'Applying for an MSIC' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Which card are you applying for?' })).toBeNull();
    expect(screen.getByText(/The card cannot be changed now that its details are complete: to apply for an ASIC, start a new application/)).toBeTruthy();
  });

  it('a brand that issues one card names it and offers no choice', async () => {
    renderStep1({ ...young, _company: 'bne' });
    expect(await screen.findByRole('heading', { name: 'Applying for an ASIC' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /MSIC/ })).toBeNull();
  });
});
