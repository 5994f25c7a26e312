import { cleanup, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonStatus } from '@cards/shared/domain';
import { renderWithStores } from '@cards/shared/testing';
import StatusPage from './StatusPage.tsx';

// SPEC §2 status, §4 'Status display', §8 decision N; the confirmation panel shown just after sending.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const base: PersonStatus = {
  Id: 42, IncompleteFormId: 7, Site: 5, WebsiteId: 1, TrackingNumber: 'VEA0001542', Firstname: 'Ann', CardType: 'asic', Company: 'default',
  _basedOnASIC: false, JobReady: false, _interviewedAt: null, _paidAt: null, _opsApproved: false, _ausCheckUploaded: null, _ausCheckDecision: null,
  _msicPosted: null, ExtraData: { OpNeedType: 'employer', lodgementOption: 'inperson' }, SubmittedAt: '2026-09-30T00:00:00.000Z',
};
const options = { options: [{ value: 'inperson', title: 'At our office', where: 'Come to the office.', address: 'Level 4, 190 St Georges Terrace, Perth WA 6000' }], chosen: 'inperson', lodged: false };

const downloads: string[] = [];

const noInductions = { hasInductions: false, induction: [] };

function renderStatus(person: PersonStatus | { status: number }, state?: unknown, inductions: unknown = noInductions) {
  const view = renderWithStores([
    { path: '/status/:peopleId', element: <StatusPage /> },
    { path: '/404', element: <h1>Not found</h1> },
    { path: '/track-asic', element: <h1>Track</h1> },
    { path: '/session-expired', element: <h1>Session expired</h1> },
  ], {
    path: '/status/42',
    signedIn: true,
    answers: (config: InternalAxiosRequestConfig) => {
      if ('status' in person && typeof person.status === 'number') return { status: person.status, data: { statusCode: person.status, error: 'x', message: 'no' } };
      if (config.url === '/api/people/42') return { data: person };
      if (config.url === '/api/people/42/lodgement-options') return { data: options };
      if (config.url?.startsWith('/api/download/')) {
        downloads.push(config.url);
        return { data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
      }
      if (config.url === '/api/people/42/operational-need-form/resend') return { data: { queued: true, sentTo: 'b***@example.com' } };
      if (config.url === '/api/people/42/7/inductions/incomplete') return inductions === 'fail' ? { status: 503, data: {} } : { data: inductions };
      return undefined;
    },
  });
  if (state !== undefined) void view.router.navigate('/status/42', { state, replace: true });
  return view;
}

describe('the status page', () => {
  it('shows the stages with the current one marked, what comes next, where to go and who confirms the need', async () => {
    renderStatus({ ...base, _interviewedAt: '2026-10-01T00:00:00.000Z' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    expect(await screen.findByText('VEA0001542')).toBeTruthy();
    const stages = within(screen.getByRole('list', { name: 'Progress' }));
    expect(stages.getAllByRole('listitem').map((li) => li.querySelector('.status-timeline__label')?.textContent)).toEqual([
      'Application sent', 'Interview', 'Payment', 'Lodged for the background check', 'Background check finished', 'Card sent', 'Card collected',
    ]);
    expect(document.querySelector('[aria-current="step"]')?.textContent).toMatch(/^Payment/);
    expect(screen.getAllByText(/Your fee has not been paid yet/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Your employer confirms why you need the card/)).toBeTruthy();
    cleanup();
    // Before the interview: where to go for it.
    renderStatus(base);
    expect(await screen.findByRole('heading', { name: 'Where to go for your interview' })).toBeTruthy();
    expect(screen.getByText(/Level 4, 190 St Georges Terrace/)).toBeTruthy();
    // The card holder's duties hub is reachable from the status page.
    expect(screen.getByRole('link', { name: 'Your duties as a card holder' }).getAttribute('href')).toBe('/card-holder-duties');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('downloads the documents with the token; the certificate only for a decided job-ready application', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:doc');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { requests } = renderStatus(base);
    await user.click(await screen.findByRole('button', { name: 'Your invoice (PDF)' }));
    expect(requests).toContain('GET /api/download/invoice/42/7');
    expect(createObjectURL).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Your job-ready certificate (PDF)' })).toBeNull();
    cleanup();
    renderStatus({ ...base, JobReady: true, _ausCheckUploaded: { Date: '2026-10-02' }, _ausCheckDecision: { Decision: 'Y', Certdate: '2026-10-05' } });
    expect(await screen.findByRole('button', { name: 'Your job-ready certificate (PDF)' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('where the brand offers more than one way to lodge, the applicant can change it until lodged', async () => {
    const user = userEvent.setup();
    const two = { ...options, options: [...options.options, { value: 'postal', title: 'At a Post Office', where: 'Go to a Post Office.', address: null }] };
    const chosen: string[] = [];
    renderWithStores([{ path: '/status/:peopleId', element: <StatusPage /> }], {
      path: '/status/42',
      signedIn: true,
      answers: (config: InternalAxiosRequestConfig) => {
        if (config.url === '/api/people/42') return { data: base };
        if (config.url === '/api/people/42/lodgement-options') return { data: two };
        if (config.url === '/api/people/42/lodgement-option') {
          chosen.push(JSON.parse(config.data as string).lodgementOption);
          return { data: { ...two, chosen: 'postal' } };
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'At a Post Office' }));
    expect(await screen.findByText('Go to a Post Office.')).toBeTruthy();
    expect(chosen).toEqual(['postal']);
  });

  it('SPEC §4: an idle timeout clears the draft, signs out and goes to session-expired', async () => {
    const { store, router } = renderStatus(base);
    await screen.findByText('VEA0001542');
    store.draft.update({ Firstname: 'Left behind' });
    await store.session.runTimeoutHandlers();
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ signedOut: true });
    expect(store.session.authenticated).toBe(false);
    expect(store.draft.data.Firstname).toBeUndefined();
  });

  it('decision N: processed, contact the office, and no dispatch', async () => {
    renderStatus({ ...base, _interviewedAt: 'x', _paidAt: 'x', _ausCheckUploaded: { Date: '2026-10-02' }, _ausCheckDecision: { Decision: 'N', Certdate: '2026-10-05' } });
    expect(await screen.findByText('Your application has been processed. Please contact our office for more information.')).toBeTruthy();
    expect(screen.queryByText('Card sent')).toBeNull();
  });

  it('WebsiteId 2 names the MSIC throughout; an MSIC based on an ASIC says so', async () => {
    renderStatus({ ...base, WebsiteId: 2, CardType: 'msic', TrackingNumber: 'VEP0001542', _basedOnASIC: true });
    expect(await screen.findByText('VEP0001542')).toBeTruthy();
    expect(screen.getByText(/You told us you hold an ASIC\. Bring it to your interview/)).toBeTruthy();
    expect(within(screen.getByText('Card').closest('div')!).getByText('MSIC')).toBeTruthy();
  });

  it('a private pilot confirms their own need, and signs it themselves', async () => {
    renderStatus({ ...base, ExtraData: { OpNeedType: 'private pilot' } });
    expect(await screen.findByText('As a private pilot, you confirm your own operational need, so you sign the statement yourself.')).toBeTruthy();
  });

  // An MSIC confirmed by a port facility or a maritime industry participant was told its employer confirms it.
  it.each([
    ['port facility', 'The port or port facility you work with confirms why you need the card: we email them the statement of your operational need to sign online.'],
    ['industry participant', 'The maritime industry participant you work for confirms why you need the card: we email them the statement of your operational need to sign online.'],
  ])('an MSIC whose need a %s confirms says who confirms it (SPEC §2 status)', async (type, words) => {
    renderStatus({ ...base, CardType: 'msic', TrackingNumber: 'VEP0001542', ExtraData: { OpNeedType: type } });
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText(/Your employer confirms/)).toBeNull();
  });

  it('once the statement is signed, says who confirmed it, in the past (SPEC §2 status)', async () => {
    const signed = { status: 'signed' as const, signedAt: '2026-11-27T23:30:00Z', sentTo: 'b***@example.com' };
    renderStatus({ ...base, CardType: 'msic', TrackingNumber: 'VEP0001542', ExtraData: { OpNeedType: 'employer' }, _opNeedForm: signed });
    expect(await screen.findByText('Your employer confirmed why you need the card: they signed the statement of your operational need online.')).toBeTruthy();
    expect(screen.queryByText(/we email them/)).toBeNull();
    // The Sydney day, not UTC's.
    expect(screen.getByText('Statement signed on 28 November 2026.')).toBeTruthy();
    cleanup();
    renderStatus({ ...base, ExtraData: { OpNeedType: 'self employed' }, _opNeedForm: { ...signed, sentTo: '' } });
    expect(await screen.findByText('As you are self-employed, you confirmed your own operational need and signed the statement yourself.')).toBeTruthy();
  });

  it('on an asset brand the organisation\'s contact gets the statement, whatever the need type', async () => {
    renderStatus({ ...base, Company: 'chcheli', ExtraData: { OpNeedType: 'self employed', lodgementOption: 'asset-asic' } });
    expect(await screen.findByText(
      'CHC Helicopters (Australia) confirms why you need the card: we email the statement of your operational need to the contact you named, to sign online.',
    )).toBeTruthy();
  });

  it('where nobody signs a statement (job ready, the postal brand) the page promises none', async () => {
    renderStatus({ ...base, JobReady: true, _opNeedForm: null });
    expect(await screen.findByText('VEA0001542')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your operational need' })).toBeNull();
    expect(screen.queryByText(/statement/)).toBeNull();
  });

  it('shows the confirmation panel on arrival from the form', async () => {
    renderStatus(base, { submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeTruthy();
    expect(screen.getByText(/We have sent a confirmation email to/).textContent).toContain('ann@example.com');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('an unknown person goes to /404; another person\'s (403) signs out to track', async () => {
    renderStatus({ status: 404 });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    cleanup();
    const { store } = renderStatus({ status: 403 });
    expect(await screen.findByRole('heading', { name: 'Track' })).toBeTruthy();
    expect(store.session.authenticated).toBe(false);
  });

  it('an awaited statement says who was asked and sends the link again; a signed one has its letter', async () => {
    const user = userEvent.setup();
    renderStatus({ ...base, _opNeedForm: { status: 'awaited', signedAt: null, sentTo: 'b***@example.com' } });
    expect(await screen.findByText(/We have emailed b\*\*\*@example.com a link to confirm and sign it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Email the link again' }));
    expect(await screen.findByText('We have emailed the link again to b***@example.com.')).toBeTruthy();
    cleanup();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    renderStatus({ ...base, _opNeedForm: { status: 'signed', signedAt: '2026-11-20T03:00:00.000Z', sentTo: 'b***@example.com' } });
    expect(await screen.findByText('Statement signed on 20 November 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the signed statement (PDF)' }));
    await vi.waitFor(() => expect(downloads).toContain('/api/download/operational-need-signed/42'));
  });

  it('SPEC §4: the first induction not completed gives the link; all complete says so; none shows nothing', async () => {
    const dia = { inductionName: 'DIA Security Induction', url: '/induction/abc', completedAt: '2026-11-20T03:00:00.000Z' };
    const asp = { inductionName: 'ASP Security Induction', url: '/induction/def', completedAt: null };
    renderStatus(base, undefined, { hasInductions: true, induction: [dia, asp] });
    const section = await screen.findByRole('region', { name: 'Your security inductions' });
    expect(within(section).getByRole('link', { name: 'Start the ASP Security Induction' }).getAttribute('href')).toBe('/induction/def');
    expect(within(section).getByText('DIA Security Induction: completed on 20 November 2026')).toBeTruthy();
    cleanup();
    renderStatus(base, undefined, { hasInductions: true, induction: [dia, { ...asp, completedAt: '2026-11-21T03:00:00.000Z' }] });
    expect(await screen.findByText('All your inductions are complete.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Start the/ })).toBeNull();
    cleanup();
    renderStatus(base);
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your security inductions' })).toBeNull();
  });

  it('inductions that do not load offer a retry and leave the rest of the page', async () => {
    renderStatus(base, undefined, 'fail');
    const section = await screen.findByRole('region', { name: 'Your security inductions' });
    expect(within(section).getByRole('alert').textContent).toContain('could not load your inductions');
    expect(screen.getByRole('heading', { name: 'Progress' })).toBeTruthy();
  });

  // Every stage tells the truth: each stage's page says what has happened and what happens next, and
  // nothing from an earlier stage.
  describe('each stage says only what is true at it', () => {
    const at = '2026-10-01T00:00:00.000Z';
    const pageText = () => document.body.textContent ?? '';

    it('after the interview, unpaid: pay now by card; no "at your interview", no "pay there", no place to go', async () => {
      renderStatus({ ...base, _interviewedAt: at });
      expect(await screen.findByRole('heading', { name: 'Paying your fee' })).toBeTruthy();
      expect(screen.getByText('Your interview is done. Your fee has not been paid yet: pay it now by card.')).toBeTruthy();
      // Said once: the section on paying says how, not the same again.
      expect(pageText().match(/has not been paid yet/g)).toHaveLength(1);
      expect(screen.getByText('Pay it here with a Visa or Mastercard card.')).toBeTruthy();
      expect(pageText()).not.toMatch(/at your interview|pay there/i);
      expect(screen.queryByRole('heading', { name: 'Where to go for your interview' })).toBeNull();
    });

    it('paid online before the interview: no word of paying; where to go without paying there', async () => {
      renderStatus({ ...base, _paidAt: at });
      expect(await screen.findByRole('heading', { name: 'Where to go for your interview' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Paying your fee' })).toBeNull();
      expect(pageText()).not.toMatch(/pay (it )?(at|there)|not been paid/i);
    });

    it('at dispatch: no submitted banner, "Card sent" dated, "Card collected" not yet, the need approved', async () => {
      const dispatched: PersonStatus = {
        ...base, _interviewedAt: at, _paidAt: at, _opsApproved: true, _ausCheckUploaded: { Date: at },
        _ausCheckDecision: { Decision: 'Y', Certdate: at }, _msicPosted: { Dispatch: 'post', PostedDate: new Date().toISOString() },
        _opNeedForm: { status: 'signed', signedAt: at, sentTo: 'b***@example.com' },
      };
      // The state that brought the panel after sending survives reloads; at dispatch it is not shown.
      renderStatus(dispatched, { submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Application submitted' })).toBeNull();
      expect(pageText()).not.toMatch(/arrange an interview|We will contact you to arrange/);
      const collected = (await screen.findByText('Card collected')).closest('li')!;
      expect(collected.textContent).toBe('Card collectedNot yet');
      expect(collected.getAttribute('aria-current')).toBeNull();
      expect(screen.getByText(/Your ASIC has been sent\. Once you have it, activate it/)).toBeTruthy();
      expect(pageText()).not.toMatch(/can only be issued once/);
      expect(pageText()).not.toMatch(/Where to go|Paying your fee/);
      cleanup();
      // A card dispatched before the stage rules on an unapproved need: the page does not say both.
      renderStatus({ ...dispatched, _opsApproved: false, _opNeedForm: { status: 'awaited', signedAt: null, sentTo: 'b***@example.com' } });
      expect(await screen.findByText(/Once you have it, activate it/)).toBeTruthy();
      expect(pageText()).not.toMatch(/can only be issued once/);
    });

    it('the submitted banner stays on the first stage, as when just sent; on the postal brand it says where to go', async () => {
      renderStatus(base, { submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeTruthy();
      expect(screen.getByText(/We will contact you to arrange an interview/)).toBeTruthy();
      cleanup();
      const postal: PersonStatus = { ...base, Company: 'postal', Site: 7, ExtraData: { OpNeedType: 'employer', lodgementOption: 'postal' }, _opNeedForm: null };
      renderStatus(postal, { submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeTruthy();
      expect(pageText()).not.toMatch(/We will contact you to arrange/);
      expect(screen.getAllByText(/Go to a participating Post Office/).length).toBeGreaterThan(0);
    });

    it('each stage is dated with the office’s day in words: 06:47 in Sydney on the 28th is the 28th', async () => {
      renderStatus({ ...base, SubmittedAt: '2026-11-27T19:47:00.000Z', _interviewedAt: '2026-11-27T19:47:00.000Z' });
      const stages = within(await screen.findByRole('list', { name: 'Progress' }));
      expect(stages.getByText('Application sent').closest('li')!.textContent).toBe('Application sent28 November 2026');
      expect(stages.getByText('Interview').closest('li')!.textContent).toBe('Interview28 November 2026');
    });

    it('the postal brand: one rule for each fee, the application fee at the counter or online, the post office fee at the counter', async () => {
      const postal: PersonStatus = { ...base, Company: 'postal', Site: 7, ExtraData: { OpNeedType: 'employer', lodgementOption: 'postal' }, _opNeedForm: null };
      renderStatus(postal);
      expect(await screen.findByText(
        'Pay the application fee now by card, or at the Post Office counter when you go for your identity check. The post office fee is paid at the counter only.',
      )).toBeTruthy();
      expect(pageText()).not.toMatch(/at your interview|pay there/i);
      expect(screen.getByText(/Go to a participating Post Office with your original identity documents/)).toBeTruthy();
      cleanup();
      renderStatus({ ...postal, _interviewedAt: at });
      expect(await screen.findByText(/Your application fee has not been paid yet: pay it now by card\./)).toBeTruthy();
      expect(pageText().match(/has not been paid yet/g)).toHaveLength(1);
      expect(pageText()).not.toMatch(/counter/);
      // Nobody signs a statement on the postal brand (the partner vouches for its one need): the page promises none.
      expect(pageText()).not.toMatch(/statement/i);
    });
  });
});
