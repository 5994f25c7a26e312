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
        'POST /api/staff/set-password': () => (++tries === 1
          ? { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Too common', fields: { password: 'too-common' } } }
          : { data: {} }),
      },
    });
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
    expect(await screen.findByText(/^That password is too common/, { selector: '.field__error' })).toBeTruthy();
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

  it('says when the link has expired', async () => {
    const user = userEvent.setup();
    renderStaff(<SetPasswordPage />, {
      path: '/staff/set-password/old', route: '/staff/set-password/:token',
      answers: { 'POST /api/staff/set-password': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Expired' } } },
    });
    await user.type(screen.getByLabelText('New password'), 'kettle orbit lantern');
    await user.type(screen.getByLabelText('Type the password again'), 'kettle orbit lantern');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired or has been used. Ask a supervisor for a new one.');
  });
});
