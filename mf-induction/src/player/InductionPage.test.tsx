import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InductionAnswerBody, InductionState } from '@cards/shared/api';
import type { InductionProgram } from '@cards/shared/domain';
import { renderWithStores } from '@cards/shared/testing';
import CompletePage from '../complete/CompletePage.tsx';
import InductionPage, { leave } from './InductionPage.tsx';

// SPEC §2 'Induction screen', §4 'Induction', §5 'Induction', §8, §9. The network is a small fake
// server that marks answers the way the api does, so the page is tested against the contract, not a script.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const program: InductionProgram = {
  id: 3, name: 'DIA Security Induction', airport: 'Darwin International Airport',
  modules: [
    { title: 'Welcome', slides: [{ title: 'About this induction', html: '<p>Read each module.</p>' }], questions: [{ type: 'skip', index: 0, description: '<p>Continue when ready.</p>' }] },
    {
      title: 'Security zones',
      slides: [{ title: 'Airside', html: '<p>Airside is beyond screening.</p>' }, { title: 'Signs', html: '<p>Signs mark each zone.</p>' }],
      questions: [
        { type: 'radio', index: 0, description: '<p>Where must you show your card?</p>', letters: true, related: 0, options: [{ key: 'a', label: 'Only landside' }, { key: 'b', label: 'In every secure area' }] },
        { type: 'checkbox', index: 1, description: '<p>What marks a zone?</p>', related: 1, options: [{ key: 'a', label: 'Signs' }, { key: 'b', label: 'Fences' }, { key: 'c', label: 'Car parks' }] },
      ],
    },
    { title: 'Escorting visitors', isChild: true, parent: 1, slides: [{ title: 'Escorts', html: '<p>Stay with them.</p>' }], questions: [{ type: 'radio', index: 0, description: '<p>Must you stay with a visitor?</p>', options: [{ key: 'y', label: 'Yes' }, { key: 'n', label: 'No' }] }] },
    { title: 'Declaration', slides: [{ title: 'Your duties', html: '<p>You know your duties.</p>' }], questions: [{ type: 'declaration', index: 0, description: '<p>I understand my duties.</p>' }] },
  ],
};
const solutions: Record<number, Record<number, unknown>> = { 0: { 0: true }, 1: { 0: 'b', 1: ['a', 'b'] }, 2: { 0: 'y' }, 3: { 0: true } };

function fakeServer(options: { module?: number; complete?: boolean; failAnswers?: number; status?: number } = {}) {
  const state: InductionState = {
    id: 'abc', programId: 3, programName: program.name, traineeName: 'Maia Tautahi', company: 'adg', module: options.module ?? 0,
    moduleCount: program.modules.length, unanswered: {}, induction: options.complete ? 'complete' : null,
    redirect: options.complete ? '/induction/abc/complete' : null, domain: 'https://adg.example.com.au/induction/abc',
    completedAt: options.complete ? '2026-11-23T01:00:00.000Z' : null, certificateCode: options.complete ? 'ABCD-EFGH-JKMN' : null,
  };
  let failures = options.failAnswers ?? 0;
  const posted: InductionAnswerBody[] = [];
  const server = { state, posted, loadStatus: options.status, answers: (config: InternalAxiosRequestConfig) => answer(config) };
  const answer = (config: InternalAxiosRequestConfig) => {
    if (server.loadStatus) return { status: server.loadStatus, data: { message: 'Not found' } };
    if (config.url === '/induction/abc' && config.method === 'get') return { status: 200, data: structuredClone(state) };
    if (config.url === '/induction/abc/program') return { status: 200, data: program };
    if (config.url?.startsWith('/induction/abc/answer/') && config.method === 'post') {
      if (failures-- > 0) return { status: 503, data: { message: 'Down' } };
      const body = JSON.parse(config.data as string) as InductionAnswerBody;
      posted.push(body);
      if (body.module > state.module) return { status: 409, data: { error: 'Conflict', message: 'Finish the module you are on first.' } };
      const wrong = Object.entries(solutions[body.module]!).filter(([index, right]) => JSON.stringify(body.answers[Number(index)]) !== JSON.stringify(right));
      if (wrong.length > 0) {
        const errors = Object.fromEntries(wrong.map(([index]) => [index, index === '0' ? 'Look again at where the card is shown.' : 'You answered this question incorrectly.']));
        return { status: 200, data: { correct: false, module: state.module, unanswered: {}, errors, induction: null, redirect: null } };
      }
      if (body.module === state.module) state.module += 1;
      if (state.module === program.modules.length) Object.assign(state, { induction: 'complete', redirect: '/induction/abc/complete', completedAt: '2026-11-23T01:00:00.000Z', certificateCode: 'ABCD-EFGH-JKMN' });
      return { status: 200, data: { correct: true, module: state.module, unanswered: {}, errors: {}, induction: state.induction, redirect: state.redirect } };
    }
    return undefined;
  };
  return server;
}

