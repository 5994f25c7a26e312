import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, renderWithStores } from '@cards/shared/testing';
import { AddressCardTypeProvider } from '@cards/shared/ui';
import TrackPage from './TrackPage.tsx';

// SPEC §2 'Track screen', §4 'Track', §5 'Track', §8 track login errors, as a person meets them.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Reply = { status?: number; data: unknown };
const person = { Id: 23, TrackingNumber: 'VEA0001523', CardType: 'asic' };

function renderTrack(login: (body: Record<string, unknown>) => Reply, path = '/track-asic', cardType?: 'msic') {
  const bodies: Array<Record<string, unknown>> = [];
  const view = renderWithStores([
    { path: '/track-asic', element: <TrackPage /> },
    { path: '/status/:peopleId', element: <h1>Status page</h1> },
  ], {
    path,
    cardType,
    answers: (config: InternalAxiosRequestConfig) => {
      const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      if (config.url === '/api/login') {
        bodies.push(body);
        return login(body);
      }
      if (config.url === '/api/people/tracker') return { data: person };
      return undefined;
    },
  });
  return { ...view, bodies };
}

const error = (status: number, reason?: string, message = 'Refused') => ({ status, data: { statusCode: status, error: 'x', message, ...(reason ? { reason } : {}) } });

async function fillLogin(user: ReturnType<typeof userEvent.setup>, number = 'vea0001523') {
  const field = screen.getByRole('textbox', { name: 'Tracking number' });
  await user.clear(field);
  await user.type(field, number);
  const birthdate = screen.getByLabelText('Date of birth', { exact: false }) as HTMLInputElement;
  await user.type(birthdate, '1990-05-17');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the login form', () => {
  it('?ref= fills the tracking number; an invalid one carries asicnumber\'s message, linked from the summary', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTrack(() => ({ data: { useVerification: true, method: 'email' } }), '/track-asic?ref=VEA0001523');
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveProperty('value', 'VEA0001523');
    await fillLogin(user, 'VEA');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Your tracking number must be VEA or VEP followed by 7 digits, as in the email we sent you' })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the person id the number converts to, and the birthdate; then asks for the emailed code', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTrack(() => ({ data: { useVerification: true, method: 'email' } }));
    await fillLogin(user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter the code we emailed you' });
    // On a page loaded directly (no navigation), Continue's new screen takes focus at its heading.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(bodies).toEqual([{ username: '23', password: '1990-05-17' }]);
    // The resend waits 30 seconds, said once to screen readers.
    expect(screen.getByRole('button', { name: /Send a new code \(in \d+ s\)/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('You can ask for a new code in 30 seconds.')).toBeTruthy();
  });

  it.each([
    [error(401, 'not_found'), 'We could not find an application with that tracking number and date of birth. Check both and try again.'],
    [error(429, 'too_many_attempts', 'There have been too many attempts.'), 'There have been too many attempts.'],
    [error(500), 'Something went wrong on our side, so we could not check that just now. Try again in a minute.'],
  ])('says what went wrong, never which part: %j', async (reply, message) => {
    const user = userEvent.setup();
    renderTrack(() => reply);
    await fillLogin(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your application' })).toBeTruthy();
  });

  it('says the device is offline when a sign-in fails with no connection, not that we failed', async () => {
    const user = userEvent.setup();
    renderTrack(() => error(500));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await fillLogin(user);
      expect((await screen.findByRole('alert')).textContent).toBe('This device is not connected to the internet, so we could not check that. Check your connection and try again.');
    } finally {
      online.mockRestore();
    }
  });

  it('a redacted pair shows the redacted screen', async () => {
    const user = userEvent.setup();
    renderTrack(() => error(401, 'redacted'));
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'This application’s details have been removed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Track another application' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Track your application' })).toBeTruthy();
  });

  it('the card its address names wins over the visit\'s: /track-msic says MSIC to a visit on the ASIC', () => {
    renderWithStores([{ path: '/track-msic', element: <AddressCardTypeProvider cardType="msic"><TrackPage /></AddressCardTypeProvider> }], {
      path: '/track-msic', answers: () => undefined,
    });
    expect(screen.getByText(/when you applied for your MSIC/)).toBeTruthy();
    expect(screen.queryByText(/applied for your ASIC/)).toBeNull();
  });

  it('MSIC wording for an MSIC visit', () => {
    renderTrack(() => ({ data: {} }), '/track-asic', 'msic');
    expect(screen.getByText(/when you applied for your MSIC/)).toBeTruthy();
  });
});

describe('the verification screen', () => {
  async function atVerification(login: (body: Record<string, unknown>) => Reply) {
    const user = userEvent.setup();
    const view = renderTrack(login);
    await fillLogin(user);
    await screen.findByRole('heading', { level: 1, name: 'Enter the code we emailed you' });
    return { user, ...view };
  }

  it('needs a 6-digit code before anything is sent', async () => {
    const { user, bodies } = await atVerification(() => ({ data: { useVerification: true, method: 'email' } }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Code from the email' }).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Enter the 6-digit code from the email we sent you').length).toBeGreaterThan(0);
    expect(bodies).toHaveLength(1);
  });

  it.each([
    ['invalid_verification', 'That code is not right. Check the newest email we sent you and try again'],
    ['expired_verification', 'That code has run out. Ask for a new code below'],
  ])('%s is said at the code field', async (reason, message) => {
    const { user } = await atVerification((body) => (body.verificationCode ? error(401, reason) : { data: { useVerification: true, method: 'email' } }));
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
  });

  it('a good code signs in, stores the token and opens the status page', async () => {
    const token = fakeJwt(Math.floor(Date.now() / 1000) + 3600);
    const { user, bodies, store } = await atVerification((body) => (body.verificationCode ? { data: { token } } : { data: { useVerification: true, method: 'email' } }));
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '042 917');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Status page' })).toBeTruthy();
    expect(bodies[1]).toEqual({ username: '23', password: '1990-05-17', verificationCode: '042917' });
    expect(store.session.authenticated).toBe(true);
  });
});
