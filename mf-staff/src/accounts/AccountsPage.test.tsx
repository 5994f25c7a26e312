import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import AccountsPage from './AccountsPage.tsx';

afterEach(cleanup);

const accounts = [
  { id: 7, company: 'default', name: 'Alex Officer', email: 'alex@example.com', roles: ['supervisor'], hasPassword: true, hasTotp: true, passkeys: 2,
    disabled: false, createdAt: '2026-11-01T00:00:00Z' },
  { id: 8, company: 'default', name: 'Bo Assessor', email: 'bo@example.com', roles: ['assessor'], hasPassword: false, hasTotp: false, passkeys: 0,
    disabled: false, createdAt: '2026-11-27T00:00:00Z' },
];
const sessions = [
  { id: 'a1b2c3d4e5f60718', staffId: 7, name: 'Alex Officer', state: 'active', createdAt: '2026-11-28T00:00:00Z', lastSeenAt: '2026-11-28T00:10:00Z',
    userAgent: 'Firefox on Windows', current: true },
  { id: 'b1b2c3d4e5f60718', staffId: 8, name: 'Bo Assessor', state: 'pending', createdAt: '2026-11-28T00:00:00Z', lastSeenAt: '2026-11-28T00:05:00Z',
    userAgent: 'Edge on Windows', current: false },
];

describe('staff accounts', () => {
  it('lists the accounts and sessions, sends a password link again, ends another\'s session, and adds a member', async () => {
    const user = userEvent.setup();
    const { posted } = renderStaff(<AccountsPage />, {
      path: '/staff/accounts', session: sessionOf(['supervisor']),
      answers: {
        'GET /api/staff/accounts': { data: { accounts } },
        'GET /api/staff/sessions': { data: { sessions } },
        'POST /api/staff/sessions/b1b2c3d4e5f60718/end': { status: 204 },
        'POST /api/staff/accounts/8/password-link': { status: 204 },
        'POST /api/staff/accounts': { status: 201, data: { ...accounts[1], id: 9, name: 'Cy New', email: 'cy@example.com', roles: ['officer'] } },
      },
    });
    expect(await screen.findByRole('row', { name: /^Alex Officer alex@example.com Supervisor Chosen authenticator app, 2 passkeys Active/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the link again to Bo Assessor' }));
    expect(await screen.findByText('A new link is emailed to Bo Assessor.')).toBeTruthy();
    expect(screen.getByText('Password only, not finished')).toBeTruthy();
    const signedIn = within(screen.getByRole('region', { name: 'Signed in now' }));
    expect(signedIn.getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^End session of Bo Assessor/)]);
    await user.click(signedIn.getByRole('button'));
    expect(await screen.findByText("Bo Assessor's session is ended.")).toBeTruthy();
    expect(posted('/api/staff/sessions/b1b2c3d4e5f60718/end')).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Add the staff member' }));
    expect(within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((l) => l.getAttribute('href')))
      .toEqual(['#f-name', '#f-email', '#f-roles']);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Cy New');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'cy@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Officer' }));
    await user.click(screen.getByRole('button', { name: 'Add the staff member' }));
    expect(await screen.findByText(/We have emailed cy@example.com a link to choose their password/)).toBeTruthy();
    expect(posted('/api/staff/accounts')).toEqual([{ name: 'Cy New', email: 'cy@example.com', roles: ['officer'] }]);
  });

  it('is for supervisors only', async () => {
    renderStaff(<AccountsPage />, { path: '/staff/accounts', session: sessionOf(['officer']), answers: {} });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeTruthy();
  });
});
