import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedRemotes } from '../src/remotes/RemoteOutlet.tsx';
import { forgetRemotesList } from '../src/remotes/manifest.ts';
import { renderShell } from './render.tsx';

// The federation runtime is replaced: these tests are about the shell's rules, the e2e suite loads real remotes.
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function remotePage(text: string) {
  return () => <h1>{text}</h1>;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      new Response(
        JSON.stringify({
          company: 'default',
          remotes: ['mf_content', 'mf_application', 'mf_track_status', 'mf_induction', 'mf_opneed_signature'].map(
            (name) => ({ name, entry: `/remotes/${name}/1.0.0/remoteEntry.js`, version: '1.0.0' }),
          ),
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  runtime.loadRemote.mockImplementation(async (id: string) => ({
    default: new Proxy({}, { get: (_, routeId) => remotePage(`${id} ${String(routeId)}`) }),
  }));
});

afterEach(() => {
  forgetLoadedRemotes();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SPEC §2 routes in the shell', () => {
  it('renders the owning remote page and sets the title from route and site data', async () => {
    renderShell('/track-asic');
    expect(await screen.findByRole('heading', { name: 'mf_track_status/routes track' })).toBeTruthy();
    expect(document.title).toBe('Track your application | Secure Card Services');
  });

  it('redirects /apply/form to step1 and the old status route to the new one', async () => {
    const { router } = renderShell('/apply/form');
    await screen.findByRole('heading', { name: 'mf_application/routes new-form' });
    expect(router.state.location.pathname).toBe('/apply/form/step1');

    const signedIn = renderShell('/status/42/9', { signedIn: true });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/status/42'));
  });

  it('renders the 404 page for an unknown path and reports the missed address', async () => {
    const { requests } = renderShell('/nope/nothing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.startsWith('GET /404?uri='))).toBe(true));
  });

  it('shows the 404 page at an address the server answered 404 although a route matches it, and reports it once', async () => {
    const { requests, router } = renderShell('/media/foo', { config: { notFoundPath: '/media/foo' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Secure Card Services');
    await waitFor(() => expect(requests.filter((r) => r.startsWith('GET /404?uri=')).length).toBe(1));
    // At the address asked for, and the remote's page is never loaded.
    expect(router.state.location.pathname).toBe('/media/foo');
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    // Anywhere else the route table decides again.
    await act(() => router.navigate('/media/known'));
    expect(await screen.findByRole('heading', { name: 'mf_content/routes media-article' })).toBeTruthy();
  });

  it('blocks the postal partner from a new form but not from an invited one, and sends chcheli home from /apply (SPEC §1, §2)', async () => {
    const postal = renderShell('/apply/form/step1', { brand: 'postal' });
    expect(await screen.findByRole('heading', { name: 'Applying needs an invitation' })).toBeTruthy();
    expect(postal.router.state.location.pathname).toBe('/invitation-only');
    postal.unmount();

    const invited = renderShell('/apply/form/12/step2', { brand: 'postal' });
    await screen.findByRole('heading', { name: 'mf_application/routes form' });
    expect(invited.router.state.location.pathname).toBe('/apply/form/12/step2');
    invited.unmount();

    const chc = renderShell('/apply', { brand: 'chcheli' });
    await screen.findByRole('heading', { name: 'mf_content/routes home' });
    expect(chc.router.state.location.pathname).toBe('/');
  });

  it('sends an anonymous visitor of the status page to track (SPEC §4)', async () => {
    const { router } = renderShell('/status/42');
    await screen.findByRole('heading', { name: 'mf_track_status/routes track' });
    expect(router.state.location.pathname).toBe('/track-asic');
  });
});

describe('remote loading', () => {
  it('shows an accessible error with a retry when a remote fails, and the retry loads it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('network down'));
    const { requests } = renderShell('/activate');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page is not available right now');
    // The failure is reported to the server (SPEC §8 'Client exceptions are logged').
    await waitFor(() => expect(requests).toContain('POST /api/logger'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'mf_track_status/routes activate' })).toBeTruthy();
    // The retry registered the remote again so the runtime forgets the failed load.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_track_status', entry: '/remotes/mf_track_status/1.0.0/remoteEntry.js' }],
      { force: true },
    );
  });

  it('a remote missing from the list of remotes shows the retry, and the retry asks for the list again', async () => {
    forgetRemotesList();
    const listed = (names: string[]) => new Response(JSON.stringify({
      company: 'default',
      remotes: names.map((name) => ({ name, entry: `/remotes/${name}/1.0.0/remoteEntry.js`, version: '1.0.0' })),
    }), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetchList = vi.fn(async (_url: string) => listed(['mf_content', 'mf_application']));
    vi.stubGlobal('fetch', fetchList);
    const { router } = renderShell('/activate');
    expect((await screen.findByRole('alert')).textContent).toContain('This page is not available right now');
    // The other remotes' pages work.
    await act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { name: 'mf_content/routes faq' })).toBeTruthy();
    await act(() => router.navigate('/activate'));
    await screen.findByRole('alert');
    // Published meanwhile: the retry finds it in the list the server gives now.
    fetchList.mockImplementation(async () => listed(['mf_content', 'mf_application', 'mf_track_status']));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'mf_track_status/routes activate' })).toBeTruthy();
    expect(fetchList.mock.calls.filter(([url]) => String(url).startsWith('/remotes.json'))).toHaveLength(3);
    forgetRemotesList();
  });

  it('a failed remote costs only its own pages', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('mf_track_status')) throw new Error('down');
      return { default: new Proxy({}, { get: (_, routeId) => remotePage(`${id} ${String(routeId)}`) }) };
    });
    const { router } = renderShell('/track-asic');
    await screen.findByRole('alert');
    await act(() => router.navigate('/session-expired'));
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    await act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { name: 'mf_content/routes faq' })).toBeTruthy();
  });
});

