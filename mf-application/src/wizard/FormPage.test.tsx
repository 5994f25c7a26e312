import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import { STEP_SETS, stepsFor, type FormStep } from '@cards/shared/validation';
import FormPage, { completedMessage } from './FormPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(load: () => Promise<Draft>, path = '/apply/form/ref123/', steps?: FormStep[]) {
  const { router } = renderWithStores(
    [
      { path: '/apply/form/:id/*', element: <FormPage steps={steps} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    // Reference lists answer empty; the draft calls are the ones under test.
    { path, answers: (config) => (config.url?.startsWith('/api/') ? { data: [] } : undefined), drafts: fakeDraftApi({ load: vi.fn(load) }) },
  );
  return router;
}

const failure = (status: number, data: object = {}) =>
  new AxiosError('x', 'ERR', undefined, null, {
    status,
    data: { statusCode: status, error: 'x', message: 'x', ...data },
    statusText: '',
    headers: {},
    config: {} as never,
  });

describe('SPEC §4 form loading and §8 completed form', () => {
  it('a submitted application shows the alert and goes to status', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const router = renderForm(async () => ({ _id: 1, _formLink: 'ref123', _peopleId: 42, _cardType: 'msic', _stepCompleted: 4 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/status/42'));
    expect(alert).toHaveBeenCalledWith('The MSIC form has been completed. Redirecting you to the status page.');
    expect(completedMessage('asic', 'ASIC')).toBe('The ASIC form has been completed. Redirecting you to the status page.');
  });

  it.each([
    [failure(401, { reason: 'link_expired', randomId: 'ref123' }), '/link-expired/ref123'],
    [failure(404, { reason: 'link_disabled' }), '/404'],
    [failure(404), '/record-not-found'],
    [failure(500), '/record-not-found'],
  ])('a failed load goes to the right page (%#)', async (error, target) => {
    const router = renderForm(async () => Promise.reject(error));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('exchanges an emailed link\'s token first, then takes it out of the address', async () => {
    const exchangeToken = vi.fn(async () => ({ key: 'k' }));
    const load = vi.fn(async (): Promise<Draft> => ({ _id: 1, _formLink: 'ref123', _stepCompleted: 0, _version: 2 }));
    const { router } = renderWithStores(
      [{ path: '/apply/form/:id/*', element: <FormPage /> }],
      {
        path: '/apply/form/ref123/?t=tok-from-email&company=default',
        answers: (config) => (config.url?.startsWith('/api/') ? { data: [] } : undefined),
        drafts: fakeDraftApi({ load, exchangeToken }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Your personal and contact details' })).toBeTruthy();
    expect(exchangeToken).toHaveBeenCalledWith('ref123', 'tok-from-email');
    expect(exchangeToken.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0]!);
    expect(router.state.location.search).not.toContain('tok-from-email');
    expect(router.state.location.pathname).toMatch(/^\/apply\/form\/ref123\//);
    // The token is not in the history either: going back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a spent link with no key on this device to the link-expired page', async () => {
    const { router } = renderWithStores(
      [{ path: '/apply/form/:id/*', element: <FormPage /> }, { path: '*', element: <p>elsewhere</p> }],
      {
        path: '/apply/form/ref123/?t=used',
        drafts: fakeDraftApi({
          exchangeToken: vi.fn(() => Promise.reject(failure(401, { reason: 'link_expired', randomId: 'ref123' }))),
          load: vi.fn(() => Promise.reject(failure(401, { reason: 'key_required' }))),
        }),
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-expired/ref123'));
  });

  it('opens the next unfinished step, and a later step only after the one before it', async () => {
    const router = renderForm(async () => ({ _id: 1, _formLink: 'ref123', _stepCompleted: 1, _version: 3 }), '/apply/form/ref123/step3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step2'));
    expect(await screen.findByRole('heading', { name: 'Your address history' })).toBeTruthy();
  });
});

describe('a step added to the registry alone', () => {
  it('gets its route, its place in the navigation and in the progress', async () => {
    const declaration = { id: 'declaration', title: 'Declaration', sections: [], errors: () => ({}) };
    const steps = stepsFor(brands.default, { ...STEP_SETS, standard: [...STEP_SETS.standard, declaration] });
    const router = renderForm(async () => ({ _id: 1, _formLink: 'ref123', _stepCompleted: 4, _version: 2 }), '/apply/form/ref123/', steps);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Step 5: Declaration' })).toBeTruthy();
    expect(screen.getByText('4 of 5 steps complete')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    expect(nav.textContent).toContain('Step 5: Declaration');
    expect(document.title).toBe(`Step 5 of 5: Declaration | ${brands.default.name}`);
    // The step after the last is processing.
    await router.navigate('/apply/form/ref123/step6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step5'));
  });
});