function render(server: ReturnType<typeof fakeServer>, brand: 'adg' | 'bne' | 'default' = 'adg') {
  return renderWithStores(
    [
      { path: '/induction/:inductionID', element: <InductionPage /> },
      { path: '/induction/:inductionID/complete', element: <CompletePage /> },
      { path: '/404', element: <h1>Page not found</h1> },
      { path: '/session-expired', element: <h1>Session expired</h1> },
    ],
    { path: '/induction/abc', brand, answers: server.answers },
  );
}

const next = (name: RegExp | string) => screen.getByRole('button', { name });
const progress = () => screen.getByRole('progressbar', { name: /Your progress/ }).getAttribute('value');

describe('the induction player', () => {
  it('SPEC §8: an induction that is not found is the 404 page', async () => {
    render(fakeServer({ status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('SPEC §8: another failure to load offers a retry', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ status: 500 });
    render(server);
    expect((await screen.findByRole('alert')).textContent).toContain('did not load');
    server.loadStatus = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 2 })).toBeTruthy();
  });

  it('SPEC §4, §5: advances only on the server\'s word; missing and wrong answers keep the module', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    render(server);
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 2 })).toBeTruthy();
    expect(progress()).toBe('0');
    await user.click(next('Continue'));
    expect(await screen.findByRole('heading', { name: 'Security zones', level: 2 })).toBe(document.activeElement);
    expect(progress()).toBe('25');

    // Nothing chosen: the missing-answer flags, and nothing is sent.
    await user.click(next('Check my answers'));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Question 1: Choose an answer',
      'Question 2: Choose at least one answer',
    ]);
    // Each link goes to its question (#f-question-N), not to #f-f-question-N, which is nowhere.
    for (const link of within(summary).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^#f-question-\d+$/);
      expect(document.getElementById(link.getAttribute('href')!.slice(1)), link.textContent!).not.toBeNull();
    }
    expect(server.posted).toHaveLength(1);

    // Wrong: the question's own words, the module stays, the related slide is offered again.
    await user.click(screen.getByRole('radio', { name: 'A. Only landside' }));
    await user.click(screen.getByRole('checkbox', { name: 'Signs' }));
    await user.click(next('Check my answers'));
    expect(await screen.findByText('Look again at where the card is shown.', { selector: '.field__error, .field__error *' })).toBeTruthy();
    expect(screen.getByText('You answered this question incorrectly.', { selector: '.field__error, .field__error *' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Airside' }).getAttribute('href')).toBe('#module-1-slide-0');
    expect(screen.getByRole('heading', { name: 'Security zones', level: 2 })).toBeTruthy();
    expect(progress()).toBe('25');

    await user.click(screen.getByRole('radio', { name: 'B. In every secure area' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fences' }));
    await user.click(next('Check my answers'));
    expect(await screen.findByRole('heading', { name: 'Escorting visitors', level: 2 })).toBeTruthy();
    expect(server.posted.at(-1)).toEqual({ module: 1, answers: { 0: 'b', 1: ['a', 'b'] } });
    expect(progress()).toBe('50');
  });

  it('SPEC §4: back only to modules reached; progress never goes down; a swipe moves one module, clamped', async () => {
    const user = userEvent.setup();
    render(fakeServer({ module: 2 }));
    const nav = await screen.findByRole('navigation', { name: 'Modules' });
    expect(within(nav).getByRole('button', { name: /Welcome \(done\)/ })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /Declaration/ })).toBeNull();
    expect(within(nav).getByText(/Declaration \(not yet open\)/)).toBeTruthy();
    // A child module is numbered in turn and listed in line with the rest, not indented under its parent.
    expect(nav.querySelectorAll('ol')).toHaveLength(1);
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)[2]).toMatch(/^3 Escorting visitors/);
    expect(progress()).toBe('50');

    const toggle = screen.getByRole('button', { name: 'Show all modules' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    within(nav).getByRole('button', { name: /Security zones/ }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(within(nav).getByRole('button', { name: /Welcome/ }));
    expect(screen.getByRole('heading', { name: 'Welcome', level: 2 })).toBeTruthy();
    expect(progress()).toBe('50');

    const main = document.querySelector('.induction-layout__main')!;
    const swipe = (dx: number, dy = 0) => {
      fireEvent.touchStart(main, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(120);
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 2 })).toBeTruthy();
    swipe(-120);
    expect(await screen.findByRole('heading', { name: 'Security zones', level: 2 })).toBeTruthy();
    swipe(-120, 80);
    expect(screen.getByRole('heading', { name: 'Security zones', level: 2 })).toBeTruthy();
    swipe(-120);
    expect(await screen.findByRole('heading', { name: 'Escorting visitors', level: 2 })).toBeTruthy();
    swipe(-120);
    expect(screen.getByRole('heading', { name: 'Escorting visitors', level: 2 })).toBeTruthy();
  });

  it('SPEC §8: a failed check says so and the next button works again', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ failAnswers: 1 });
    render(server);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not check your answers/);
    expect(next('Continue').getAttribute('aria-disabled')).toBeNull();
    await user.click(next('Continue'));
    expect(await screen.findByRole('heading', { name: 'Security zones', level: 2 })).toBeTruthy();
  });

  it('SPEC §4: finishing redirects to the certificate; a declaration must be ticked', async () => {
    const user = userEvent.setup();
    render(fakeServer({ module: 3 }));
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(screen.getByRole('region', { name: 'There is a problem' }).textContent).toContain('Tick the box to agree');
    await user.click(screen.getByRole('checkbox', { name: 'I understand my duties.' }));
    await user.click(next('I agree'));
    expect(await screen.findByRole('heading', { name: 'Induction complete' })).toBeTruthy();
    expect(screen.getByText(/You completed the/).textContent).toContain('on 23 November 2026');
    expect(screen.getByRole('link', { name: 'Download your certificate (PDF)' }).getAttribute('href')).toBe('/api/download/induction-certificate/abc');
    expect(screen.getByRole('link', { name: 'Check this certificate' }).getAttribute('href')).toBe('/induction-certificate/ABCD-EFGH-JKMN');
  });

  it('SPEC §4: a response that already has an induction value redirects', async () => {
    render(fakeServer({ complete: true }));
    expect(await screen.findByRole('heading', { name: 'Induction complete' })).toBeTruthy();
  });

  it('SPEC §4: on a brand other than adg or bne, goes to the induction\'s domain', async () => {
    const assign = vi.spyOn(leave, 'assign').mockImplementation(() => {});
    render(fakeServer(), 'default');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://adg.example.com.au/induction/abc'));
  });

  it('SPEC §4 idle handling: a timeout forgets the trainee here and goes to session-expired with the induction flag', async () => {
    const { store, router } = render(fakeServer());
    await screen.findByRole('heading', { name: 'Welcome', level: 2 });
    await store.session.runTimeoutHandlers();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/session-expired'));
    expect(router.state.location.search).toBe('?induction=true');
    expect(store.induction.state).toBeNull();
  });
});
