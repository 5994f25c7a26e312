import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandCode } from '@cards/shared/brand';
import { lastDayOfMonth } from '@cards/shared/domain';
import { renderWithStores } from '@cards/shared/testing';
import EnrolmentPage from './EnrolmentPage.tsx';

// SPEC §2 induction-enrolment, §3 'Induction-only registration payload', §5 'Induction-only enrolment', §8
// 'Induction-only failure', §9 (date pickers, suburb search). With one of our tracking numbers the
// page says to check the email, whatever the answer; the emailed link (#token=…) finishes the enrolment.

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const lists: Record<string, unknown> = {
  '/api/state/list': [
    { Id: 3, ShortName: 'NT', LongName: 'Northern Territory' },
    { Id: 5, ShortName: 'QLD', LongName: 'Queensland' },
  ],
  '/api/country/list': [{ Code: 'AU', Name: 'Australia' }],
  '/api/airport/list': [
    { Id: 8, Airport: 'Darwin (DRW)', Code: 'DRW', Name: 'Darwin', State: 'NT', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
    { Id: 155, Airport: 'Alice Springs (ASP)', Code: 'ASP', Name: 'Alice Springs', State: 'NT', Group: 'Major', CanAsa: true, AsaTypeId: 2 },
  ],
  '/shared/data/au/NT.json': [['DARWIN CITY', 3, '0800'], ['ALICE SPRINGS', 3, '0870']],
};

type Reply = { status: number; data: unknown } | 'offline';

/** The page on a brand, with the lists above and `enrol` answering the enrolment; returns the bodies sent. */
function renderEnrolment(brand: BrandCode, enrol: Reply | (() => Reply) = { status: 200, data: {} }, answers: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | undefined = () => undefined, path = '/induction-enrolment') {
  const sent: Array<Record<string, unknown>> = [];
  const view = renderWithStores(
    [
      { path: '/induction-enrolment', element: <EnrolmentPage /> },
      { path: '/induction-status/:id/:randomId', element: <h1>Foreign card status</h1> },
    ],
    {
      path,
      brand,
      answers: (config) => {
        if (config.url === '/api/register/induction-only') {
          sent.push(JSON.parse(config.data as string) as Record<string, unknown>);
          const reply = typeof enrol === 'function' ? enrol() : enrol;
          if (reply === 'offline') throw new Error('Network Error');
          return reply;
        }
        return answers(config) ?? (config.url! in lists ? { status: 200, data: lists[config.url!] } : undefined);
      },
    },
  );
  return { ...view, sent };
}

const nextYear = String(new Date().getFullYear() + 1);

/** A trainee's details, all valid; the airports are the test's own. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>, card = 'VEA0001523') {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Maia');
  await user.type(screen.getByRole('textbox', { name: 'Family name' }), 'Tautahi');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'maia@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0412 345 678');
  await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '12 Smith Street');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State or territory' }), 'NT');
  await user.type(screen.getByRole('combobox', { name: 'Suburb or town' }), 'DAR');
  await user.click(await screen.findByRole('option', { name: 'DARWIN CITY NT 0800' }));
  await user.type(screen.getByRole('textbox', { name: 'ASIC number' }), card);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '02');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), nextYear);
}

const enrolled = (inductions: unknown[]) => ({
  status: 200,
  data: { result: true, foreign: false, data: { Id: 41, IncompleteFormId: 7, Inductions: inductions } },
});

/** The api's one answer to an enrolment with one of our numbers, right guess or wrong. */
const CHECK_EMAIL = { status: 200, data: { result: true, foreign: false, data: null, confirmBy: 'email' } };

const summaryLinks = () => within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((l) => l.textContent);

describe('induction-only enrolment on adg (SPEC §2, §5)', () => {
  it('checks every field when sent: the summary links each problem to its field and takes focus, nothing is sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderEnrolment('adg');
    await screen.findByRole('checkbox', { name: 'Darwin (DRW)' });
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Please ensure your airports are entered correctly',
      'Please ensure your name is entered correctly',
      'Please ensure your date of birth is entered correctly',
      'Please ensure your email is entered correctly',
      'Please ensure your mobile number is entered correctly',
      'Please ensure your address is entered correctly',
      'Please ensure your card details are entered correctly',
    ]);
    expect(summaryLinks()).toEqual([
      'Choose the airports whose inductions you need',
      'Enter your first name',
      'Enter your family name',
      'Enter your date of birth',
      'Enter your email address',
      'Enter your mobile number',
      'Enter your street address',
      'Choose your state or territory',
      'Enter your suburb or town',
      'Enter your postcode',
      'Enter your ASIC number',
      'Choose the month and year your card expires',
    ]);
    // A link goes to its field: the airports' link to the first airport.
    await user.click(within(summary).getByRole('link', { name: 'Choose the airports whose inductions you need' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Darwin (DRW)' }));
    await user.click(within(summary).getByRole('link', { name: 'Enter your ASIC number' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'ASIC number' }));
    expect(screen.getByRole('textbox', { name: 'ASIC number' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('checks a field when it is left with something typed, not while it is empty (SPEC §5 field formats)', async () => {
    const user = userEvent.setup();
    renderEnrolment('adg');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.click(email);
    await user.tab();
    expect(screen.queryByText('Enter your email address')).toBeNull();
    await user.type(email, 'maia@');
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    await user.type(email, 'example.com');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('takes only a suburb the search offers in that state with that postcode (SPEC §5 suburb, §9 suburb search)', async () => {
    const user = userEvent.setup();
    renderEnrolment('adg');
    await screen.findByRole('option', { name: 'Northern Territory' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State or territory' }), 'NT');
    await user.type(screen.getByRole('combobox', { name: 'Suburb or town' }), 'Darwin Ci');
    expect(screen.getAllByRole('option', { name: /NT 0\d{3}$/ }).map((o) => o.textContent)).toEqual(['DARWIN CITY NT 0800']);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '0810');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(summaryLinks()).toContain('Your suburb or town is not one we know in that state with that postcode – type its first letters and choose it from the list');
  });

  it('needs at least one airport (SPEC §5)', async () => {
    const user = userEvent.setup();
    const { sent } = renderEnrolment('adg', enrolled([]));
    await screen.findByRole('checkbox', { name: 'Darwin (DRW)' });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(summaryLinks()).toEqual(['Choose the airports whose inductions you need']);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Darwin (DRW)' }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await screen.findByRole('heading', { name: 'You are enrolled' });
    expect(sent[0]!.Inductions).toEqual([8, 155]);
  });

  it('sends the payload with the expiry at the last day of its month (SPEC §3, §5); one of our numbers: check your email', async () => {
    const user = userEvent.setup();
    const { sent } = renderEnrolment('adg', CHECK_EMAIL);
    await user.click(await screen.findByRole('checkbox', { name: 'Darwin (DRW)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' }));
    await fillDetails(user, 'vea 0001523');
    expect(screen.getByRole('group', { name: 'When does your card expire?' }).textContent).toContain(`We keep it as the last day of that month: ${new Date(Number(nextYear), 2, 0).getDate()} February ${nextYear}.`);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(sent).toEqual([{
      Firstname: 'Maia', Surname: 'Tautahi', Birthdate: '1990-05-17', Email: 'maia@example.com', Mobilephonenumber: '0412 345 678',
      Line1: '12 Smith Street', Localityname: 'DARWIN CITY', State: 'NT', Postcode: '0800', Asicnum: 'VEA0001523',
      MsicExpiry: lastDayOfMonth(`${nextYear}-02`), Inductions: [8, 155],
    }]);
    // Nothing says whether the details matched: no id, no induction, no name.
    expect(screen.getByText(/If the tracking number, name and date of birth match one of our applications, we have emailed a link/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Maia|DIA Security Induction|You are enrolled/);
    expect(screen.getByRole('link', { name: 'sign in to your application’s status page' }).getAttribute('href')).toBe('/track-asic');
    expect(sessionStorage.length).toBe(0);
    // 'enrol again' brings the form back.
    await user.click(screen.getByRole('button', { name: 'enrol again' }));
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  it('the emailed link finishes the enrolment once: the inductions with their links, the card of the application, the token out of the address', async () => {
    const tokens: string[] = [];
    const { router } = renderEnrolment('adg', CHECK_EMAIL, (config) => {
      if (config.url !== '/api/register/induction-only/confirm') return undefined;
      tokens.push((JSON.parse(config.data as string) as { token: string }).token);
      return { status: 200, data: { result: true, foreign: false, data: { Id: 41, IncompleteFormId: 7, CardType: 'msic', Inductions: [
        { inductionName: 'DIA Security Induction', url: '/induction/abc', completedAt: null },
        { inductionName: 'ASP Security Induction', url: '/induction/def', completedAt: null },
      ] } } };
    }, '/induction-enrolment?company=adg#token=t0k3n');
    // Focused once the page has taken the token out of the address (a navigation of its own).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'You are enrolled' })));
    expect(tokens).toEqual(['t0k3n']);
    expect(screen.getByRole('link', { name: 'Start the DIA Security Induction' }).getAttribute('href')).toBe('/induction/abc');
    expect(screen.getByRole('link', { name: 'Start the ASP Security Induction' }).getAttribute('href')).toBe('/induction/def');
    expect(screen.getByText(/the email address on your MSIC application/)).toBeTruthy();
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.search).toBe('?company=adg');
  });

  it('a link used already or out of date says so above the form', async () => {
    renderEnrolment('adg', CHECK_EMAIL, (config) => (config.url === '/api/register/induction-only/confirm'
      ? { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'This enrolment link has been used already or has run out.' } }
      : undefined), '/induction-enrolment#token=old');
    expect((await screen.findByRole('alert')).textContent).toBe('This enrolment link has been used already or has run out.');
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  it('a foreign card goes to its status page (SPEC §2 induction-status)', async () => {
    const user = userEvent.setup();
    const { router } = renderEnrolment('adg', {
      status: 200,
      data: { result: true, foreign: true, data: { Id: 12, RandomId: 'r4nd0m', Inductions: [] } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Darwin (DRW)' }));
    await fillDetails(user, 'ABC1234');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await screen.findByRole('heading', { name: 'Foreign card status' });
    expect(router.state.location.pathname).toBe('/induction-status/12/r4nd0m');
  });

  it.each([
    ['422 with the server\'s err', { status: 422, data: { result: false, foreign: false, data: null, err: 'This card has been cancelled.' } }, 'This card has been cancelled.'],
    ['result false without err (the SPEC §8 default)', { status: 200, data: { result: false, foreign: false, data: null } },
      'The ASIC Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ASIC application.'],
    ['422 without err (the SPEC §8 default)', { status: 422, data: { statusCode: 422, error: 'Unprocessable Entity', message: 'Card not accepted' } },
      'The ASIC Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ASIC application.'],
  ])('a refused card number (%s) shows at the ASIC number field (SPEC §8)', async (_, reply, message) => {
    const user = userEvent.setup();
    renderEnrolment('adg', reply);
    await user.click(await screen.findByRole('checkbox', { name: 'Darwin (DRW)' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const number = screen.getByRole('textbox', { name: 'ASIC number' });
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(summaryLinks()).toEqual([message]);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(`Error: ${message}`);
    // Changing the number takes the server's words away until it is sent again.
    await user.type(number, '9');
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('a 400 shows the api\'s field errors at their fields', async () => {
    const user = userEvent.setup();
    renderEnrolment('adg', { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Check the form', fields: { Email: 'email', Postcode: 'postcode' } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Darwin (DRW)' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    // The api's refusal is in the summary, which takes focus.
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summaryLinks()).toEqual(['Enter a valid email address', 'Your postcode must be an Australian postcode of 3 to 5 digits']);
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('a 429 shows the server\'s message; a network failure says nothing was sent and keeps the typing on the device', async () => {
    const user = userEvent.setup();
    let reply: Reply = { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Too many enrolments from here. Please wait a minute.' } };
    renderEnrolment('adg', () => reply);
    await user.click(await screen.findByRole('checkbox', { name: 'Darwin (DRW)' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many enrolments from here. Please wait a minute.');
    // A refusal of the whole form takes focus; it would otherwise stay on the button.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    reply = 'offline';
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your enrolment was not sent/);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Maia');
    expect(JSON.parse(sessionStorage.getItem('induction-enrolment:adg')!)).toMatchObject({ Firstname: 'Maia', Asicnum: 'VEA0001523', Inductions: [8] });
  });

  it('starts from what was typed on this device before', async () => {
    sessionStorage.setItem('induction-enrolment:adg', JSON.stringify({ Firstname: 'Maia', Inductions: [155] }));
    renderEnrolment('adg');
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Maia');
    expect(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' })).toHaveProperty('checked', true);
  });

  it('offers a retry when a list does not load, and keeps the form (SPEC §2 preloads)', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { requests } = renderEnrolment('adg', undefined, (config) => (config.url === '/api/state/list' && fail ? { status: 500, data: {} } : undefined));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the list of states');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Northern Territory' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toEqual(expect.arrayContaining(['GET /api/country/list', 'GET /shared/data/au/NT.json']));
  });
});

describe('induction-only enrolment on bne (SPEC §5)', () => {
  it('has no airport choice and sends Inductions [5]', async () => {
    const user = userEvent.setup();
    const { sent } = renderEnrolment('bne', enrolled([{ inductionName: 'BNE Security Induction', url: '', completedAt: null }]));
    expect(await screen.findByText('You are enrolling in the Brisbane Airport security induction.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await screen.findByRole('heading', { name: 'You are enrolled' });
    expect(sent[0]!.Inductions).toEqual([5]);
    expect(screen.getByRole('listitem').textContent).toBe('BNE Security Induction');
  });
});

describe('induction-only enrolment on other brands (SPEC §2)', () => {
  it('explains where it is offered, with a link to each airport brand', async () => {
    renderEnrolment('default');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrol in a security induction' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Darwin and Alice Springs airports' }).getAttribute('href')).toBe('/induction-enrolment?company=adg');
    expect(screen.getByRole('link', { name: 'Brisbane Airport' }).getAttribute('href')).toBe('/induction-enrolment?company=bne');
  });
});
