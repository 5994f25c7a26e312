import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { fakeDraftApi, fakeJwt, renderWithStores } from '@cards/shared/testing';
import type { DraftApi } from '@cards/shared/api';
import FormPage from '../wizard/FormPage.tsx';
import { completeDraft, listAnswers } from './step4/fixtures.ts';

// Step 4: check your answers and confirm.

afterEach(() => {
  cleanup();
  // What a page typed is kept on the device (draft store); each test starts with none.
  localStorage.clear();
});

const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);

function renderSummary(draft: Draft, calls: Partial<DraftApi> = {}, path = '/apply/form/ref123/step4') {
  let version = draft._version ?? 1;
  const drafts = fakeDraftApi({
    load: vi.fn(async () => draft),
    save: vi.fn(async () => ({ id: 1, version: ++version })),
    ...calls,
  });
  const view = renderWithStores(
    [
      { path: '/apply/form/:id/*', element: <FormPage /> },
      { path: '/status/:peopleId', element: <p>status page</p> },
    ],
    { path, drafts, answers: { ...listAnswers, 'POST /api/login': { token } } },
  );
  return { ...view, drafts };
}

const ready: Draft = { ...completeDraft, _termsAccepted: true, _declarationAccepted: true };
const summary = () => screen.getByRole('region', { name: 'There is a problem' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm and send your application' });

describe('check your answers', () => {
  it('shows every section as a summary list, each answer with a Change link naming its question', async () => {
    renderSummary(completeDraft);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers and confirm' })).toBeTruthy();
    expect(document.title).toBe(`Step 4 of 4: Summary and confirm | ${brands.default.name}`);
    for (const heading of ['Personal and contact details', 'Address history', 'Card and employer details']) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getAllByRole('term').length).toBeGreaterThan(0);
    }
    // Named lists appear once loaded.
    await screen.findByText('Airline staff');
    const personal = screen.getByRole('region', { name: 'Personal and contact details' });
    const birth = within(personal).getByRole('link', { name: 'Change your date of birth' });
    expect(birth.getAttribute('href')).toBe('/apply/form/ref123/step1?return=summary#f-Birthdate');
    expect(birth.textContent).toBe('Change your date of birth');
    expect(birth.querySelector('.visually-hidden')!.textContent).toBe(' your date of birth');
    expect(within(personal).getByText('17 May 1990')).toBeTruthy();
    expect(within(personal).getByRole('link', { name: 'Change your country of birth' }).getAttribute('href')).toContain('#f-Birthcountry');

    const address = screen.getByRole('region', { name: 'Address history' });
    expect(within(address).getByRole('link', { name: 'Change your current address' }).getAttribute('href'))
      .toBe('/apply/form/ref123/step2?return=summary#f-_address-0-Line1');
    const card = screen.getByRole('region', { name: 'Card and employer details' });
    expect(within(card).getByRole('link', { name: 'Change the airports you need the card for' }).getAttribute('href'))
      .toBe('/apply/form/ref123/step3?return=summary#f-airports');
    // Each Change link names a different question.
    const names = screen.getAllByRole('link', { name: /^Change / }).map((l) => l.textContent);
    expect(new Set(names).size).toBe(names.length);
    // No errors on arrival for a complete draft.
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });

  it('a Change link opens the field in its step, focused, and Save and continue comes back to the summary', async () => {
    const user = userEvent.setup();
    const { router } = renderSummary(completeDraft);
    await user.click(await screen.findByRole('link', { name: 'Change your date of birth' }));
    const birthdate = await screen.findByLabelText('Date of birth');
    await waitFor(() => expect(document.activeElement).toBe(birthdate));
    expect(router.state.location.search).toBe('?return=summary');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers and confirm' })).toBeTruthy();
  });

  it('an earlier answer that is wrong shows the SPEC §5 summary at once, focused, its link at the answer', async () => {
    renderSummary({ ...completeDraft, Gender: '', Email: 'not-an-address' });
    const box = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(box).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Please ensure your gender is entered correctly',
      'Please ensure your email is entered correctly',
    ]);
    const link = within(box).getByRole('link', { name: 'Choose your gender' });
    expect(link.getAttribute('href')).toBe('#f-Gender');
    // The field is on step 1: its link leads to the answer's Change link, which opens it there.
    await userEvent.setup().click(link);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Change your gender' }));
    expect(document.title).toBe(`Error: Step 4 of 4: Summary and confirm | ${brands.default.name}`);
  });

  it('errors of one answer make one link (the lines of an address)', async () => {
    renderSummary({ ...completeDraft, _address: [{ Country: 'AU', FromDate: '2010-01-01' }] });
    const box = await screen.findByRole('region', { name: 'There is a problem' });
    const links = within(box).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('#f-_address-0-Line1');
    expect(links[0]!.textContent).toContain('Enter the street address of your current address');
    expect(links[0]!.textContent).toContain('Enter the postcode of your current address');
  });
});

