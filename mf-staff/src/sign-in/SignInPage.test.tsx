import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff } from '../../test/staff-network.tsx';
import SignInPage from './SignInPage.tsx';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const staff = { id: 7, name: 'Alex Officer', email: 'alex@example.com', roles: ['officer'], company: 'default' };

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'alex@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in', () => {
  it('says a wrong password plainly, and a lockout with its wait in words', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { posted, sent } = renderStaff(<SignInPage />, {
      path: '/staff/sign-in',
      answers: {
        'POST /api/staff/sign-in': () => (++tries === 1
          ? { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Wrong' } }
          : { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Wait' }, headers: { 'retry-after': '240' } }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#f-email', '#f-password']);
    await password(user);
    expect((await screen.findByRole('alert')).textContent).toBe('The email address or password is not right. Check them and try again.');
    expect(posted('/api/staff/sign-in')).toEqual([{ email: 'alex@example.com', password: 'correct horse battery' }]);
    expect(sent.find((r) => r.method === 'POST')?.csrf).toBe('csrf-1');
    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText(/Too many attempts/)).textContent).toBe(
      'Too many attempts. For your account\'s safety, signing in is paused. Try again in 4 minutes.');
  });

  it('takes the code from the authenticator app, or a recovery code instead, then goes where the member was going', async () => {
    const user = userEvent.setup();
    let codes = 0;
    const { posted, router } = renderStaff(<SignInPage />, {
      path: '/staff/sign-in?next=%2Fstaff%2Fpeople%2F42',
      answers: {
        'POST /api/staff/sign-in': { data: { next: 'second-factor', methods: ['totp'] } },
        'POST /api/staff/sign-in/totp': () => (++codes === 1
          ? { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Wrong code', fields: { code: 'invalid' } } }
          : { data: { staff } }),
      },
    });
    await password(user);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    const code = await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app', { selector: 'a' })).toBeTruthy();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/That code is not right/, { selector: 'a' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/people/42');
    expect(posted('/api/staff/sign-in/totp')).toEqual([{ code: '123456' }, { recoveryCode: 'abcd-efgh' }]);
  });

  it('signs in with a passkey, and says so when the member cancels it', async () => {
    const user = userEvent.setup();
    const options = { challenge: 'abc', allowCredentials: [] };
    const { posted, router } = renderStaff(<SignInPage />, {
      path: '/staff/sign-in',
      answers: {
        'POST /api/staff/sign-in': { data: { next: 'second-factor', methods: ['passkey', 'totp'] } },
        'POST /api/staff/sign-in/passkey/options': { data: options },
        'POST /api/staff/sign-in/passkey': { data: { staff } },
      },
    });
    await password(user);
    webauthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signing in with your passkey was cancelled. Try again, or use a code from your authenticator app.');
    expect(posted('/api/staff/sign-in/passkey')).toEqual([]);
    webauthn.startAuthentication.mockResolvedValueOnce({ id: 'cred-1', type: 'public-key' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff');
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: options });
    expect(posted('/api/staff/sign-in/passkey')).toEqual([{ response: { id: 'cred-1', type: 'public-key' } }]);
  });

  it('sets up an authenticator app for an account with no second factor, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const { posted, router } = renderStaff(<SignInPage />, {
      path: '/staff/sign-in',
      answers: {
        'POST /api/staff/sign-in': { data: { next: 'enrol' } },
        'POST /api/staff/second-factor/totp': { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Cards:alex@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cards' } },
        'POST /api/staff/second-factor/totp/confirm': { data: { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } },
      },
    });
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Keep your recovery codes' })).toBeTruthy();
    expect(screen.getByText(/You will not see these codes again/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['aaaa-bbbb', 'cccc-dddd']));
    expect(posted('/api/staff/second-factor/totp/confirm')).toEqual([{ code: '654321' }]);
    await user.click(screen.getByRole('button', { name: 'I have kept my recovery codes' }));
    expect(router.state.location.pathname).toBe('/staff');
  });

  it('adds a passkey for an account with no second factor, and says when the member cancels it', async () => {
    const user = userEvent.setup();
    const { posted, router } = renderStaff(<SignInPage />, {
      path: '/staff/sign-in',
      answers: {
        'POST /api/staff/sign-in': { data: { next: 'enrol' } },
        'POST /api/staff/second-factor/passkey/options': { data: { challenge: 'xyz' } },
        'POST /api/staff/second-factor/passkey': { data: {} },
      },
    });
    await password(user);
    webauthn.startRegistration.mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Adding a passkey was cancelled/);
    webauthn.startRegistration.mockResolvedValueOnce({ id: 'new-cred' });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(router.state.location.pathname).toBe('/staff');
    expect(posted('/api/staff/second-factor/passkey')).toEqual([{ response: { id: 'new-cred' } }]);
  });

  it('starts again at the password when the half-made session is gone (401)', async () => {
    const user = userEvent.setup();
    renderStaff(<SignInPage />, {
      path: '/staff/sign-in',
      answers: {
        'POST /api/staff/sign-in': { data: { next: 'second-factor', methods: ['totp'] } },
        'POST /api/staff/sign-in/totp': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } },
      },
    });
    await password(user);
    await user.type(await screen.findByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/^Signing in took too long/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
  });

  it('says why the member is back at sign-in', () => {
    renderStaff(<SignInPage />, { path: '/staff/sign-in?reason=idle', answers: {} });
    expect(screen.getByText(/not used for 15 minutes/).getAttribute('role')).toBe('status');
  });
});
