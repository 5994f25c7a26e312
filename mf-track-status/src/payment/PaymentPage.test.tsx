import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import PaymentPage from './PaymentPage.tsx';

// Paying online: the amount with GST on its own line, the card form's rules (SPEC §5 cardnumber and
// cvcnumber), a decline and a payment. Past the attempt limit the page says until when and sends nothing.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const due = { total: 30690, gst: 2790, shown: 27900, postofficeFee: 0, online: 30690, paid: false, paidAt: null, canPayOnline: true };

function renderPayment(pay: (body: Record<string, string>) => { status?: number; data: unknown; headers?: Record<string, string> }) {
  const bodies: Array<Record<string, string>> = [];
  renderWithStores([{ path: '/pay/:peopleId', element: <PaymentPage /> }, { path: '/status/:peopleId', element: <h1>Status</h1> }], {
    path: '/pay/42',
    signedIn: true,
    answers: (config: InternalAxiosRequestConfig) => {
      if (config.url === '/api/people/42/payment' && config.method === 'get') return { data: due };
      if (config.url === '/api/people/42/payment') {
        const body = JSON.parse(config.data as string);
        bodies.push(body);
        return pay(body);
      }
      return undefined;
    },
  });
  return bodies;
}

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Jane Citizen');
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry month' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Expiry year' }), String(new Date().getFullYear() + 2));
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
}

describe('the payment page', () => {
  it('shows the amount with GST on its own line, and checks the card before sending', async () => {
    const user = userEvent.setup();
    const bodies = renderPayment(() => ({ data: {} }));
    expect(await screen.findByRole('row', { name: 'GST $27.90' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Enter the name on the card', 'Enter the card number', 'Enter the expiry month', 'Enter the expiry year', 'Enter the security code',
    ]);
    await fill(user, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    expect(screen.getAllByText('Enter a valid Visa or Mastercard card number').length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
  });

  it('a decline says so and nothing is lost; a good card shows the receipt', async () => {
    const user = userEvent.setup();
    let first = true;
    const bodies = renderPayment(() => {
      if (first) {
        first = false;
        return { status: 402, data: { statusCode: 402, error: 'Payment Required', message: 'The card was declined. Nothing was charged. Check the details or use another card, or contact your bank.' } };
      }
      return { data: { message: 'Thank you: your payment went through.', amount: 30690, reference: 'test_1' } };
    });
    await screen.findByRole('row', { name: 'GST $27.90' });
    await fill(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The card was declined. Nothing was charged. Check the details or use another card, or contact your bank.');
    expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveProperty('value', 'Jane Citizen');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    // Typing again after the decline: focus stays in the field while its message comes and goes.
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(document.activeElement).toBe(number);
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your reference is test_1');
    expect(bodies[1]).toMatchObject({ cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', nameOnCard: 'Jane Citizen' });
  });

  it('a decline takes focus at its message; a payment taken moves focus to the new heading, its receipt put in a status region that was there before', async () => {
    const user = userEvent.setup();
    let first = true;
    renderPayment(() => {
      if (first) {
        first = false;
        return { status: 402, data: { statusCode: 402, error: 'Payment Required', message: 'The card was declined. Nothing was charged.' } };
      }
      return { data: { message: 'Thank you: your payment went through.', amount: 30690, reference: 'test_2' } };
    });
    await screen.findByRole('row', { name: 'GST $27.90' });
    await fill(user, '4000 0000 0000 0002');
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment received' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toContain('Your reference is test_2');
  });

  it('past the attempt limit (429) says until when, from Retry-After, and sends nothing more before then', async () => {
    const user = userEvent.setup();
    const bodies = renderPayment(() => ({
      status: 429, headers: { 'retry-after': '1800' },
      data: { statusCode: 429, error: 'Too Many Requests', message: 'There have been too many payment attempts for this application or with this card. Nothing was charged. Try again in 30 minutes.', reason: 'too_many_attempts' },
    }));
    await screen.findByRole('row', { name: 'GST $27.90' });
    await fill(user, '4000 0000 0000 0002');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    const until = new Date(before + 1_800_000).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
    expect((await screen.findByRole('alert')).textContent).toContain(`You can try again after ${until}.`);
    expect(screen.getByRole('button', { name: 'Pay $306.90' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Pay $306.90' }));
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('too many payment attempts');
  });
});
