import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import FormPage from '../wizard/FormPage.tsx';

// A page's data loads one way, a failure shows with a working retry, and inputs take their lengths
// from the draft schema.

afterEach(() => {
  cleanup();
});

function renderStep(draft: Draft, step: 'step1' | 'step2', answers: Parameters<typeof renderWithStores>[1]['answers']) {
  const drafts = fakeDraftApi({ load: vi.fn(async () => ({ _id: 1, _formLink: 'ref123', _version: 1, ...draft })) });
  return renderWithStores([{ path: '/apply/form/:id/*', element: <FormPage /> }], { path: `/apply/form/ref123/${step}`, answers, drafts });
}

describe('a reference list that fails to load', () => {
  it('says so above the form, and its retry loads it', async () => {
    let countriesUp = false;
    const { requests } = renderStep({}, 'step1', (config) => {
      if (config.url === '/api/country/list') return countriesUp ? { data: [{ Code: 'NZ', Name: 'New Zealand' }] } : { status: 500, data: {} };
      return config.url?.startsWith('/api/') ? { data: [] } : undefined;
    });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('We could not load the list of countries. Check your connection and try again.');
    // The form is still there, with what did load.
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();

    countriesUp = true;
    await userEvent.setup().click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/could not load the list of countries/)).toBeNull());
    expect(within(screen.getByRole('combobox', { name: 'Country of birth' })).getByRole('option', { name: 'New Zealand' })).toBeTruthy();
    expect(requests.filter((r) => r === 'GET /api/country/list')).toHaveLength(2);
  });

  it('suburbs of a state that fail to load say so at the suburb search, with a retry', async () => {
    let up = false;
    renderStep({ _stepCompleted: 1, _address: [{ Country: 'AU', State: 'TAS' }] }, 'step2', (config) => {
      if (config.url === '/shared/data/au/TAS.json') return up ? { data: [['HOBART', 7, '7000']] } : { status: 503, data: {} };
      if (config.url === '/api/state/list') return { data: [{ Id: 7, ShortName: 'TAS', LongName: 'Tasmania' }] };
      return config.url?.startsWith('/api/') ? { data: [] } : undefined;
    });
    const problem = await screen.findByText('We could not load the suburbs for this state. Check your connection and try again.');
    up = true;
    await userEvent.setup().click(within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/could not load the suburbs/)).toBeNull());
  });
});

describe('input lengths come from the draft schema (DraftSchema)', () => {
  it('holds each field to its limit, the identity document\'s own where it differs', async () => {
    renderStep({ _idDocument: { Id: 7 } }, 'step1', (config) =>
      config.url === '/api/id-documents/auscheck-list'
        ? { data: [{ Id: 7, Name: 'ImmiCard', Category: 'A' }] }
        : config.url?.startsWith('/api/') ? { data: [] } : undefined);
    const limit = (name: string) => screen.getByRole('textbox', { name }).getAttribute('maxlength');
    await screen.findByRole('textbox', { name: 'Name on the ImmiCard' });
    expect(limit('First name')).toBe('50');
    expect(limit('Email address')).toBe('254');
    expect(limit('Mobile number')).toBe('15');
    // SPEC §5 'Maximum lengths': 49 on an ImmiCard, though the field holds 100 on a certificate.
    expect(limit('Name on the ImmiCard')).toBe('49');
    expect(limit('ImmiCard number')).toBe('9');
    expect(screen.getByLabelText('Date of birth').getAttribute('maxlength')).toBeNull();
  });

  it('holds an Australian postcode to 5 digits and another country\'s to 10', async () => {
    renderStep({ _stepCompleted: 1, _address: [{ Country: 'AU' }], _postalAddress: { _postalSame: false, Country: 'NZ' } }, 'step2',
      (config) => (config.url?.startsWith('/api/') ? { data: [] } : undefined));
    const postcodes = await screen.findAllByRole('textbox', { name: /^Postcode/ });
    expect(postcodes.map((p) => p.getAttribute('maxlength'))).toEqual(['5', '10']);
    expect(screen.getAllByRole('textbox', { name: 'Street address' }).map((p) => p.getAttribute('maxlength'))).toEqual(['100', '100']);
  });
});