describe('SPEC §2 scrolling and layout', () => {
  it('scrolls to top after navigation, animated on faq-with-url', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const { router } = renderShell('/faq');
    await screen.findByRole('heading', { name: 'mf_content/routes faq' });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    await act(() => router.navigate('/question/how-long'));
    // The animated scroll works frame by frame instead of jumping.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(frames.length).toBe(1);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('marks the layout type of the page and shows the current year in the footer', async () => {
    const { container } = renderShell('/apply/form/step1');
    await screen.findByRole('heading', { name: 'mf_application/routes new-form' });
    expect(container.querySelector('.layout')?.classList.contains('layout--form')).toBe(true);
    expect(screen.getByRole('contentinfo').textContent).toContain(String(new Date().getFullYear()));
  });

  it('answers /track-msic where the brand issues MSICs; there, and on the pages after it, the links name the MSIC', async () => {
    const { router } = renderShell('/track-msic');
    expect(await screen.findByRole('heading', { name: 'mf_track_status/routes track' })).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const link = (name: string) => within(footer).queryByRole('link', { name })?.getAttribute('href');
    expect([link('White MSIC'), link('Obligations of MSIC holders')]).toEqual(['/white-msic', '/obligations-for-msic-holders']);
    expect(within(footer).queryAllByRole('link', { name: /ASIC/ })).toEqual([]);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Track' }).getAttribute('href')).toBe('/track-msic');
    // The journey keeps its card on a page whose address names none.
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { name: 'mf_content/routes faq' });
    expect(link('Obligations of MSIC holders')).toBe('/obligations-for-msic-holders');

    await act(() => router.navigate('/white-msic'));
    expect(await screen.findByRole('heading', { name: 'mf_content/routes white-card' })).toBeTruthy();
    expect(document.title).toBe('White MSIC | Secure Card Services');
  });

  it('a brand that issues only the ASIC has no /track-msic, and its footer names the ASIC', async () => {
    renderShell('/track-msic', { brand: 'adg' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'White ASIC' }).getAttribute('href')).toBe('/white-asic');
  });

  // /renew's 'Save and continue' lands on /apply/form/{id}/step1, whose 'Apply' was marked current.
  it('marks Renew as the current page on a renewal\'s form steps, and Apply on an ordinary application\'s', async () => {
    const { router, store } = renderShell('/renew');
    await screen.findByRole('heading', { name: 'mf_application/routes renew' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = () => within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
    expect(current()).toEqual(['Renew']);

    act(() => store.draft.adopt({ _id: 7, _formLink: 'renewal7', _renew: true, _cardType: 'msic' }));
    await act(() => router.navigate('/apply/form/renewal7/step1'));
    await screen.findByRole('heading', { name: 'mf_application/routes form' });
    expect(current()).toEqual(['Renew']);

    // Another draft's steps, and then an ordinary application's, are 'Apply'.
    await act(() => router.navigate('/apply/form/other8/step1'));
    expect(current()).toEqual(['Apply']);
    act(() => store.draft.adopt({ _id: 9, _formLink: 'plain9' }));
    await act(() => router.navigate('/apply/form/plain9/step2'));
    expect(current()).toEqual(['Apply']);
    // The draft loads after the page is shown (a link from an email): the navigation follows it.
    act(() => store.draft.adopt({ _id: 9, _formLink: 'plain9', _renew: true }));
    await waitFor(() => expect(current()).toEqual(['Renew']));
  });

  it('hides navigation the brand cannot use', async () => {
    renderShell('/track-asic', { brand: 'postal' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.textContent).not.toContain('Apply');
    expect(nav.textContent).toContain('Track');
  });
});

describe('SPEC §4 idle handling: the session-expired page tells the truth about the email', () => {
  it.each([
    [{ emailed: true }, /we have saved it and emailed you a link/],
    [{ emailed: false }, /saved, but we could not email you a new link just now/],
    [undefined, /it is saved\. Open it again from the link in the email we sent you/],
  ])('with the form timeout\'s answer %j', async (state, wording) => {
    const { router } = renderShell('/');
    await act(() => router.navigate('/session-expired', { state }));
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(screen.getByText(wording)).toBeTruthy();
    // A link is promised only when the mail was queued.
    if (state?.emailed !== true) expect(screen.queryByText(/emailed you a link/)).toBeNull();
  });
});
