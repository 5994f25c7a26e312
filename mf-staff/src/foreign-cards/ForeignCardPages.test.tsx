import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForeignCardRecord } from '@cards/shared/staff';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import ForeignCardsPage from './ForeignCardsPage.tsx';
import ForeignCardPage from './ForeignCardPage.tsx';
import RegisterForeignCardPage from './RegisterForeignCardPage.tsx';
import { navigationFor } from '../session/StaffHeader.tsx';

// The console's foreign cards (docs/staff-console.md 'Foreign cards'): offered at a brand that runs inductions, the
// form checked with the induction-only page's rules before it is sent, the api's refusals at their fields.

afterEach(cleanup);

const at = (company: string) => {
  const session = sessionOf(['officer'], 'Orla Officer');
  return { ...session, staff: { ...session.staff, company } };
};

const card: ForeignCardRecord = {
  id: 41, firstname: 'Kiri', middlenames: null, surname: 'Walker', birthdate: '1988-03-09', email: 'kiri@example.com', phone: '0412 345 678',
  address: { line1: '4 Mitchell Street', locality: 'DARWIN CITY', state: 'NT', postcode: '0800' },
  cardNumber: '****345', expiry: '2027-06-30', registeredAt: '2026-11-28T01:00:00Z', registeredBy: 'Orla Officer',
  inductions: [
    { name: 'DIA Security Induction', completedAt: '2026-11-28T03:00:00Z', certificateCode: 'ABCD-EFGH' },
    { name: 'ASP Security Induction', completedAt: null, certificateCode: null },
  ],
  statusPath: '/induction-status/41/abcdefghijklmnopqrstuvwx?company=adg',
};

describe('foreign cards in the console', () => {
  it('are in the navigation of officers at a brand with inductions only', () => {
    const labels = (company: string) => navigationFor(sessionOf(['officer']).permissions, company).map((item) => item.label);
    expect(labels('adg')).toContain('Foreign cards');
    expect(labels('default')).not.toContain('Foreign cards');
    expect(navigationFor(sessionOf(['assessor']).permissions, 'adg').map((item) => item.label)).not.toContain('Foreign cards');
  });

  it('lists the brand\'s cards and searches them by what is typed', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderStaff(<ForeignCardsPage />, {
      path: '/staff/foreign-cards', session: at('adg'),
      answers: {
        'GET /api/staff/foreign-cards': (_, request) => ({ data: {
          cards: request.params?.q ? [] : [{ id: 41, name: 'Kiri Walker', cardNumber: '****345', expiry: '2027-06-30', registeredAt: '2026-11-28T01:00:00Z', inductionsDone: 1, inductionsTotal: 2 }],
          total: request.params?.q ? 0 : 1, page: 1, pageSize: 25,
        } }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Kiri Walker' });
    expect(link.getAttribute('href')).toBe('/staff/foreign-cards/41');
    expect(within(link.closest('tr')!).getByText('1 of 2 finished')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a foreign card' }).getAttribute('href')).toBe('/staff/foreign-cards/new');
    await user.type(screen.getByRole('searchbox', { name: /Find a card/ }), 'nobody{Enter}');
    expect(router.state.location.search).toBe('?q=nobody');
    expect(await screen.findByText(/No card matches/)).toBeTruthy();
    expect(sent.filter((r) => r.path === '/api/staff/foreign-cards').at(-1)?.params).toEqual({ q: 'nobody' });
  });

  it('at a brand without inductions says so and asks the api nothing', async () => {
    const { sent } = renderStaff(<RegisterForeignCardPage />, { path: '/staff/foreign-cards/new', session: at('default'), answers: {} });
    expect(await screen.findByText(/runs no security inductions/)).toBeTruthy();
    expect(sent.some((r) => r.path.startsWith('/api/staff/foreign-cards'))).toBe(false);
  });

  it('checks the form before sending, shows the api\'s refusals at their fields, and opens the card once registered', async () => {
    const user = userEvent.setup();
    let answer: { status: number; data: unknown } = {
      status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Some of the details are missing or not valid.', fields: { Localityname: 'locality' } },
    };
    const { router, posted } = renderStaff(<RegisterForeignCardPage />, {
      path: '/staff/foreign-cards/new', session: at('adg'),
      answers: {
        'POST /api/staff/foreign-cards': () => answer,
        'GET /api/staff/foreign-cards/41': { data: card },
      },
    });
    const send = await screen.findByRole('button', { name: 'Register the card' });
    await user.click(send);
    const summary = (await screen.findByRole('heading', { name: 'Check the following' })).closest('section')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Choose the airports whose inductions they need' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Enter the holder’s first name' })).toBeTruthy();
    expect(posted('/api/staff/foreign-cards')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Darwin/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Kiri');
    await user.type(screen.getByRole('textbox', { name: 'Family name' }), 'Walker');
    await user.type(screen.getByLabelText('Date of birth'), '1988-03-09');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kiri@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0412 345 678');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '4 Mitchell Street');
    await user.type(screen.getByRole('textbox', { name: 'Suburb or town' }), 'Darwin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State or territory' }), 'NT');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '0800');
    // One of our own numbers is refused here, as the api would.
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), 'VEA0001501');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '06');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(new Date().getFullYear() + 1));
    await user.click(send);
    // At the field and in the summary.
    expect(await screen.findAllByText(/one of our own tracking numbers/)).toHaveLength(2);
    expect(posted('/api/staff/foreign-cards')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Card number/ }));
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), 'qf 123 45');
    await user.click(send);
    expect(await screen.findAllByText(/The suburb or town is not one we know/)).toHaveLength(2);
    expect(posted('/api/staff/foreign-cards')).toEqual([expect.objectContaining({
      Firstname: 'Kiri', Surname: 'Walker', Asicnum: 'QF12345', Localityname: 'DARWIN', State: 'NT', Inductions: [8],
      MsicExpiry: `${new Date().getFullYear() + 1}-06-30`,
    })]);

    answer = { status: 201, data: { id: 41, mailQueued: true } };
    await user.clear(screen.getByRole('textbox', { name: 'Suburb or town' }));
    await user.type(screen.getByRole('textbox', { name: 'Suburb or town' }), 'Darwin City');
    await user.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/foreign-cards/41'));
  });

  it('shows a card: its holder, the hidden number, who registered it, and each induction', async () => {
    renderStaff(<ForeignCardPage />, {
      path: '/staff/foreign-cards/41', route: '/staff/foreign-cards/:id', session: at('adg'),
      answers: { 'GET /api/staff/foreign-cards/41': { data: card } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiri Walker' })).toBeTruthy();
    expect(screen.getByText(/\*\*\*\*345/)).toBeTruthy();
    expect(screen.getByText(/by Orla Officer/)).toBeTruthy();
    expect(screen.getByText('1 of 2 finished.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('ABCD-EFGH');
    expect(rows[1]).toContain('Not yet');
    expect(screen.getByText(/\/induction-status\/41\//)).toBeTruthy();
  });
});
