import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaff, sessionOf, type Answer } from '../../test/staff-network.tsx';
import type { PersonRecord } from '../api/types.ts';
import PersonPage from './PersonPage.tsx';

afterEach(cleanup);

function record(version: number, over: Partial<PersonRecord> = {}): PersonRecord {
  return {
    version,
    person: {
      peopleId: 42, trackingNumber: 'VEA0001542', name: 'Jo Citizen', email: 'jo@example.com', birthdate: '1990-05-17',
      cardType: 'asic', airport: 'Sydney (SYD)', stage: 'interview-due', stageSince: '2026-11-20T00:00:00Z',
      submittedAt: '2026-11-19T00:00:00Z', redacted: false,
    },
    timeline: [{ stage: 'submitted', at: '2026-11-19T00:00:00Z', by: null }],
    audit: [{ id: 1, at: '2026-11-20T00:00:00Z', by: { id: 3, name: 'Pat Supervisor' }, action: 'note', before: null, after: { text: 'Called' } }],
    answers: [{ heading: 'Personal details', rows: [{ question: 'Given names', answer: 'Jo' }] }],
    documents: [{ name: 'Application form', href: '/api/staff/people/42/documents/application-form.pdf' }],
    operationalNeed: { status: 'signed', sentAt: '2026-11-19T01:00:00Z', openedAt: null, signedAt: '2026-11-20T01:00:00Z',
      signedLetterHref: '/api/staff/people/42/documents/opneed.pdf', approvedAt: null, approvedBy: null },
    mails: [{ id: 9, subject: 'Your application', to: 'jo@example.com', at: '2026-11-19T00:00:00Z', status: 'failed', error: 'Mailbox full' }],
    inductions: [],
    payments: [],
    notes: [{ id: 1, at: '2026-11-20T00:00:00Z', by: { id: 3, name: 'Pat Supervisor' }, text: 'Called' }],
    ...over,
  };
}

function renderPerson(roles: Parameters<typeof sessionOf>[0], answers: Record<string, Answer>) {
  return renderStaff(<PersonPage />, { path: '/staff/people/42', route: '/staff/people/:peopleId', session: sessionOf(roles), answers });
}

const actionNames = () => [...screen.getByRole('region', { name: 'Actions' }).querySelectorAll('details > summary')].map((s) => s.textContent);

