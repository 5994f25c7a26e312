import { cleanup, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import ForeignCardStatusPage from './ForeignCardStatusPage.tsx';

// SPEC §2 induction-status, §3 'Induction (status list)', §7 GET /api/foreign-card/{id}/{randomId}, §8 'foreign card
// load failure'.

afterEach(cleanup);

const card = {
  Id: 12, RandomId: 'r4nd0m', Firstname: 'Lena', Surname: 'Vogel', CardNumber: '****567', MsicExpiry: '2027-11-30', company: 'adg',
  inductions: [
    { inductionName: 'DIA Security Induction', url: '/induction/ab12cd', completedAt: '2026-11-20T02:00:00.000Z' },
    { inductionName: 'ASP Security Induction', url: '/induction/ef34gh', completedAt: null },
  ],
};

function render(path: string, answers: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | undefined) {
  return renderWithStores(
    [
      { path: '/induction-status/:id/:randomId', element: <ForeignCardStatusPage /> },
      // The route table sends /induction-status/{id} to the 404 page itself; the page also guards against it.
      { path: '/induction-status/:id?', element: <ForeignCardStatusPage /> },
      { path: '/404', element: <h1>Page not found</h1> },
    ],
    { path, brand: 'adg', answers },
  );
}

describe('the status of a foreign card\'s inductions', () => {
  it('shows whose card it is and each induction: completed on its day, or a link to carry on', async () => {
    const { requests } = render('/induction-status/12/r4nd0m', (config) => (config.url === '/api/foreign-card/12/r4nd0m' ? { status: 200, data: card } : undefined));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your card' })).toBeTruthy();
    expect(requests).toEqual(['GET /api/foreign-card/12/r4nd0m']);
    const details = screen.getByRole('heading', { name: 'Your card' }).parentElement!;
    expect(details.textContent).toContain('Lena Vogel');
    expect(details.textContent).toContain('ending in 567');
    expect(details.textContent).toContain('30 November 2027');
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['DIA Security Induction', 'ASP Security Induction']);
    expect(items[0]!.textContent).toContain('Completed on 20 November 2026');
    // A finished induction links to its certificate.
    expect(within(items[0]!).getByRole('link', { name: 'Download the certificate for the DIA Security Induction (PDF)' }).getAttribute('href'))
      .toBe('/api/download/induction-certificate/ab12cd');
    expect(within(items[1]!).getByRole('link', { name: 'Start or continue the ASP Security Induction' }).getAttribute('href')).toBe('/induction/ef34gh');
    expect(screen.getByText(/You have 1 induction to complete/)).toBeTruthy();
  });

  it('says so when every induction is complete', async () => {
    const done = { ...card, inductions: card.inductions.map((item) => ({ ...item, completedAt: '2026-11-21T02:00:00.000Z' })) };
    render('/induction-status/12/r4nd0m', () => ({ status: 200, data: done }));
    expect(await screen.findByText(/You have completed all your inductions/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Start/ })).toBeNull();
  });

  it.each([404, 500])('shows the 404 page when the card does not load (%i, SPEC §8)', async (status) => {
    render('/induction-status/12/wrong', () => ({ status, data: {} }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('goes to /404 when the second id is missing, without asking the api (SPEC §2)', async () => {
    const { requests, router } = render('/induction-status/12', () => ({ status: 200, data: card }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(requests).toEqual([]);
  });
});
