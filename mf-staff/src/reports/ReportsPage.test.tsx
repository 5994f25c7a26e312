import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import type { ApplicationsReport } from '../api/types.ts';
import ReportsPage from './ReportsPage.tsx';

afterEach(cleanup);

const report = (from: string, to: string): ApplicationsReport => ({
  from, to, timeZone: 'Australia/Sydney', total: 14, redacted: 1, cardTypes: { asic: 10, msic: 4 },
  weeks: [
    { weekStarting: '2026-11-16', submitted: 9, interviewed: 5, paid: 4, lodged: 3, decided: 2, dispatched: 1, activated: 0 },
    { weekStarting: '2026-11-23', submitted: 5, interviewed: 2, paid: 1, lodged: 0, decided: 0, dispatched: 0, activated: 0 },
  ],
  stages: [
    { stage: 'interviewed', reached: 7, medianDays: 3.5, p90Days: 8 },
    { stage: 'paid', reached: 5, medianDays: 4, p90Days: 9.1 },
    { stage: 'lodged', reached: 3, medianDays: 6, p90Days: 11 },
    { stage: 'decided', reached: 2, medianDays: 20, p90Days: 24.4 },
    { stage: 'dispatched', reached: 1, medianDays: 25, p90Days: 25 },
    { stage: 'activated', reached: 0, medianDays: null, p90Days: null },
  ],
});

const renderReports = (path: string, answers: Parameters<typeof renderStaff>[1]['answers']) =>
  renderStaff(<ReportsPage />, { path, session: sessionOf(['supervisor']), answers });

describe('reports', () => {
  it('shows the api\'s default range, its totals, the weeks and the stages, and the CSV of the range shown', async () => {
    const { sent } = renderReports('/staff/reports', {
      'GET /api/staff/reports': { data: report('2026-09-07', '2026-11-28') },
    });
    const heading = await screen.findByRole('heading', { name: /^Applications submitted from/ });
    expect(heading.textContent).toMatch(/^Applications submitted from 7 Sept? 2026 to 28 Nov 2026$/);
    expect(sent.find((r) => r.path === '/api/staff/reports')?.params).toEqual({});
    expect(screen.getByRole('link', { name: 'Download as a spreadsheet (CSV)' }).getAttribute('href'))
      .toBe('/api/staff/reports.csv?from=2026-09-07&to=2026-11-28');

    const weeks = screen.getByRole('table', { name: /^Applications by week/ });
    expect(within(weeks).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Week starting', 'Submitted', 'Interviewed', 'Paid', 'Lodged with AusCheck', 'Decided', 'Dispatched', 'Activated']);
    const week = within(weeks).getByRole('rowheader', { name: '16 Nov 2026' }).closest('tr')!;
    expect(within(week).getAllByRole('cell').map((c) => c.textContent)).toEqual(['9', '5', '4', '3', '2', '1', '0']);
    const stages = screen.getByRole('table', { name: 'Days from submission to each stage' });
    expect(within(stages).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Stage', 'Reached', 'Median days', '90th percentile days']);
    const activated = within(stages).getByRole('rowheader', { name: 'Activated' }).closest('tr')!;
    expect(within(activated).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '—', '—']);
    const paid = within(stages).getByRole('rowheader', { name: 'Paid' }).closest('tr')!;
    expect(within(paid).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5', '4', '9.1']);
  });

  it('puts the range in the address and asks the api for it; the CSV link is of that range', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderReports('/staff/reports', {
      'GET /api/staff/reports': (_, request) => {
        const params = (request.params ?? {}) as { from?: string; to?: string };
        return { data: report(params.from ?? '2026-09-07', params.to ?? '2026-11-28') };
      },
    });
    await screen.findByRole('heading', { name: /^Applications submitted from/ });
    const from = screen.getByLabelText(/^From/);
    expect(from.getAttribute('type')).toBe('date');
    await user.type(from, '2026-07-01');
    await user.type(screen.getByLabelText(/^To/), '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Show the report' }));
    expect(router.state.location.search).toBe('?from=2026-07-01&to=2026-09-30');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/staff/reports').at(-1)?.params).toEqual({ from: '2026-07-01', to: '2026-09-30' }));
    expect((await screen.findByRole('link', { name: 'Download as a spreadsheet (CSV)' })).getAttribute('href'))
      .toBe('/api/staff/reports.csv?from=2026-07-01&to=2026-09-30');
  });

  it('shows a refused range (400) at the field the api names, with the error summary', async () => {
    renderReports('/staff/reports?from=2024-01-01&to=2026-11-28', {
      'GET /api/staff/reports': { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'A report covers at most 2 years.', fields: { from: 'invalid' } } },
    });
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'A report covers at most 2 years.' }).getAttribute('href')).toBe('#f-from');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const from = screen.getByLabelText(/^From/);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect((from as HTMLInputElement).value).toBe('2024-01-01');
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download as a spreadsheet (CSV)' })).toBeNull();
  });

  it('is for supervisors: Reports is in their navigation only', async () => {
    renderStaff(<ReportsPage />, { path: '/staff/reports', session: sessionOf(['officer']), answers: {} });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).queryByRole('link', { name: 'Reports' })).toBeNull();
    cleanup();
    renderReports('/staff/reports', { 'GET /api/staff/reports': { data: report('2026-09-07', '2026-11-28') } });
    const nav = within(await screen.findByRole('navigation', { name: 'Staff console' }));
    expect(nav.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });
});