describe('terms and confirm', () => {
  it('the terms link opens in a new tab and says so; unticked boxes stop the confirm with the summary', async () => {
    const user = userEvent.setup();
    const convert = vi.fn();
    renderSummary(completeDraft, { convert });
    const terms = await screen.findByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' })).toBeTruthy();
    const declaration = screen.getByRole('checkbox', { name: 'I declare that the answers I have given are true and complete' });
    expect(document.getElementById(declaration.getAttribute('aria-describedby')!)!.textContent).toContain('criminal offence');

    await user.click(confirmButton());
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('heading', { level: 3 }).textContent).toBe('Please ensure you have agreed to the terms and the declaration');
    expect(within(summary()).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#f-_termsAccepted', '#f-_declarationAccepted']);
    expect(convert).not.toHaveBeenCalled();
  });

  it('marks the last step complete, then converts, signs in and opens status with the tracking number', async () => {
    const user = userEvent.setup();
    const saved: Draft[] = [];
    let version = 3;
    const save = vi.fn(async (_id: number, draft: Draft) => {
      saved.push(draft);
      return { id: 1, version: ++version };
    });
    const convert = vi.fn(async () => ({ Id: 42, VerificationCode: '123456', TrackingNumber: 'VEA0001542' }));
    const { router, store, requests } = renderSummary(ready, { save, convert });
    await screen.findByText('Airline staff');
    await user.click(confirmButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/status/42'));
    expect(router.state.location.state).toEqual({ submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
    // The save that completed step 4 came before the conversion, with the payment option chosen for the one option.
    const completing = saved.find((d) => d._stepCompleted === 4)!;
    expect(completing.ExtraData?.lodgementOption).toBe('inperson');
    expect(save.mock.invocationCallOrder.at(-1)!).toBeLessThan(convert.mock.invocationCallOrder[0]!);
    expect(convert).toHaveBeenCalledWith(1);
    expect(requests).toContain('POST /api/login');
    expect(store.session.isAuthenticated).toBe(true);
    expect(store.session.token).toBe(token);
  });

  it('a conversion that fails goes to processing (the store reported it)', async () => {
    const user = userEvent.setup();
    const reportError = vi.fn(async () => undefined);
    const { router } = renderSummary(ready, { convert: vi.fn(() => Promise.reject(new Error('boom'))), reportError });
    await user.click(await screen.findByRole('button', { name: 'Confirm and send your application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/processing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not send your application yet' })).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(1, 'Conversion failed: boom', expect.anything());
  });

  it('says it is sending, and a second click meanwhile sends nothing more', async () => {
    const user = userEvent.setup();
    let finish!: (value: { Id: number; VerificationCode: string; TrackingNumber: string }) => void;
    const convert = vi.fn(() => new Promise<{ Id: number; VerificationCode: string; TrackingNumber: string }>((resolve) => (finish = resolve)));
    const { router } = renderSummary(ready, { convert });
    const button = await screen.findByRole('button', { name: 'Confirm and send your application' });
    await user.click(button);
    await waitFor(() => expect(convert).toHaveBeenCalledTimes(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Sending your application…').getAttribute('role')).toBe('status');
    await user.click(button);
    await user.dblClick(button);
    finish({ Id: 42, VerificationCode: '123456', TrackingNumber: 'VEA0001542' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/status/42'));
    expect(convert).toHaveBeenCalledTimes(1);
  });
});
