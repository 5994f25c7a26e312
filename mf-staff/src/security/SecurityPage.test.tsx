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
        'GET /api/staff/second-factor/passkeys': () => ({ data: { passkeys: Array.from({ length: passkeys }, (_, i) => ({ id: i + 1, createdAt: '2026-11-20T01:00:00Z', lastUsedAt: null })) } }),
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

  it('removes a passkey, says so when it is the last way in, and makes new recovery codes shown once', async () => {
    const user = userEvent.setup();
    let keys = [{ id: 4, createdAt: '2026-11-20T01:00:00Z', lastUsedAt: '2026-11-27T01:00:00Z' }, { id: 9, createdAt: '2026-11-21T01:00:00Z', lastUsedAt: null }];
    const { posted } = renderStaff(<SecurityPage />, {
      path: '/staff/security',
      answers: {
        'GET /api/staff/me': () => ({ data: { ...sessionOf(['officer']), secondFactors: { totp: false, passkeys: keys.length, recoveryCodesLeft: 10 } } }),
        'GET /api/staff/second-factor/passkeys': () => ({ data: { passkeys: keys } }),
        'POST /api/staff/second-factor/passkeys/4/remove': () => {
          keys = keys.filter((k) => k.id !== 4);
          return { status: 204, data: null };
        },
        'POST /api/staff/second-factor/passkeys/9/remove': {
          status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This passkey is your only way to finish signing in. Add an authenticator app or another passkey first.' },
        },
        'POST /api/staff/second-factor/recovery-codes': { data: { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove passkey 1' }));
    expect(await screen.findByText('Passkey 1 is removed. It no longer signs you in.')).toBeTruthy();
    expect(await screen.findByText('1 passkey')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove passkey 1' }));
    expect(await screen.findByText(/only way to finish signing in/)).toBeTruthy();
    expect(posted('/api/staff/second-factor/passkeys/9/remove')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('aaaa-bbbb')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have kept my recovery codes' }));
    expect(await screen.findByText(/old ones no longer work/)).toBeTruthy();
    expect(screen.queryByText('aaaa-bbbb')).toBeNull();
  });
});
