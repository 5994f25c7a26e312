import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import { StatusPage } from './StatusPage.tsx';

afterEach(cleanup);

function renderStatus(state?: unknown) {
  const view = renderWithStores([{ path: '/status/:peopleId', element: <StatusPage /> }], { path: '/status/42', signedIn: true });
  if (state !== undefined) void view.router.navigate('/status/42', { state, replace: true });
  return view;
}

describe('the status page (until the track issue builds it)', () => {
  it('shows the confirmation panel on arrival from the form', async () => {
    renderStatus({ submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeTruthy();
    expect(screen.getByText('VEA0001542')).toBeTruthy();
    expect(screen.getByText(/We have sent a confirmation email to/).textContent).toContain('ann@example.com');
    expect(screen.getByRole('heading', { level: 2, name: 'Your application' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('without that state: the plain heading and a word that the details come soon', () => {
    renderStatus();
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    expect(screen.getByText(/will be shown here soon/)).toBeTruthy();
    expect(screen.queryByText('Application submitted')).toBeNull();
  });
});
