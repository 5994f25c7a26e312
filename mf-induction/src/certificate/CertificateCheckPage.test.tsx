import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import CertificateCheckPage from './CertificateCheckPage.tsx';

// The public check of an induction certificate (route induction-certificate; SPEC §7 is silent on it).

afterEach(cleanup);

const genuine = { initials: 'M. T.', programName: 'DIA Security Induction', airport: 'Darwin International Airport', completedAt: '2026-11-20T02:00:00.000Z' };

function render(replies: Record<string, { status: number; data: unknown }>) {
  return renderWithStores(
    [{ path: '/induction-certificate/:code', element: <CertificateCheckPage /> }],
    { path: '/induction-certificate/K7Q2-9XPM', answers: (config) => replies[config.url!] },
  );
}

describe('checking an induction certificate', () => {
  it('says a known code is genuine, with the initials, program, airport and day only', async () => {
    render({ '/api/induction-certificate/K7Q2-9XPM': { status: 200, data: genuine } });
    const result = (await screen.findByRole('heading', { name: 'This certificate is genuine' })).closest('section')!;
    for (const text of ['M. T.', 'DIA Security Induction', 'Darwin International Airport', '20 November 2026']) expect(result.textContent).toContain(text);
  });

  it('says no certificate has an unknown code, and checks another code typed in', async () => {
    const user = userEvent.setup();
    const { router } = render({
      '/api/induction-certificate/K7Q2-9XPM': { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'No such certificate' } },
      '/api/induction-certificate/K7Q2-9XPN': { status: 200, data: genuine },
    });
    expect(await screen.findByRole('heading', { name: 'No certificate has this code' })).toBeTruthy();
    expect(screen.getByText(/Check the code on the certificate/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check this code' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'There is a problem' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), ' K7Q2-9XPN ');
    await user.click(screen.getByRole('button', { name: 'Check this code' }));
    const heading = await screen.findByRole('heading', { name: 'This certificate is genuine' });
    expect(document.activeElement).toBe(heading);
    expect(router.state.location.pathname).toBe('/induction-certificate/K7Q2-9XPN');
  });

  it('offers a retry when the check fails for another reason', async () => {
    const user = userEvent.setup();
    const replies: Record<string, { status: number; data: unknown }> = { '/api/induction-certificate/K7Q2-9XPM': { status: 500, data: {} } };
    render(replies);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    replies['/api/induction-certificate/K7Q2-9XPM'] = { status: 200, data: genuine };
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'This certificate is genuine' })).toBeTruthy();
  });
});
