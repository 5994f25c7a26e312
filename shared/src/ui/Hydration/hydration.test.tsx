import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderDate, useHydrated, useToday } from './hydration.ts';

// What only the browser knows is rendered as the server did until the page is hydrated.

function Probe() {
  const hydrated = useHydrated();
  const today = useToday();
  return <p>{hydrated ? 'hydrated' : 'as rendered'} {today.getFullYear()}-{today.getMonth() + 1}-{today.getDate()}</p>;
}

afterEach(() => {
  setRenderDate(undefined);
  vi.useRealTimers();
});

describe('hydration', () => {
  it('renders as the server did while hydrating, with no mismatch, then as the browser sees it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-02T09:00:00') });
    setRenderDate('2026-12-31');
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>as rendered<!-- --> <!-- -->2026<!-- -->-<!-- -->12<!-- -->-<!-- -->31</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('hydrated 2027-1-2');
  });

  it('is hydrated at once in a plain render in the browser, and today is today without a render date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-04T09:00:00') });
    setRenderDate('not a date');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(container.textContent).toBe('hydrated 2027-3-4');
  });
});
