import { act, cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand, routesInForce } from '@cards/shared/brand';
import { idleDefaults } from '@cards/shared/domain/idle';
import { renderWithStores } from '@cards/shared/testing';
import { useSite } from '@cards/shared/ui';
import { PageTree } from '../src/page-tree.tsx';
import { forgetLoadedRemotes } from '../src/remotes/RemoteOutlet.tsx';
import { forgetRemotesList } from '../src/remotes/manifest.ts';
import { appRoutes } from '../src/routing/routes.tsx';

// SPEC §4 'Idle handling': the idle timer runs on the form, the status page and induction, as their route
// data says (idleTimeout), and on no other page: someone reading the FAQ for half an hour is never sent to
// session-expired. The clock is faked; the remotes' pages are stand-ins (no page registers a timeout handler here,
// so a timeout on an idle page goes to session-expired).

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** Past the SPEC §9 session timeout (2 s idle, then 1800 s), and past the 2-minute warning's opening. */
const HALF_AN_HOUR_AND_MORE = 2_000 + 1_800_000 + 60_000;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({
    company: 'default',
    remotes: ['mf_content', 'mf_application', 'mf_track_status', 'mf_induction'].map(
      (name) => ({ name, entry: `/remotes/${name}/1.0.0/remoteEntry.js`, version: '1.0.0' }),
    ),
  }), { status: 200, headers: { 'content-type': 'application/json' } })));
  runtime.loadRemote.mockImplementation(async (id: string) => ({
    default: new Proxy({}, { get: (_, routeId) => () => <h1>{`${id} ${String(routeId)}`}</h1> }),
  }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetRemotesList();
  forgetLoadedRemotes();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const dialogOpen = () => document.querySelector('dialog')?.open ?? false;

/** The whole tree the browser renders (start.tsx): the page tree above the shell's routes. */
function WholePage() {
  return (
    <PageTree site={useSite()} config={{ idle: idleDefaults, map: null, banner: null }}>
      <Outlet />
    </PageTree>
  );
}

/** Renders the page, lets its remote's stand-in show, then lets the clock run with no activity. */
async function quietOn(path: string, heading: string, ms: number) {
  const routes = [{ element: <WholePage />, children: appRoutes(getBrand('default')) }];
  const view = renderWithStores(routes, { path, signedIn: true });
  await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  return view;
}

describe('the idle timer only where SPEC §4 names it', () => {
  it.each([
    ['/faq', 'mf_content/routes faq'],
    ['/question/identity-documents', 'mf_content/routes faq-with-url'],
    ['/privacy', 'mf_content/routes privacy'],
    ['/track-asic', 'mf_track_status/routes track'],
  ])('on %s nothing happens after half an hour without activity: no warning, no session-expired', async (path, heading) => {
    const { router } = await quietOn(path, heading, HALF_AN_HOUR_AND_MORE);
    expect(router.state.location.pathname).toBe(path);
    expect(dialogOpen()).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it.each([
    ['/apply/form/step1', 'mf_application/routes new-form'],
    ['/apply/form/12/step2', 'mf_application/routes form'],
    ['/status/42', 'mf_track_status/routes status'],
    ['/induction/7', 'mf_induction/routes induction'],
  ])('on %s the warning opens and the session ends at the timeout', async (path, heading) => {
    const { router } = await quietOn(path, heading, 2_000 + 1_800_000 - 120_000 + 1_000);
    expect(dialogOpen()).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(120_000)));
    expect(router.state.location.pathname).toBe('/session-expired');
  });

  it('names in the route data exactly the pages of SPEC §4: the form (new, continued, renewed), status and induction', () => {
    expect(routesInForce().filter((route) => 'idleTimeout' in route && route.idleTimeout).map((route) => route.id).sort())
      .toEqual(['form', 'induction', 'new-form', 'renew', 'status']);
  });
});
