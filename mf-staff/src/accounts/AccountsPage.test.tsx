import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import AccountsPage from './AccountsPage.tsx';

afterEach(cleanup);

const accounts = [
  { id: 7, name: 'Alex Officer', email: 'alex@example.com', roles: ['supervisor'], disabled: false, secondFactor: true, lastSignInAt: '2026-11-28T00:00:00Z' },
  { id: 8, name: 'Bo Assessor', email: 'bo@example.com', roles: ['assessor'], disabled: false, secondFactor: false, lastSignInAt: null },
];
const sessions = [
  { id: 's1', staffId: 7, startedAt: '2026-11-28T00:00:00Z', lastSeenAt: '2026-11-28T00:10:00Z', device: 'Firefox on Windows', current: true },
  { id: 's2', staffId: 8, startedAt: '2026-11-28T00:00:00Z', lastSeenAt: '2026-11-28T00:05:00Z', device: 'Edge on Windows', current: false },
];

describe('staff accounts', () => {
  it('lists the accounts and sessions, ends another\'s session, and adds a member with a one-time link', async () => {
    const user = userEvent.setup();
    const { posted } = renderStaff(<AccountsPage />, {
      path: '/staff/accounts', session: sessionOf(['supervisor']),
      answers: {
        'GET /api/staff/accounts': { data: { accounts } },
        'GET /api/staff/sessions': { data: { sessions } },
        'POST /api/staff/sessions/s2/end': { data: {} },
        'POST /api/staff/accounts': { data: { account: { ...accounts[1], id: 9, name: 'Cy New' }, setPasswordUrl: '/staff/set-password/tok9' } },
      },
    });
    expect(await screen.findByRole('row', { name: /Bo Assessor bo@example.com Assessor Not set up yet Never/ })).toBeTruthy();
    const signedIn = within(screen.getByRole('region', { name: 'Signed in now' }));
    expect(signedIn.getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^End session of Bo Assessor/)]);
    await user.click(signedIn.getByRole('button'));
    expect(await screen.findByText("Bo Assessor's session is ended.")).toBeTruthy();
    expect(posted('/api/staff/sessions/s2/end')).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Add the staff member' }));
    expect(within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((l) => l.getAttribute('href')))
      .toEqual(['#f-name', '#f-email', '#f-roles']);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Cy New');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'cy@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Officer' }));
    await user.click(screen.getByRole('button', { name: 'Add the staff member' }));
    expect(await screen.findByText(/^https?:\/\/[^/]+\/staff\/set-password\/tok9$/)).toBeTruthy();
    expect(posted('/api/staff/accounts')).toEqual([{ name: 'Cy New', email: 'cy@example.com', roles: ['officer'] }]);
  });

  it('is for supervisors only', async () => {
    renderStaff(<AccountsPage />, { path: '/staff/accounts', session: sessionOf(['officer']), answers: {} });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeTruthy();
  });
});
