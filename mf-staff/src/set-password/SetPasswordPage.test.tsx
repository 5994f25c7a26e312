import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff } from '../../test/staff-network.tsx';
import SetPasswordPage from './SetPasswordPage.tsx';

afterEach(cleanup);

describe('choosing a password', () => {
  it('checks the length and the two match here, and shows the api\'s reason at the field', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { posted } = renderStaff(<SetPasswordPage />, {
      path: '/staff/set-password/abc123', route: '/staff/set-password/:token',
      answers: {
        'GET /api/staff/set-password/abc123': { data: { name: 'Cy New', email: 'cy@example.com', hasPassword: false } },
        'POST /api/staff/set-password': () => (++tries === 1
          ? { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'This password is too easy to guess.', fields: { password: 'weakpassword' } } }
          : { status: 204 }),
      },
    });
    expect(await screen.findByText('This is the password for cy@example.com.')).toBeTruthy();
    const password = screen.getByLabelText('New password');
    const again = screen.getByLabelText('Type the password again');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(screen.getByRole('link', { name: 'Your password must be at least 12 characters long' }).getAttribute('href')).toBe('#f-password');
    await user.clear(password);
    await user.type(password, 'password1234');
    await user.type(again, 'password1235');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(screen.getByRole('link', { name: 'The two passwords are not the same' })).toBeTruthy();
    await user.clear(again);
    await user.type(again, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('This password is too easy to guess.', { selector: '.field__error' })).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await user.clear(password);
    await user.clear(again);
    await user.type(password, 'kettle orbit lantern');
    await user.type(again, 'kettle orbit lantern');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeTruthy();
    expect(posted('/api/staff/set-password')).toEqual([
      { token: 'abc123', password: 'password1234' }, { token: 'abc123', password: 'kettle orbit lantern' }]);
  });

  it('says when the link has run out, before and after the password is typed', async () => {
    const user = userEvent.setup();
    const gone = { status: 410, data: { statusCode: 410, error: 'Gone', message: 'Run out' } };
    renderStaff(<SetPasswordPage />, {
      path: '/staff/set-password/old', route: '/staff/set-password/:token', answers: { 'GET /api/staff/set-password/old': gone },
    });
    expect(await screen.findByRole('heading', { name: 'This link has run out' })).toBeTruthy();
    cleanup();
    renderStaff(<SetPasswordPage />, {
      path: '/staff/set-password/old', route: '/staff/set-password/:token',
      answers: { 'GET /api/staff/set-password/old': { data: { name: 'Cy', email: 'cy@example.com', hasPassword: false } }, 'POST /api/staff/set-password': gone },
    });
    await user.type(await screen.findByLabelText('New password'), 'kettle orbit lantern');
    await user.type(screen.getByLabelText('Type the password again'), 'kettle orbit lantern');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has run out or has been used. Ask your supervisor to send a new one.');
  });
});
