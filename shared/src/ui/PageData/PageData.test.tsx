import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadStatus } from '@cards/shared/stores';
// The stores hand PageData its observer as they load (observer-slot.tsx), as a page's stores do before it renders;
// without them, in a worker where no other file loaded them, it would not follow the loads.
import '@cards/shared/stores';
import { PageData, type Loadable } from './PageData.tsx';

afterEach(cleanup);

/** A load whose status the test can change, and whose retries it counts. */
function loadable(status: LoadStatus, error: string | null = null) {
  const state = observable({ status, error });
  const retries = vi.fn();
  const load: Loadable = {
    get status() {
      return state.status;
    },
    get error() {
      return state.error;
    },
    retry: () => retries(),
  };
  return Object.assign(load, { state, retries });
}

describe('PageData: the one pattern for a page\'s data', () => {
  it('shows the loading indicator, then the content once everything has loaded', () => {
    const list = loadable('loading');
    render(<PageData of={list} loadingLabel="Loading your application"><p>content</p></PageData>);
    expect(screen.getByRole('status').textContent).toBe('Loading your application…');
    act(() => runInAction(() => (list.state.status = 'loaded')));
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure with its words and a retry that retries every failed load', async () => {
    const a = loadable('failed', 'We could not load the list of countries.');
    const b = loadable('failed', 'We could not load the list of states.');
    render(<PageData of={[a, b, loadable('loaded')]}><p>content</p></PageData>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the list of countries. We could not load the list of states.');
    expect(screen.queryByText('content')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(a.retries).toHaveBeenCalledOnce();
    expect(b.retries).toHaveBeenCalledOnce();
  });

  it('keeps the content under a failure when asked (a form is still worth filling)', () => {
    render(<PageData of={loadable('failed', 'No list.')} keepContent><p>content</p></PageData>);
    expect(screen.getByRole('alert').textContent).toContain('No list.');
    expect(screen.getByText('content')).toBeTruthy();
  });
});
