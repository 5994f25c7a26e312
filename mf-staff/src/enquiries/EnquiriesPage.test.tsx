import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf } from '../../test/staff-network.tsx';
import type { Enquiry, EnquiryEntry } from '../api/types.ts';
import EnquiriesPage from './EnquiriesPage.tsx';
import EnquiryPage from './EnquiryPage.tsx';
import { fieldWords } from './enquiry-words.ts';

afterEach(cleanup);

const entry = (id: number, assignedTo: number | null, over: Partial<EnquiryEntry> = {}): EnquiryEntry => ({
  id, reference: `ENQ-${String(id).padStart(6, '0')}`, kind: 'contact', topic: 'Card renewal', name: `Person ${id}`,
  receivedAt: '2026-11-20T01:00:00Z', closedAt: null, assignedTo, ...over,
});

const enquiry = (over: Partial<Enquiry> = {}): Enquiry => ({
  ...entry(12, null),
  email: 'jo@example.com',
  fields: [
    { name: 'EnquiryType', value: 'Card renewal' }, { name: 'Name', value: 'Jo Citizen' }, { name: 'Email', value: 'jo@example.com' },
    { name: 'Message', value: 'When does my card run out?' },
  ],
  replies: [],
  ...over,
});

describe('the enquiries inbox', () => {
  it('lists the open enquiries, says who has each, and keeps the view and the page in the address', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderStaff(<EnquiriesPage />, {
      path: '/staff/enquiries', session: sessionOf(['officer']),
      answers: {
        'GET /api/staff/enquiries': (_, request) => ({ data: {
          enquiries: request.params?.status === 'closed' ? [entry(3, 8, { closedAt: '2026-11-21T01:00:00Z' })] : [entry(1, 7), entry(2, 8), entry(4, null)],
          total: 60, page: Number(request.params?.page ?? 1), pageSize: 25,
        } }),
      },
    });
    expect((await screen.findByRole('link', { name: 'ENQ-000001' })).getAttribute('href')).toBe('/staff/enquiries/1');
    expect(sent.find((r) => r.path === '/api/staff/enquiries')?.params).toEqual({});
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(rows).toEqual(['You', 'Someone else', 'Nobody']);
    expect(screen.getByRole('columnheader', { name: 'Who has it' })).toBeTruthy();
    const views = within(screen.getByRole('navigation', { name: 'Enquiries to show' }));
    expect(views.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('60 enquiries, page 1 of 3')).toBeTruthy();

    await user.click(views.getByRole('link', { name: 'Assigned to me' }));
    expect(router.state.location.search).toBe('?mine=true');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/staff/enquiries').at(-1)?.params).toEqual({ mine: 'true' }));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?mine=true&page=2');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/staff/enquiries').at(-1)?.params).toEqual({ mine: 'true', page: 2 }));

    await user.click(screen.getByRole('link', { name: 'Closed' }));
    expect(router.state.location.search).toBe('?status=closed');
    expect(await screen.findByRole('link', { name: 'ENQ-000003' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Closed' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?mine=true&page=2');
  });

  it('adds Enquiries to the navigation of those who read them, and no one else', async () => {
    renderStaff(<EnquiriesPage />, {
      path: '/staff/enquiries', session: sessionOf(['assessor']), answers: {},
    });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Staff console' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Queue', 'Security']);
    cleanup();
    renderStaff(<EnquiriesPage />, {
      path: '/staff/enquiries', session: sessionOf(['officer']),
      answers: { 'GET /api/staff/enquiries': { data: { enquiries: [], total: 0, page: 1, pageSize: 25 } } },
    });
    expect(await screen.findByText('No open enquiries. Everything is answered.')).toBeTruthy();
    const officerNav = within(screen.getByRole('navigation', { name: 'Staff console' }));
    expect(officerNav.getByRole('link', { name: 'Enquiries' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('an enquiry', () => {
  const open = (answers: Parameters<typeof renderStaff>[1]['answers'], roles: Parameters<typeof sessionOf>[0] = ['officer']) =>
    renderStaff(<EnquiryPage />, { path: '/staff/enquiries/12', route: '/staff/enquiries/:id', session: sessionOf(roles), answers });

  it('shows what the person wrote in words, the replies sent, and lets the member take it and give it back', async () => {
    const user = userEvent.setup();
    const { posted } = open({
      'GET /api/staff/enquiries/12': { data: enquiry({ replies: [{ staffName: 'Pat Officer', message: 'We are looking into it.', sentAt: '2026-11-21T01:00:00Z' }] }) },
      'POST /api/staff/enquiries/12/assign': (body) => ({ data: enquiry({ assignedTo: (body as { staffId: number | null }).staffId }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry ENQ-000012' })).toBeTruthy();
    const wrote = within(screen.getByRole('region', { name: 'What they wrote' }));
    expect(wrote.getAllByRole('term').map((t) => t.textContent)).toEqual(['Enquiry type', 'Name', 'Email', 'Message']);
    expect(wrote.getByText('When does my card run out?')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Replies sent' })).getByText('We are looking into it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Take this enquiry' }));
    expect(await screen.findByText('The enquiry is yours.')).toBeTruthy();
    expect(posted('/api/staff/enquiries/12/assign')).toEqual([{ staffId: 7 }]);
    await user.click(screen.getByRole('button', { name: 'Give it back' }));
    expect(await screen.findByRole('button', { name: 'Take this enquiry' })).toBeTruthy();
    expect(posted('/api/staff/enquiries/12/assign')).toEqual([{ staffId: 7 }, { staffId: null }]);
  });

  it('refuses an empty reply at the field, then sends the reply (and closes it when asked), from the keyboard', async () => {
    const user = userEvent.setup();
    const { posted } = open({
      'GET /api/staff/enquiries/12': { data: enquiry() },
      'POST /api/staff/enquiries/12/reply': (body) => {
        const { message, close } = body as { message: string; close: boolean };
        return { data: enquiry({ closedAt: close ? '2026-11-28T01:00:00Z' : null, replies: [{ staffName: 'Alex Officer', message, sentAt: '2026-11-28T01:00:00Z' }] }) };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Enquiry ENQ-000012' });
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: 'Write your reply' }).getAttribute('href')).toBe('#f-message');
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    expect(reply.getAttribute('aria-invalid')).toBe('true');
    expect(posted('/api/staff/enquiries/12/reply')).toEqual([]);

    reply.focus();
    await user.keyboard('Your card runs out in March.');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Close the enquiry once the reply is sent' }));
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send the reply' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your reply is sent, and the enquiry is closed.')).toBeTruthy();
    expect(posted('/api/staff/enquiries/12/reply')).toEqual([{ message: 'Your card runs out in March.', close: true }]);
    expect(within(screen.getByRole('region', { name: 'Replies sent' })).getByText('Your card runs out in March.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open it again' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Close the enquiry once the reply is sent' })).toBeNull();
  });

  it('closes it and opens it again', async () => {
    const user = userEvent.setup();
    const { posted } = open({
      'GET /api/staff/enquiries/12': { data: enquiry() },
      'POST /api/staff/enquiries/12/close': (body) => ({ data: enquiry({ closedAt: (body as { closed: boolean }).closed ? '2026-11-28T01:00:00Z' : null }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close the enquiry' }));
    expect(await screen.findByText('The enquiry is closed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open it again' }));
    expect(await screen.findByText('The enquiry is open again.')).toBeTruthy();
    expect(posted('/api/staff/enquiries/12/close')).toEqual([{ closed: true }, { closed: false }]);
  });

  it('says when there is no such enquiry (404)', async () => {
    renderStaff(<EnquiryPage />, {
      path: '/staff/enquiries/99', route: '/staff/enquiries/:id', session: sessionOf(['officer']), answers: {},
    });
    expect(await screen.findByText('We could not find that enquiry.')).toBeTruthy();
  });
});

describe('field names in words', () => {
  it('splits the form\'s names', () => {
    expect(['EnquiryType', 'Name', 'FullName', 'ASICNumber', 'phone_number'].map(fieldWords))
      .toEqual(['Enquiry type', 'Name', 'Full name', 'ASIC number', 'Phone number']);
  });
});
