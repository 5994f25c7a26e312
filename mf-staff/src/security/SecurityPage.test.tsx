import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import SecurityPage from './SecurityPage.tsx';

afterEach(cleanup);

describe('the member\'s sign-in security', () => {
  it('lists passkeys and the app, keeps the last way to sign in, and shows new recovery codes once', async () => {
    const user = userEvent.setup();
    let factors = { passkeys: [{ id: 'p1', name: 'Work laptop', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null }], totp: true, recoveryCodesLeft: 3 };
    const { posted } = renderStaff(<SecurityPage />, {
      path: '/staff/security', session: sessionOf(['assessor']),
      answers: {
        'GET /api/staff/second-factor': () => ({ data: factors }),
        'POST /api/staff/second-factor/totp/remove': () => {
          factors = { ...factors, totp: false };
          return { data: {} };
        },
        'POST /api/staff/second-factor/recovery-codes': { data: { recoveryCodes: ['1111-2222', '3333-4444'] } },
      },
    });
    expect(await screen.findByText(/^Work laptop, added/)).toBeTruthy();
    expect(screen.getByText('3 recovery codes are left.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect(await screen.findByText('No authenticator app is set up.')).toBeTruthy();
    // The passkey is now the only way in: it cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Keep your recovery codes' })).toBeTruthy();
    expect(screen.getByText('1111-2222')).toBeTruthy();
    expect(posted('/api/staff/second-factor/totp/remove')).toEqual([{}]);
  });
});
