import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import SecurityPage from './SecurityPage.tsx';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

afterEach(cleanup);

describe('the member\'s sign-in security', () => {
  it('shows the member\'s ways to sign in and adds a passkey', async () => {
    const user = userEvent.setup();
    let passkeys = 0;
    const me = () => ({ data: { ...sessionOf(['assessor']), secondFactors: { totp: true, passkeys, recoveryCodesLeft: 2 } } });
    const { posted } = renderStaff(<SecurityPage />, {
      path: '/staff/security',
      answers: {
        'GET /api/staff/me': me,
        'POST /api/staff/second-factor/passkey/options': { data: { challenge: 'c' } },
        'POST /api/staff/second-factor/passkey': () => {
          passkeys += 1;
          return { data: { added: true } };
        },
      },
    });
    expect(await screen.findByText('2 codes left')).toBeTruthy();
    expect(screen.getByText(/few recovery codes left/)).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    webauthn.startRegistration.mockResolvedValueOnce({ id: 'k1' });
    await user.click(screen.getByRole('button', { name: 'Add a passkey or authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Your new way to sign in is added.')).toBeTruthy();
    expect(await screen.findByText('1 passkey')).toBeTruthy();
    expect(posted('/api/staff/second-factor/passkey')).toEqual([{ response: { id: 'k1' } }]);
  });
});
