import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { DraftApi } from '@cards/shared/api';
import { fakeDraftApi, fakeJwt, renderWithStores } from '@cards/shared/testing';
import { completeDraft } from '../steps/step4/fixtures.ts';
import FormPage from './FormPage.tsx';

// SPEC §2 processing: all steps done, not yet a person (SPEC §4 'Any conversion failure sends the user to processing').

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);
const person = { Id: 42, VerificationCode: '123456', TrackingNumber: 'VEA0001542' };

function renderProcessing(convert: DraftApi['convert'], reportError: DraftApi['reportError'] = vi.fn(async () => undefined)) {
  const drafts = fakeDraftApi({
    load: vi.fn(async () => ({ ...completeDraft, _stepCompleted: 4, _termsAccepted: true, _declarationAccepted: true, ExtraData: { ...completeDraft.ExtraData, lodgementOption: 'inperson' } })),
    convert,
    reportError,
  });
  return renderWithStores(
    [
      { path: '/apply/form/:id/*', element: <FormPage /> },
      { path: '/status/:peopleId', element: <p>status page</p> },
      { path: '/track-asic', element: <p>track page</p> },
    ],
    { path: '/apply/form/ref123/processing', drafts, answers: { 'POST /api/login': { token } } },
  );
}

describe('the processing page', () => {
  it('says the application is complete and saved, and how to reach the office', async () => {
    renderProcessing(vi.fn());
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not send your application yet' })).toBeTruthy();
    expect(screen.getByText(/Your application is complete and saved/)).toBeTruthy();
    const { contact } = brands.default;
    expect(screen.getByRole('heading', { level: 2, name: `Contact ${brands.default.name}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: contact.phone }).getAttribute('href')).toBe(`tel:${contact.phone.replace(/\s/g, '')}`);
    expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(screen.getByText(`Office: ${contact.office}`)).toBeTruthy();
  });

  it('Try again sends it: signed in, on to status with the tracking number', async () => {
    const convert = vi.fn(async () => person);
    const { router, store } = renderProcessing(convert);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/status/42'));
    expect(router.state.location.state).toEqual({ submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
    expect(store.session.isAuthenticated).toBe(true);
    expect(convert).toHaveBeenCalledTimes(1);
  });

  it('a second failure says so and keeps the page; a click while sending sends nothing more', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    const convert = vi.fn(() => new Promise<typeof person>((_, reject) => (fail = reject)));
    const reportError = vi.fn(async () => undefined);
    const { router } = renderProcessing(convert, reportError);
    const button = await screen.findByRole('button', { name: 'Try again' });
    await user.click(button);
    await waitFor(() => expect(convert).toHaveBeenCalledTimes(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Sending your application…').getAttribute('role')).toBe('status');
    await user.click(button);
    fail(new Error('still down'));
    expect((await screen.findByRole('alert')).textContent).toContain('We still could not send your application');
    expect(convert).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/apply/form/ref123/processing');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('sent already by a try whose answer was lost (409 converted): on to track, the draft key forgotten', async () => {
    localStorage.setItem('FormKey', 'the-draft-key');
    const converted = new AxiosError('conflict', 'ERR_BAD_REQUEST', undefined, null, {
      status: 409, statusText: '', headers: {}, config: {} as never,
      data: { statusCode: 409, error: 'Conflict', message: 'This application has already been submitted.', reason: 'converted' },
    });
    const convert = vi.fn(async () => {
      throw converted;
    });
    const { router, store } = renderProcessing(convert);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track-asic'));
    expect(localStorage.getItem('FormKey')).toBeNull();
    expect(store.session.isAuthenticated).toBe(false);
  });

  it('an unfinished form does not open it: the next step opens instead', async () => {
    const drafts = fakeDraftApi({ load: vi.fn(async () => ({ ...completeDraft, _stepCompleted: 2 })) });
    const { router } = renderWithStores([{ path: '/apply/form/:id/*', element: <FormPage /> }], {
      path: '/apply/form/ref123/processing',
      drafts,
      answers: (config) => (config.url?.startsWith('/api/') ? { data: [] } : undefined),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step3'));
  });
});
