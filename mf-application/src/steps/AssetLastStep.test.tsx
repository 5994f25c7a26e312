import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { fakeJwt, renderWithStores } from '@cards/shared/testing';
import FormPage from '../wizard/FormPage.tsx';
import { completeDraft, listAnswers } from './step4/fixtures.ts';
import { savingDraftApi } from './test/saving-draft-api.ts';

// SPEC §2 'The asset brands have 3 steps with no separate summary step': chcheli's last step asks the
// card questions, shows the answers of steps 1 and 2, and confirms; the organisation pays.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);

function renderAssetStep(draft: Draft) {
  const { drafts, saves } = savingDraftApi(draft, {
      convert: vi.fn(async () => ({ Id: 42, VerificationCode: 'code', TrackingNumber: 'VEA0001542' })),
  });
  const view = renderWithStores(
    [{ path: '/apply/form/:id/*', element: <FormPage /> }, { path: '/status/:peopleId', element: <p>status page</p> }],
    { path: '/apply/form/ref123/step3', drafts, answers: { ...listAnswers, 'POST /api/login': { token } }, brand: 'chcheli' },
  );
  return { ...view, drafts, saves };
}

const atLastStep: Draft = { ...completeDraft, _company: 'chcheli', _stepCompleted: 2 };

describe('the asset brands\' last step', () => {
  it('asks the card questions, shows steps 1 and 2 to check, and offers no payment choice', async () => {
    renderAssetStep(atLastStep);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your card, and confirm' })).toBeTruthy();
    expect(document.title).toMatch(/^Step 3 of 3: Card details and confirm/);
    expect(screen.getByRole('heading', { name: 'Why you need an ASIC' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Personal and contact details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Address history' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Card and employer details' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Pay in person/ })).toBeNull();
  });

  it('the organisation confirms the need: nobody is their own sponsor, and the contact is told they get the statement', async () => {
    // docs/decisions.md 'The asset brands' statement': even a draft saved as self-employed signs nothing here.
    renderAssetStep({ ...atLastStep, ExtraData: { ...atLastStep.ExtraData, OpNeedType: 'self employed' } });
    const who = await screen.findByRole('group', { name: 'Who can confirm why you need the card?' });
    const offered = within(who).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(offered).toEqual(['employer', 'recreational', 'trainee pilot', 'pilot', 'lame']);
    expect(screen.getByText(/We email them the statement of your operational need to sign online\./)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign your statement of operational need' })).toBeNull();
  });

  it('a missing card answer and unticked boxes stop the confirm, each in the summary', async () => {
    const user = userEvent.setup();
    const { drafts } = renderAssetStep({ ...atLastStep, Employerposition: '' });
    await user.click(await screen.findByRole('button', { name: 'Confirm and send your application' }));
    const box = await screen.findByRole('region', { name: 'There is a problem' });
    const links = within(box).getAllByRole('link').map((l) => l.textContent);
    expect(links).toContain('Enter your job title');
    expect(links).toContain('Tick the box to confirm that you agree to the terms and conditions');
    expect(links).toContain('Tick the box to confirm the declaration');
    expect(drafts.convert).not.toHaveBeenCalled();
  });

  it('confirming marks step 3 of 3 complete, sends, signs in and opens status', async () => {
    const user = userEvent.setup();
    const { drafts, saves, router, tokenStore } = renderAssetStep({ ...atLastStep, _termsAccepted: true, _declarationAccepted: true });
    await user.click(await screen.findByRole('button', { name: 'Confirm and send your application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/status/42'));
    expect(saves.some((s) => s._stepCompleted === 3)).toBe(true);
    expect(drafts.convert).toHaveBeenCalledWith(1);
    expect(tokenStore.getToken()).toBe(token);
  });

  it('an applicant living in another state than the organisation can confirm: their address is not read as unknown', async () => {
    // chcheli's organisation is in WA (its preset); the applicant lives in NSW. Only the employer's state was loaded
    // on this step, so the NSW address read as a suburb we do not know, and nobody outside WA could send.
    const user = userEvent.setup();
    const inWa = { Employerstate: 'WA', Employersuburb: 'PERTH', Employerpostcode: '6000', Employeraddress: '1 Hay St' };
    const { drafts } = renderAssetStep({ ...atLastStep, ...inWa, _termsAccepted: true, _declarationAccepted: true });
    await user.click(await screen.findByRole('button', { name: 'Confirm and send your application' }));
    await waitFor(() => expect(drafts.convert).toHaveBeenCalledWith(1));
    expect(screen.queryByText(/is not one we know/)).toBeNull();
  });
});
