import { useEffect, type ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import { ContactForm } from './ContactForm.tsx';
import { ReportForm } from '../duties/ReportForm.tsx';

// SPEC §4 'Contact forms', §5 'Contact', §8 'Contact', and the card holder's reports. The captcha is
// a stand-in here (its real widget runs in the Playwright journeys): it answers when its button is pressed and
// forgets its answer when reset, as the real one does.
vi.mock('../captcha/Captcha.tsx', () => ({
  Captcha: ({ onAnswer, resetKey, error, id }: { onAnswer: (a: string | null) => void; resetKey: number; error?: string; id: string }) => {
    useEffect(() => {
      if (resetKey > 0) onAnswer(null);
    }, [resetKey, onAnswer]);
    return (
      <div id={id}>
        <button type="button" onClick={() => onAnswer(`solution-${resetKey}`)}>
          Solve the security check
        </button>
        {error && <p>{error}</p>}
      </div>
    );
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Reply = { status: number; data: unknown } | 'network';

function render(element: ReactElement, path: string, replies: Reply[], brand: 'default' | 'bne' = 'default') {
  const bodies: Array<Record<string, unknown>> = [];
  renderWithStores([{ path, element }], {
    path,
    brand,
    answers: (config: InternalAxiosRequestConfig) => {
      if (config.method !== 'post') return undefined;
      bodies.push(JSON.parse(config.data as string) as Record<string, unknown>);
      const reply = replies.shift() ?? { status: 200, data: { result: true } };
      if (reply === 'network') throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
      return reply;
    },
  });
  return bodies;
}

const summaryLinks = () => within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((l) => l.textContent);

describe('the contact form', () => {
  it('asks the enquiry type first, then only that type’s fields; nothing is sent until they pass', async () => {
    const user = userEvent.setup();
    const bodies = render(<ContactForm />, '/contact-us', []);
    expect(screen.queryByRole('textbox', { name: 'Your company’s name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(summaryLinks()).toEqual([
      'Choose what your enquiry is about',
      'Enter your name',
      'Enter your email address',
      'Enter your message',
      'Complete the security check, then send the form again',
    ]);
    await user.click(screen.getByRole('radio', { name: /A company enquiry/ }));
    expect(screen.getByRole('textbox', { name: 'Your company’s name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Your card number/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /A general enquiry/ }));
    expect(screen.queryByRole('textbox', { name: 'Your company’s name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Your card number/ })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends a company enquiry without a card number, greets, and starts the form and the captcha again', async () => {
    const user = userEvent.setup();
    const bodies = render(<ContactForm />, '/contact-us', [{ status: 200, data: { result: true } }]);
    await user.click(screen.getByRole('radio', { name: /A general enquiry/ }));
    await user.type(screen.getByRole('textbox', { name: /Your card number/ }), 'ABC12345');
    await user.click(screen.getByRole('radio', { name: /A company enquiry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia Tran');
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'mia@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Your company’s name' }), 'Tran Freight');
    await user.type(screen.getByRole('textbox', { name: /How many cards/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'We need cards for our loaders.');
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('We have your enquiry'));
    expect(bodies).toEqual([{
      EnquiryType: 'Company Enquiries', Name: 'Mia Tran', Email: 'mia@example.com', Phone: '', Message: 'We need cards for our loaders.',
      CardsRequired: '12', Company: 'Tran Freight', recaptcha: 'solution-0',
    }]);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: /A company enquiry/ })).toHaveProperty('checked', false);
  });

  it('shows the captcha error when the api answers result false (SPEC §8), keeping the typing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />, '/contact-us', [{ status: 200, data: { result: false, error: 'captcha' } }]);
    await user.click(screen.getByRole('radio', { name: /A general enquiry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia Tran');
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'mia@example.com');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Where is my card up to?');
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toBeTruthy();
    expect(summaryLinks()).toEqual(['The security check did not work. Tick the box again, wait for it to finish, then send the form again']);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', 'Mia Tran');
  });

  it('after a network failure resets only the captcha (SPEC §8) and says nothing was sent', async () => {
    const user = userEvent.setup();
    const bodies = render(<ContactForm />, '/contact-us', ['network', { status: 200, data: { result: true } }]);
    await user.click(screen.getByRole('radio', { name: /A general enquiry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia Tran');
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'mia@example.com');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Where is my card up to?');
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('nothing was sent');
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveProperty('value', 'Where is my card up to?');
    // The captcha's answer was used up: sending again needs a new one.
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(summaryLinks()).toEqual(['Complete the security check, then send the form again']);
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(bodies.map((b) => b.recaptcha)).toEqual(['solution-0', 'solution-1']);
  });

  it('shows the api’s field errors and its 429 message', async () => {
    const user = userEvent.setup();
    render(<ContactForm />, '/contact-us', [
      { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Please check', fields: { Email: 'email' } } },
      { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Too many enquiries, please try again in 10 minutes.' } },
    ]);
    await user.click(screen.getByRole('radio', { name: /A general enquiry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia Tran');
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'mia@example.com');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Where is my card up to?');
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toBeTruthy();
    expect(summaryLinks()[0]).toMatch(/email address/);
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many enquiries');
  });
});

describe('a card holder’s report', () => {
  it('asks a stolen card’s questions, sends only them, and shows the reference', async () => {
    const user = userEvent.setup();
    const bodies = render(<ReportForm reportType="stolen" />, '/card-holder-duties/stolen', [{ status: 200, data: { result: true, reference: 'R000042' } }]);
    expect(screen.queryByRole('textbox', { name: 'Your new name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(summaryLinks()).toEqual([
      'Enter your full name',
      'Enter your date of birth',
      'Enter your email address',
      'Enter your card number',
      'Enter the date it happened',
      'Complete the security check, then send the form again',
    ]);
    await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Sam Lee');
    await user.type(screen.getByLabelText('Your date of birth'), '1988-02-03');
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: /Your ASIC number/ }), 'VEA0001600');
    await user.type(screen.getByLabelText(/When was your card stolen/), new Date().toISOString().slice(0, 10));
    await user.type(screen.getByRole('textbox', { name: /Police report number/ }), 'QP2300001');
    await user.click(screen.getByRole('button', { name: 'Solve the security check' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toContain('R000042');
    expect(Object.keys(bodies[0]!).sort()).toEqual(['Birthdate', 'CardNumber', 'CardType', 'Details', 'Email', 'EventDate', 'FullName', 'Phone', 'PoliceReport', 'ReportType', 'recaptcha']);
    expect(bodies[0]).toMatchObject({ ReportType: 'stolen', CardType: 'asic', PoliceReport: 'QP2300001' });
  });

  it('asks for the new address on an address change, with the state from a list', () => {
    render(<ReportForm reportType="address-change" />, '/card-holder-duties/address-change', []);
    expect(screen.getByRole('combobox', { name: 'State or territory' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
    expect(screen.queryByLabelText(/When was/)).toBeNull();
  });
});