describe("a person's page", () => {
  it('shows the whole story, and only the actions the member\'s roles allow', async () => {
    renderPerson(['assessor'], { 'GET /api/staff/people/42': { data: record(3) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' })).toBeTruthy();
    expect(actionNames()).toEqual(['Lodge with AusCheck', 'Record the decision', 'Add a note']);
    expect(screen.getByRole('link', { name: /Application form/ }).getAttribute('href')).toBe('/api/staff/people/42/documents/application-form.pdf');
    expect(screen.getByRole('link', { name: /The signed letter/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('Pat Supervisor')).toBeTruthy();
    expect(screen.getByText('Given names')).toBeTruthy();
  });

  it('gives a supervisor the interview, payment, dispatch and approval too', async () => {
    renderPerson(['supervisor'], { 'GET /api/staff/people/42': { data: record(3) } });
    await screen.findByRole('region', { name: 'Actions' });
    expect(actionNames()).toEqual([
      'Record the interview', 'Record a payment at the counter', 'Lodge with AusCheck', 'Record the decision', 'Dispatch the card',
      'Approve the operational need', 'Add a note']);
    expect(screen.getByRole('button', { name: 'Send “Your application” again' })).toBeTruthy();
  });

  it('sends a note with the version; after someone else\'s change (409) it reloads and keeps what was typed', async () => {
    const user = userEvent.setup();
    let loads = 0;
    let notes = 0;
    const { posted } = renderPerson(['officer'], {
      'GET /api/staff/people/42': () => ({ data: record(++loads === 1 ? 3 : 4) }),
      'POST /api/staff/people/42/note': () => (++notes === 1
        ? { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Stale' } }
        : { data: { version: 5 } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' });
    await user.click(screen.getByText('Add a note'));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Rang about the interview');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect((await screen.findByText(/^Someone else changed this application/)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Rang about the interview');
    expect(loads).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('The note is added.')).toBeTruthy();
    expect(posted('/api/staff/people/42/note')).toEqual([
      { text: 'Rang about the interview', version: 3 }, { text: 'Rang about the interview', version: 4 }]);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
  });

  it('records the interview only once the documents seen satisfy the identity rules', async () => {
    const user = userEvent.setup();
    const { posted } = renderPerson(['officer'], {
      'GET /api/staff/people/42': { data: record(3) },
      'POST /api/staff/people/42/interview': { data: {} },
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' });
    await user.click(screen.getByText('Record the interview', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full Australian birth certificate (not an extract)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Passport' }));
    expect(screen.getByText('No category C document: use of the identity in the community.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record the interview' }));
    expect(screen.getByRole('link', { name: 'The documents seen do not satisfy the identity rules yet' }).getAttribute('href')).toBe('#f-interview-documents');
    await user.click(screen.getByRole('checkbox', { name: 'Medicare card' }));
    await user.click(screen.getByRole('checkbox', { name: /Every document was an original/ }));
    await user.click(screen.getByRole('checkbox', { name: /shows the current address/ }));
    expect(screen.getByText('The documents satisfy the identity rules.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record the interview' }));
    expect(await screen.findByText('The interview is recorded.')).toBeTruthy();
    expect(posted('/api/staff/people/42/interview')).toEqual([{
      version: 3,
      documents: { seen: ['birth-certificate', 'passport', 'medicare-card'], originals: true, addressShown: true, nameDiffers: false },
    }]);
  });

  it('gives a privacy officer the two downloads of everything held, each said to be recorded, and no one else', async () => {
    renderPerson(['privacy-officer'], { 'GET /api/staff/people/42': { data: record(3) } });
    const section = within(await screen.findByRole('region', { name: 'Everything we hold about this person' }));
    expect(section.getByRole('link', { name: 'Download as a readable PDF' }).getAttribute('href')).toBe('/api/staff/people/42/data-access.pdf');
    expect(section.getByRole('link', { name: 'Download as a data file (JSON)' }).getAttribute('href')).toBe('/api/staff/people/42/data-access.json');
    expect(section.getAllByText(/Each download is recorded in this person's history/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Find another application' }).getAttribute('href')).toBe('/staff');
    cleanup();
    renderPerson(['supervisor'], { 'GET /api/staff/people/42': { data: record(3) } });
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('region', { name: 'Everything we hold about this person' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Download as/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the applications' })).toBeTruthy();
  });

  it('redacts only when the tracking number is typed', async () => {
    const user = userEvent.setup();
    const { posted } = renderPerson(['privacy-officer'], {
      'GET /api/staff/people/42': { data: record(3) },
      'POST /api/staff/people/42/redact': { data: {} },
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' });
    await user.click(screen.getByText("Redact this person's details"));
    await user.type(screen.getByRole('textbox', { name: /Type the tracking number/ }), 'VEA0001543');
    await user.click(screen.getByRole('button', { name: 'Redact the details' }));
    expect(screen.getByRole('link', { name: 'Type the tracking number, VEA0001542, to confirm' })).toBeTruthy();
    expect(posted('/api/staff/people/42/redact')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: /Type the tracking number/ }));
    await user.type(screen.getByRole('textbox', { name: /Type the tracking number/ }), 'vea0001542');
    await user.click(screen.getByRole('button', { name: 'Redact the details' }));
    expect(await screen.findByText('The details are redacted.')).toBeTruthy();
    expect(posted('/api/staff/people/42/redact')).toEqual([{ confirm: 'VEA0001542', version: 3 }]);
  });

  it('records a decision with its reason, and dispatch with a serial number and method', async () => {
    const user = userEvent.setup();
    const { posted } = renderPerson(['supervisor'], {
      'GET /api/staff/people/42': { data: record(3) },
      'POST /api/staff/people/42/decision': { data: {} },
      'POST /api/staff/people/42/dispatch': { data: {} },
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' });
    await user.click(screen.getByText('Record the decision', { selector: 'summary' }));
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getByRole('link', { name: 'Choose whether the card is approved' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Not approved' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal reason' }), 'Adverse criminal record');
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    await screen.findByText('The decision is recorded.');
    await user.click(screen.getByText('Dispatch the card', { selector: 'summary' }));
    await user.type(screen.getByRole('textbox', { name: 'Card serial number' }), 'A123456');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How it goes' }), 'pickup');
    await user.click(screen.getByRole('button', { name: 'Record the dispatch' }));
    expect(screen.getByRole('link', { name: 'Enter the serial number printed on the card: 1 to 6 digits' }).getAttribute('href')).toBe('#f-dispatch-serial');
    await user.clear(screen.getByRole('textbox', { name: 'Card serial number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card serial number' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Record the dispatch' }));
    await screen.findByText('The dispatch is recorded.');
    expect(posted('/api/staff/people/42/decision')).toEqual([{ decision: 'N', reason: 'Adverse criminal record', version: 3 }]);
    expect(posted('/api/staff/people/42/dispatch')).toEqual([{ serial: '123456', method: 'pickup', version: 3 }]);
  });

  it('takes the day a stage action happened, never a future one; a refusal other than a stale version says the api\'s words', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { posted } = renderPerson(['assessor'], {
      'GET /api/staff/people/42': { data: record(3) },
      'POST /api/staff/people/42/lodge': () => (++tries === 1
        ? { data: {} }
        : { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'VEA0001542 was redacted; nothing about it can change.', reason: 'redacted' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jo Citizen' });
    const summary = screen.getByText('Lodge with AusCheck', { selector: 'summary' });
    await user.click(summary);
    const date = within(summary.closest('details')!).getByLabelText(/Date it happened/);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Record the lodgement' }));
    expect(screen.getByRole('link', { name: 'The date cannot be in the future' }).getAttribute('href')).toBe('#f-lodge-date');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Record the lodgement' }));
    await screen.findByText('The lodgement with AusCheck is recorded.');
    await user.click(screen.getByRole('button', { name: 'Record the lodgement' }));
    expect((await screen.findByRole('alert')).textContent).toBe('VEA0001542 was redacted; nothing about it can change.');
    expect(posted('/api/staff/people/42/lodge')).toEqual([{ date: '2026-11-20', version: 3 }, { version: 3 }]);
  });

  it('says another brand\'s person (404) is not found', async () => {
    renderPerson(['officer'], {});
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeTruthy();
  });
});
