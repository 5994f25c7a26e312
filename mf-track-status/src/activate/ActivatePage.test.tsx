import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import ActivatePage from './ActivatePage.tsx';

// SPEC §2 activate, §5 'Activation', §8 'Activate'.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderActivate(reply: { status: number; data: unknown; headers?: Record<string, string> }, cardType?: 'msic') {
  const bodies: unknown[] = [];
  renderWithStores([{ path: '/activate', element: <ActivatePage /> }], {
    path: '/activate',
    cardType,
    answers: (config: InternalAxiosRequestConfig) => {
      if (config.url !== '/api/activate-card/activate') return undefined;
      bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
      return reply;
    },
  });
  return bodies;
}

async function fill(user: ReturnType<typeof userEvent.setup>, number = '0001523') {
  await user.type(screen.getByRole('textbox', { name: 'ASIC number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Card serial number' }), '4210');
  await user.type(screen.getByLabelText('Date of birth', { exact: false }), '1990-05-17');
  await user.click(screen.getByRole('button', { name: 'Activate my card' }));
}

describe('the activation page', () => {
  it('on an MSIC\'s journey: the MSIC\'s words and VEP prefix; its number is sent, and a wrong one named as the MSIC\'s', async () => {
    const user = userEvent.setup();
    const bodies = renderActivate({ status: 200, data: { message: 'Your MSIC is now active.' } }, 'msic');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activate your MSIC');
    const number = screen.getByRole('textbox', { name: 'MSIC number' });
    expect(number).toHaveProperty('value', 'VEP');
    expect(screen.getByText(/^VEP followed by 7 digits, as printed on the front of the card\. For an ASIC, VEA followed by 7 digits\.$/)).toBeTruthy();
    await user.type(number, '12');
    await user.type(screen.getByRole('textbox', { name: 'Card serial number' }), '4210');
    await user.type(screen.getByLabelText('Date of birth', { exact: false }), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual(['Your MSIC number is not in the right form – enter it as shown on the card']);
    expect(bodies).toEqual([]);
    await user.clear(number);
    await user.type(number, 'VEP0001523');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    expect((await screen.findByText('Your MSIC is now active.')).closest('[role="status"]')).toBeTruthy();
    expect(bodies).toEqual([{ asic_number: 'VEP0001523', serial_number: '4210', birthdate: '1990-05-17' }]);
  });

  it('starts the number with VEA, which alone is not valid; explains activation in an accordion', async () => {
    const user = userEvent.setup();
    const bodies = renderActivate({ status: 200, data: { message: 'ok' } });
    expect(screen.getByRole('textbox', { name: 'ASIC number' })).toHaveProperty('value', 'VEA');
    expect(screen.getByText('What activating your card means').tagName).toBe('SUMMARY');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Your ASIC number is not in the right form – enter it as shown on the card',
      'Enter the card serial number',
      'Enter your date of birth',
    ]);
    expect(bodies).toEqual([]);
  });

  it('sends the SPEC payload and shows the server\'s message on success', async () => {
    const user = userEvent.setup();
    const bodies = renderActivate({ status: 200, data: { message: 'Your card is now active.' } });
    await fill(user);
    expect((await screen.findByText('Your card is now active.')).closest('[role="status"]')).toBeTruthy();
    expect(bodies).toEqual([{ asic_number: 'VEA0001523', serial_number: '4210', birthdate: '1990-05-17' }]);
  });

  it.each([
    [{ status: 202, data: { message: 'Your card has not been sent yet.' } }, ['Your card has not been sent yet.']],
    [{ status: 409, data: { message: 'This card is already active.', error: 'It was activated on 2026-11-01.' } }, ['This card is already active.', 'It was activated on 2026-11-01.']],
    [{ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'We could not find a card with those details.' } }, ['We could not find a card with those details.']],
  ])('202, 409 and other failures are not success: %j', async (reply, texts) => {
    const user = userEvent.setup();
    renderActivate(reply);
    await fill(user);
    const alert = await screen.findByRole('alert');
    for (const text of texts) expect(alert.textContent).toContain(text);
  });

  it.each([
    // The card's own lock: the api's words, with the wait its Retry-After gives.
    [{ status: 429, headers: { 'retry-after': '86340' }, data: {
      statusCode: 429, error: 'Too Many Requests', reason: 'too_many_attempts',
      message: 'There have been too many attempts to activate this card. Try again in 24 hours, or contact us.',
    } }, 'There have been too many attempts to activate this card. Try again in 24 hours, or contact us.'],
    // The limit per device says only 'in a minute': the page says the real wait from Retry-After.
    [{ status: 429, headers: { 'retry-after': '540' }, data: {
      statusCode: 429, error: 'Too Many Requests', message: 'Too many requests, please try again in a minute',
    } }, 'There have been too many tries from this device. Try again in 9 minutes.'],
  ])('a 429 says how long to wait: %j', async (reply, text) => {
    const user = userEvent.setup();
    renderActivate(reply);
    await fill(user);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
