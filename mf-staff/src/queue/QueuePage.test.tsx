import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import QueuePage from './QueuePage.tsx';

afterEach(cleanup);

const page = (rows: number, overdue = false) => ({
  rows: Array.from({ length: rows }, (_, i) => ({
    peopleId: 100 + i, trackingNumber: `VEA000${1600 + i}`, name: `Person ${i}`, cardType: 'asic', stage: 'interview-due',
    stageSince: '2026-11-01T00:00:00Z', daysInStage: 27 - i, overdue: overdue && i === 0, submittedAt: '2026-10-20T01:00:00Z',
  })),
  total: 45, page: 2, pageSize: 20,
  stageCounts: { 'submitted': 3, 'interview-due': 45, 'payment-due': 1 },
});

describe('the queue', () => {
  it('asks the api for the address\'s filters, and shows the stages with their counts', async () => {
    const { sent } = renderStaff(<QueuePage />, {
      path: '/staff?stage=interview-due&cardType=asic&airport=1&q=Smith&sort=name&order=asc&page=2',
      session: sessionOf(['officer']),
      answers: { 'GET /api/staff/queue': { data: page(2, true) } },
    });
    expect((await screen.findByRole('link', { name: 'Person 0' })).getAttribute('href')).toBe('/staff/people/100');
    expect(sent.find((r) => r.path === '/api/staff/queue')?.params).toEqual({
      stage: 'interview-due', cardType: 'asic', airport: 1, q: 'Smith', sort: 'name', order: 'asc', page: 2,
    });
    const stages = within(screen.getByRole('navigation', { name: 'Stages' }));
    expect(stages.getByRole('link', { name: 'Interview due (45)' }).getAttribute('aria-current')).toBe('page');
    expect(stages.getByRole('link', { name: 'Submitted (3)' }).getAttribute('href')).toBe('/staff?stage=submitted&cardType=asic&airport=1&q=Smith&sort=name&order=asc');
    expect(stages.getByRole('link', { name: 'Every stage (49)' })).toBeTruthy();
    expect(screen.getByText('45 applications, page 2 of 3')).toBeTruthy();
    // Past the target is said in words, not by colour alone.
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Past target')).toBeTruthy();
    expect(within(rows[2]).queryByText('Past target')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/staff?stage=interview-due&cardType=asic&airport=1&q=Smith&sort=name&order=asc');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toContain('page=3');
    expect((screen.getByRole('combobox', { name: /Airport/ }) as HTMLSelectElement).value).toBe('1');
  });

  it('puts the filters and the sort in the address, from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderStaff(<QueuePage />, {
      path: '/staff', session: sessionOf(['assessor']), answers: { 'GET /api/staff/queue': { data: page(1) } },
    });
    await screen.findByRole('link', { name: 'Person 0' });
    await user.click(screen.getByRole('searchbox', { name: /Search/ }));
    await user.keyboard('VEA0001600{Enter}');
    expect(router.state.location.search).toBe('?q=VEA0001600');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(screen.getByRole('combobox', { name: /Card type/ }), 'msic');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?cardType=msic&q=VEA0001600');
    screen.getByRole('button', { name: /^Days in stage/ }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?cardType=msic&q=VEA0001600&sort=days&order=desc');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toContain('order=asc');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?cardType=msic&q=VEA0001600&sort=days&order=desc');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/staff/queue').at(-1)?.params).toMatchObject({ sort: 'days', order: 'desc' }));
  });

  it('sends a member who is not signed in to sign-in, to come back here', async () => {
    const { router } = renderStaff(<QueuePage />, { path: '/staff?stage=decided', answers: {} });
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/staff/sign-in?next=%2Fstaff%3Fstage%3Ddecided');
  });

  it('shows the member\'s name, Sign out and the navigation their roles allow', async () => {
    const user = userEvent.setup();
    const { router, posted } = renderStaff(<QueuePage />, {
      path: '/staff', session: sessionOf(['officer'], 'Sam Staff'),
      answers: { 'GET /api/staff/queue': { data: page(0) }, 'POST /api/staff/sign-out': { data: {} } },
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Staff console' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Queue', 'Enquiries', 'Security']);
    expect(screen.getByText('Sam Staff')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(posted('/api/staff/sign-out')).toEqual([{}]);
    expect(router.state.location.search).toBe('?reason=signed-out');
  });

  it('gives a member who may see people but not the queue (a privacy officer) a tracking number to find one by', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderStaff(<QueuePage />, { path: '/staff', session: sessionOf(['privacy-officer']), answers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find an application' })).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Staff console' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Find an application', 'Security']);
    expect(sent.some((r) => r.path === '/api/staff/queue')).toBe(false);

    const field = screen.getByRole('textbox', { name: /^Tracking number/ });
    await user.click(field);
    await user.keyboard('VEA12{Enter}');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: /^Enter a tracking number/ });
    expect(link.getAttribute('href')).toBe('#f-trackingNumber');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/staff');

    await user.clear(field);
    await user.type(field, ' vep 0001542 ');
    await user.click(screen.getByRole('button', { name: 'Find the application' }));
    expect(router.state.location.pathname).toBe('/staff/people/42');
  });

  it('says when a member\'s roles include neither the queue nor people', async () => {
    renderStaff(<QueuePage />, { path: '/staff', session: { ...sessionOf(['privacy-officer']), permissions: [] }, answers: {} });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeTruthy();
  });
});
