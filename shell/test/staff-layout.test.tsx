import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffHeaderSlotId } from '@cards/shared/staff';
import { forgetLoadedRemotes } from '../src/remotes/RemoteOutlet.tsx';
import { renderShell } from './render.tsx';

// The staff console's frame: its own header, no public navigation or footer, never indexed; and its code loads
// only on its own pages.
const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({
    company: 'default',
    remotes: ['mf_content', 'mf_track_status', 'mf_staff'].map((name) => ({ name, entry: `/remotes/${name}/1.0.0/remoteEntry.js`, version: '1.0.0' })),
  }), { status: 200, headers: { 'content-type': 'application/json' } })));
  runtime.loadRemote.mockImplementation(async (id: string) => ({
    default: new Proxy({}, { get: (_, routeId) => () => <h1>{`${id} ${String(routeId)}`}</h1> }),
  }));
});

afterEach(() => {
  forgetLoadedRemotes();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.querySelector('meta[name="robots"]')?.remove();
});

describe('the staff layout', () => {
  it('has the brand and "Staff console", a place for the member\'s bar, no public navigation or footer, and noindex', async () => {
    renderShell('/staff');
    expect(await screen.findByRole('heading', { name: 'mf_staff/routes staff-queue' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Staff console');
    expect(screen.getByRole('banner').textContent).toContain('Secure Card Services');
    expect(document.getElementById(staffHeaderSlotId)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_staff/routes']);
  });

  it('is not the public pages\' frame, and a public page neither loads the console nor says noindex', async () => {
    renderShell('/track-asic');
    expect(await screen.findByRole('heading', { name: 'mf_track_status/routes track' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Staff console')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).not.toContain('mf_staff/routes');
  });
});
